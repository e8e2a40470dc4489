import type { WithGenderedForms } from './gendered';

/**
 * Texts of the session emails and calendar files: namespace `booking-emails`; `{{name}}` style
 * slots are filled by i18next. The layout's greeting and footer are the namespace `emails`.
 */
export const en = {
  details: {
    subject: 'Subject: {{subject}}',
    tutor: 'Tutor: {{name}}',
    learner: 'Learner: {{name}}',
    when: 'When: {{time}}',
    trial: 'This is a free 30-minute trial session.',
    reason: 'Reason given: {{reason}}',
    calendar: 'The attached calendar file adds the session to your calendar.',
    atFamilyHome: 'In person, at the family’s home.',
    atTutorPlace: 'In person, at the place of {{tutor}}.',
    area: 'Area: {{area}}, {{city}}',
    address: 'Address: {{street}}, {{building}}',
    addressNotes: 'Directions: {{notes}}',
    addressLater: 'The full address is shown once the session is confirmed.',
  },
  openSession: 'Open the session',
  requested: {
    subject: 'New session request: {{subject}}',
    intro: '{{family}} asked for a {{subject}} session with you.',
    action: 'Confirm or decline',
    hold: 'The time stays held for them until you answer.',
  },
  confirmed: {
    subject: 'Your session is confirmed: {{subject}}',
    intro: 'Your {{subject}} session with {{tutor}} is confirmed.',
    join: 'You can join from the session page from 10 minutes before the start.',
    inPerson:
      'This session is in person: it has no classroom link. The address is on the session page.',
  },
  booked: {
    subject: 'New session booked: {{subject}}',
    intro: '{{family}} booked a {{subject}} session with you. It is confirmed.',
  },
  declined: {
    subject: 'Session request declined: {{subject}}',
    intro: '{{tutor}} cannot take the {{subject}} session you asked for.',
    action: 'Choose another time',
  },
  cancelled: {
    subject: 'Session cancelled: {{subject}}',
    introBy: '{{actor}} cancelled the {{subject}} session.',
    intro: 'The {{subject}} session was cancelled.',
    late: 'This was a late cancellation, less than 24 hours before the start.',
  },
  notesWritten: {
    subject: 'Notes and homework: {{subject}}',
    intro:
      '{{tutor}} wrote notes and homework after the {{subject}} session. They are on the session’s page.',
  },
  walletShort: {
    subject: 'Top up your wallet for the next {{subject}} lesson',
    intro:
      'Your wallet does not cover the next lesson of your weekly {{subject}} series. Top it up before {{deadline}}, or this lesson will be released; the other weeks stay as they are.',
    action: 'Top up the wallet',
  },
  seriesConfirmed: {
    subject: 'Your weekly lessons are confirmed: {{subject}}',
    intro: 'Your weekly {{subject}} lessons with {{tutor}} are confirmed.',
    weeks: 'The lessons confirmed:',
    join: 'You can join each lesson from its page from 10 minutes before the start.',
  },
  weekNotBooked: {
    subject: 'One weekly lesson could not be booked: {{subject}}',
    intro:
      'Your weekly {{subject}} lessons with {{tutor}} go on, but the lesson of {{time}} could not be booked: {{reason}}. Nothing was taken from your wallet for it, and the next weeks are booked as usual.',
    tutorBusy: 'the tutor is not free at that time',
    learnerBusy: '{{learner}} has another lesson at that time',
    action: 'Choose another time that week',
  },
  rescheduled: {
    subject: 'Session moved: {{subject}}',
    introBy: '{{actor}} moved the {{subject}} session to a new time.',
    intro: 'The {{subject}} session was moved to a new time.',
    was: 'Was: {{time}}',
    now: 'Now: {{time}}',
    awaitsTutor: 'The new time waits for the tutor to confirm it.',
    action: 'Confirm or decline',
  },
  reminder: {
    subject: 'Reminder: {{subject}} session {{startsIn}}',
    introFamily: 'Your {{subject}} session with {{tutor}} starts {{startsIn}}.',
    introTutor: 'Your {{subject}} session with {{learner}} starts {{startsIn}}.',
    startsIn: { in24h: 'in 24 hours', in1h: 'in 1 hour' },
    join: 'You can join from the session page from 10 minutes before the start.',
    inPersonFamily: 'This session is in person: it has no classroom link.',
    inPersonTutor: 'When you get there, press “I have arrived” on the session page.',
  },
  outcome: {
    subject: 'How did it go? {{subject}} with {{learner}}',
    intro: 'Your {{subject}} session with {{learner}} ended a day ago and still waits for you.',
    mark: 'Please mark it completed, or record that {{learner}} did not come, then write your notes and homework for the family.',
    notes: 'Please write your notes and homework: the family is waiting to read them.',
  },
  calendar: {
    summary: '{{subject}} with {{tutor}} (Nibras)',
    trialSummary: 'Trial: {{subject}} with {{tutor}} (Nibras)',
    description: 'Learner: {{learner}}\nJoin and details on the session page: {{link}}',
    location: 'Online, on Nibras',
    descriptionInPerson: 'Learner: {{learner}}\nIn person. Details on the session page: {{link}}',
    locationArea: '{{area}}, {{city}} (in person)',
    locationAddress: '{{street}}, {{building}}, {{area}}, {{city}}',
    feedName: 'Nibras sessions',
  },
  approval: {
    subject: '{{learner}} asks you to approve a session: {{subject}}',
    intro:
      '{{learner}} booked a {{subject}} session with {{tutor}} from their own login. It costs {{price}}, more than their monthly allowance leaves, so it waits for your approval.',
    action: 'Approve or refuse',
    hold: 'When you approve, the price is held from your wallet and the tutor can confirm the session. Nothing is paid if you refuse.',
    expires: 'Unanswered, the request lapses at the start of the session.',
  },
  changeRequest: {
    cancelSubject: '{{learner}} asks you to cancel a session: {{subject}}',
    cancelIntro:
      '{{learner}} asks you to cancel the {{subject}} session with {{tutor}} on {{time}}.',
    moveSubject: '{{learner}} asks you to move a session: {{subject}}',
    moveIntro:
      '{{learner}} asks you to move the {{subject}} session with {{tutor}} from {{time}} to {{newTime}}.',
    reason: 'Reason given: {{reason}}',
    action: 'Approve or decline',
    rules:
      'If you approve, it is done as if you had done it yourself, with the usual cancellation rules. The session stays as it is if you decline.',
    approvedSubject: 'Your parent approved your request: {{subject}}',
    cancelApproved:
      'The {{subject}} session with {{tutor}} on {{time}} is cancelled, as you asked.',
    moveApproved: 'The {{subject}} session with {{tutor}} is moved to {{newTime}}, as you asked.',
    declinedSubject: 'Your parent declined your request: {{subject}}',
    declined: 'The {{subject}} session with {{tutor}} on {{time}} stays as it was.',
    answerReason: 'Your parent’s reason: {{reason}}',
  },
};

/**
 * Typed as the English texts, so a key missing in Arabic fails the type-check; a text about a
 * person may add its gendered forms.
 */
export const ar: WithGenderedForms<typeof en> = {
  details: {
    subject: 'المادة: {{subject}}',
    tutor: 'الحصة مع: {{name}}',
    tutor_feminine: 'المعلّمة: {{name}}',
    tutor_masculine: 'المعلّم: {{name}}',
    learner: 'الحصة لـ{{name}}',
    learner_feminine: 'الطالبة: {{name}}',
    learner_masculine: 'الطالب: {{name}}',
    when: 'الموعد: {{time}}',
    trial: 'هذه حصة تجريبية مجانية مدتها 30 دقيقة.',
    reason: 'السبب المذكور: {{reason}}',
    calendar: 'يضيف ملف التقويم المرفق الحصة إلى تقويمك.',
    atFamilyHome: 'حضوريًا، في منزل الأسرة.',
    atTutorPlace: 'حضوريًا، في مكان {{tutor}}.',
    area: 'المنطقة: {{area}}، {{city}}',
    address: 'العنوان: {{street}}، {{building}}',
    addressNotes: 'إرشادات الوصول: {{notes}}',
    addressLater: 'يظهر العنوان كاملًا بعد تأكيد الحصة.',
  },
  openSession: 'فتح الحصة',
  requested: {
    subject: 'طلب حصة جديد: {{subject}}',
    intro: 'وصلك طلب حصة {{subject}} من {{family}}.',
    intro_feminine: 'طلبت {{family}} حصة {{subject}} معك.',
    intro_masculine: 'طلب {{family}} حصة {{subject}} معك.',
    action: 'التأكيد أو الرفض',
    hold: 'يبقى هذا الموعد محجوزًا حتى تردّ.',
    hold_feminine: 'يبقى هذا الموعد محجوزًا لها حتى تردّ.',
    hold_masculine: 'يبقى هذا الموعد محجوزًا له حتى تردّ.',
  },
  confirmed: {
    subject: 'تم تأكيد حصتك: {{subject}}',
    intro: 'تم تأكيد حصة {{subject}} مع {{tutor}}.',
    join: 'يمكنك الانضمام من صفحة الحصة قبل بدئها بعشر دقائق.',
    inPerson: 'هذه الحصة حضورية، فلا رابط لها عبر الإنترنت. العنوان في صفحة الحصة.',
  },
  booked: {
    subject: 'حصة جديدة محجوزة: {{subject}}',
    intro: 'وصلك من {{family}} حجز مؤكَّد لحصة {{subject}} معك.',
    intro_feminine: 'حجزت {{family}} حصة {{subject}} معك، وهي مؤكدة.',
    intro_masculine: 'حجز {{family}} حصة {{subject}} معك، وهي مؤكدة.',
  },
  declined: {
    subject: 'تم رفض طلب الحصة: {{subject}}',
    intro: 'تعذّر على {{tutor}} تقديم حصة {{subject}} التي طلبتها.',
    intro_feminine: 'لا تستطيع {{tutor}} تقديم حصة {{subject}} التي طلبتها.',
    intro_masculine: 'لا يستطيع {{tutor}} تقديم حصة {{subject}} التي طلبتها.',
    action: 'اختيار موعد آخر',
  },
  cancelled: {
    subject: 'تم إلغاء الحصة: {{subject}}',
    introBy: 'أُلغيت حصة {{subject}} بطلب من {{actor}}.',
    introBy_feminine: 'ألغت {{actor}} حصة {{subject}}.',
    introBy_masculine: 'ألغى {{actor}} حصة {{subject}}.',
    intro: 'تم إلغاء حصة {{subject}}.',
    late: 'هذا إلغاء متأخر، قبل أقل من 24 ساعة من بدء الحصة.',
  },
  notesWritten: {
    subject: 'ملاحظات وواجبات: {{subject}}',
    intro: 'ملاحظات {{tutor}} وواجبات حصة {{subject}} جاهزة على صفحة الحصة.',
    intro_feminine: 'كتبت {{tutor}} ملاحظات حصة {{subject}} وواجباتها، وهي على صفحة الحصة.',
    intro_masculine: 'كتب {{tutor}} ملاحظات حصة {{subject}} وواجباتها، وهي على صفحة الحصة.',
  },
  walletShort: {
    subject: 'رصيد محفظتك لا يكفي لحصة {{subject}} القادمة',
    intro:
      'رصيد محفظتك لا يغطي الحصة القادمة من سلسلة {{subject}} الأسبوعية. يلزم شحنها قبل {{deadline}}، وإلا أُلغيت هذه الحصة وحدها، وتبقى الأسابيع الأخرى كما هي.',
    action: 'شحن المحفظة',
  },
  seriesConfirmed: {
    subject: 'تم تأكيد حصصك الأسبوعية: {{subject}}',
    intro: 'تم تأكيد حصص {{subject}} الأسبوعية مع {{tutor}}.',
    intro_feminine: 'أكّدت {{tutor}} حصص {{subject}} الأسبوعية.',
    intro_masculine: 'أكّد {{tutor}} حصص {{subject}} الأسبوعية.',
    weeks: 'الحصص المؤكدة:',
    join: 'يمكنك دخول كل حصة من صفحتها قبل بدايتها بعشر دقائق.',
  },
  weekNotBooked: {
    subject: 'تعذّر حجز إحدى الحصص الأسبوعية: {{subject}}',
    intro:
      'تستمر حصص {{subject}} الأسبوعية مع {{tutor}}، لكن تعذّر حجز حصة {{time}}: {{reason}}. لم يُخصم لها شيء من محفظتك، وتُحجز الأسابيع التالية كالمعتاد.',
    tutorBusy: 'هذا الموعد ليس من الأوقات المتاحة للحجز',
    tutorBusy_feminine: 'المعلّمة غير متاحة في هذا الموعد',
    tutorBusy_masculine: 'المعلّم غير متاح في هذا الموعد',
    learnerBusy: 'لدى {{learner}} حصة أخرى في هذا الموعد',
    action: 'اختيار موعد آخر في ذلك الأسبوع',
  },
  rescheduled: {
    subject: 'تم نقل الحصة: {{subject}}',
    introBy: 'نُقلت حصة {{subject}} إلى موعد جديد بطلب من {{actor}}.',
    introBy_feminine: 'نقلت {{actor}} حصة {{subject}} إلى موعد جديد.',
    introBy_masculine: 'نقل {{actor}} حصة {{subject}} إلى موعد جديد.',
    intro: 'تم نقل حصة {{subject}} إلى موعد جديد.',
    was: 'الموعد السابق: {{time}}',
    now: 'الموعد الجديد: {{time}}',
    awaitsTutor: 'ما زال الموعد الجديد بانتظار التأكيد.',
    awaitsTutor_feminine: 'ينتظر الموعد الجديد تأكيد المعلّمة.',
    awaitsTutor_masculine: 'ينتظر الموعد الجديد تأكيد المعلّم.',
    action: 'التأكيد أو الرفض',
  },
  reminder: {
    subject: 'تذكير: حصة {{subject}} {{startsIn}}',
    introFamily: 'تبدأ حصة {{subject}} مع {{tutor}} {{startsIn}}.',
    introTutor: 'تبدأ حصة {{subject}} مع {{learner}} {{startsIn}}.',
    startsIn: { in24h: 'بعد 24 ساعة', in1h: 'بعد ساعة واحدة' },
    join: 'يمكنك الانضمام من صفحة الحصة قبل بدئها بعشر دقائق.',
    inPersonFamily: 'هذه الحصة حضورية، فلا رابط لها عبر الإنترنت.',
    inPersonTutor: 'عند الوصول، اضغط «وصلتُ» في صفحة الحصة.',
  },
  outcome: {
    subject: 'كيف كانت الحصة؟ {{subject}} مع {{learner}}',
    intro: 'انتهت حصة {{subject}} مع {{learner}} قبل يوم، وما زالت تنتظر ما يُسجَّل عنها.',
    mark: 'يُرجى تسجيل الحصة مكتملة، أو تسجيل غياب {{learner}} عنها، ثم كتابة الملاحظات والواجب للعائلة.',
    notes: 'يُرجى كتابة الملاحظات والواجب: العائلة بانتظار قراءتها.',
  },
  calendar: {
    summary: '{{subject}} مع {{tutor}} (نبراس)',
    trialSummary: 'حصة تجريبية: {{subject}} مع {{tutor}} (نبراس)',
    description: 'الحصة لـ{{learner}}\nالانضمام والتفاصيل في صفحة الحصة: {{link}}',
    location: 'عبر الإنترنت على نبراس',
    descriptionInPerson: 'الحصة لـ{{learner}}\nحصة حضورية. التفاصيل في صفحة الحصة: {{link}}',
    locationArea: '{{area}}، {{city}} (حضوريًا)',
    locationAddress: '{{street}}، {{building}}، {{area}}، {{city}}',
    feedName: 'حصص نبراس',
  },
  approval: {
    subject: 'طلب موافقتك على حصة لـ{{learner}}: {{subject}}',
    subject_feminine: '{{learner}} تطلب موافقتك على حصة: {{subject}}',
    subject_masculine: '{{learner}} يطلب موافقتك على حصة: {{subject}}',
    intro:
      'حُجزت من حساب {{learner}} حصة {{subject}} مع {{tutor}}. ثمنها {{price}}، وهو أكثر مما يتبقى من المصروف الشهري لهذا الحساب، لذا تنتظر موافقتك.',
    intro_feminine:
      'حجزت {{learner}} حصة {{subject}} مع {{tutor}} من حسابها الخاص. ثمنها {{price}}، وهو أكثر مما يتبقى من مصروفها الشهري، لذا تنتظر موافقتك.',
    intro_masculine:
      'حجز {{learner}} حصة {{subject}} مع {{tutor}} من حسابه الخاص. ثمنها {{price}}، وهو أكثر مما يتبقى من مصروفه الشهري، لذا تنتظر موافقتك.',
    action: 'الموافقة أو الرفض',
    hold: 'عند موافقتك يُحجز الثمن من محفظتك، ثم يمكن تأكيد الحصة. ولا يُدفع شيء إن رفضت.',
    hold_feminine:
      'عند موافقتك يُحجز الثمن من محفظتك وتستطيع المعلّمة تأكيد الحصة. ولا يُدفع شيء إن رفضت.',
    hold_masculine:
      'عند موافقتك يُحجز الثمن من محفظتك ويستطيع المعلّم تأكيد الحصة. ولا يُدفع شيء إن رفضت.',
    expires: 'إن لم تردّ، يسقط الطلب عند موعد بدء الحصة.',
  },
  changeRequest: {
    cancelSubject: 'طلب لإلغاء حصة من {{learner}}: {{subject}}',
    cancelIntro: 'طلبٌ من {{learner}}: إلغاء حصة {{subject}} مع {{tutor}} في {{time}}.',
    moveSubject: 'طلب لنقل حصة من {{learner}}: {{subject}}',
    moveIntro: 'طلبٌ من {{learner}}: نقل حصة {{subject}} مع {{tutor}} من {{time}} إلى {{newTime}}.',
    reason: 'السبب المذكور: {{reason}}',
    action: 'الموافقة أو الرفض',
    rules:
      'عند الموافقة يُنفَّذ الطلب كأنك قمت به بنفسك، وفق قواعد الإلغاء المعتادة. وإن رفضته تبقى الحصة كما هي.',
    approvedSubject: 'وافق وليّ أمرك على طلبك: {{subject}}',
    cancelApproved: 'أُلغيت حصة {{subject}} مع {{tutor}} في {{time}} كما طلبت.',
    moveApproved: 'نُقلت حصة {{subject}} مع {{tutor}} إلى {{newTime}} كما طلبت.',
    declinedSubject: 'رفض وليّ أمرك طلبك: {{subject}}',
    declined: 'تبقى حصة {{subject}} مع {{tutor}} في {{time}} كما كانت.',
    answerReason: 'سبب وليّ أمرك: {{reason}}',
  },
};
