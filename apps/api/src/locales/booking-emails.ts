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
  },
  calendar: {
    summary: '{{subject}} with {{tutor}} (Nibras)',
    trialSummary: 'Trial: {{subject}} with {{tutor}} (Nibras)',
    description: 'Learner: {{learner}}\nJoin and details on the session page: {{link}}',
    location: 'Online, on Nibras',
  },
  approval: {
    subject: '{{learner}} asks you to approve a session: {{subject}}',
    intro:
      '{{learner}} booked a {{subject}} session with {{tutor}} from their own login. It costs {{price}}, more than their monthly allowance leaves, so it waits for your approval.',
    action: 'Approve or refuse',
    hold: 'When you approve, the price is held from your wallet and the tutor can confirm the session. Nothing is paid if you refuse.',
    expires: 'Unanswered, the request lapses at the start of the session.',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  details: {
    subject: 'المادة: {{subject}}',
    tutor: 'المعلّم: {{name}}',
    learner: 'الطالب: {{name}}',
    when: 'الموعد: {{time}}',
    trial: 'هذه حصة تجريبية مجانية مدتها 30 دقيقة.',
    reason: 'السبب المذكور: {{reason}}',
    calendar: 'يضيف ملف التقويم المرفق الحصة إلى تقويمك.',
  },
  openSession: 'فتح الحصة',
  requested: {
    subject: 'طلب حصة جديد: {{subject}}',
    intro: 'طلب {{family}} حصة {{subject}} معك.',
    action: 'التأكيد أو الرفض',
    hold: 'يبقى هذا الموعد محجوزًا له حتى تردّ.',
  },
  confirmed: {
    subject: 'تم تأكيد حصتك: {{subject}}',
    intro: 'تم تأكيد حصة {{subject}} مع {{tutor}}.',
    join: 'يمكنك الانضمام من صفحة الحصة قبل بدئها بعشر دقائق.',
  },
  booked: {
    subject: 'حصة جديدة محجوزة: {{subject}}',
    intro: 'حجز {{family}} حصة {{subject}} معك، وهي مؤكدة.',
  },
  declined: {
    subject: 'تم رفض طلب الحصة: {{subject}}',
    intro: 'لا يستطيع {{tutor}} تقديم حصة {{subject}} التي طلبتها.',
    action: 'اختيار موعد آخر',
  },
  cancelled: {
    subject: 'تم إلغاء الحصة: {{subject}}',
    introBy: 'ألغى {{actor}} حصة {{subject}}.',
    intro: 'تم إلغاء حصة {{subject}}.',
    late: 'هذا إلغاء متأخر، قبل أقل من 24 ساعة من بدء الحصة.',
  },
  rescheduled: {
    subject: 'تم نقل الحصة: {{subject}}',
    introBy: 'نقل {{actor}} حصة {{subject}} إلى موعد جديد.',
    intro: 'تم نقل حصة {{subject}} إلى موعد جديد.',
    was: 'الموعد السابق: {{time}}',
    now: 'الموعد الجديد: {{time}}',
    awaitsTutor: 'ينتظر الموعد الجديد تأكيد المعلّم.',
    action: 'التأكيد أو الرفض',
  },
  reminder: {
    subject: 'تذكير: حصة {{subject}} {{startsIn}}',
    introFamily: 'تبدأ حصة {{subject}} مع {{tutor}} {{startsIn}}.',
    introTutor: 'تبدأ حصة {{subject}} مع {{learner}} {{startsIn}}.',
    startsIn: { in24h: 'بعد 24 ساعة', in1h: 'بعد ساعة واحدة' },
    join: 'يمكنك الانضمام من صفحة الحصة قبل بدئها بعشر دقائق.',
  },
  calendar: {
    summary: '{{subject}} مع {{tutor}} (نبراس)',
    trialSummary: 'حصة تجريبية: {{subject}} مع {{tutor}} (نبراس)',
    description: 'الطالب: {{learner}}\nالانضمام والتفاصيل في صفحة الحصة: {{link}}',
    location: 'عبر الإنترنت على نبراس',
  },
  approval: {
    subject: '{{learner}} يطلب موافقتك على حصة: {{subject}}',
    intro:
      'حجز {{learner}} حصة {{subject}} مع {{tutor}} من حسابه الخاص. ثمنها {{price}}، وهو أكثر مما يتبقى من مصروفه الشهري، لذا تنتظر موافقتك.',
    action: 'الموافقة أو الرفض',
    hold: 'عند موافقتك يُحجز الثمن من محفظتك ويستطيع المعلّم تأكيد الحصة. ولا يُدفع شيء إن رفضت.',
    expires: 'إن لم تردّ، يسقط الطلب عند موعد بدء الحصة.',
  },
};
