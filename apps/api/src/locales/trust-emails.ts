/**
 * Texts of the emails of reports and suspensions (decision 0026): the reporter's outcome, a
 * warning, a suspension and its lifting, each in the recipient's language.
 */
export const en = {
  outcome: {
    subject: 'What we decided about your report',
    intro: 'Thank you for your report of {{what}}, sent on {{date}}. Our team has looked at it.',
    outcome: 'Outcome: {{outcome}}.',
    note: 'A note from our team: {{note}}',
    action: 'See your reports',
  },
  warning: {
    subject: 'A warning about your Nibras account',
    intro:
      'Our team looked at a report about your account and found that it broke the rules of Nibras.',
    reason: 'What we found: {{reason}}',
    next: 'Please keep to the rules. If it happens again, your account may be suspended.',
  },
  suspended: {
    subject: 'Your Nibras account is suspended',
    intro:
      'Our team has suspended your Nibras account. You cannot sign in, and your upcoming sessions are cancelled.',
    reason: 'Why: {{reason}}',
    contact: 'If you think this is a mistake, write to us through the contact page:',
    action: 'Contact us',
  },
  lifted: {
    subject: 'Your Nibras account is active again',
    intro: 'The suspension of your Nibras account is lifted. You can sign in again.',
    action: 'Log in',
  },
  subjects: {
    tutor: 'a tutor’s profile',
    review: 'a review',
    message: 'a message',
    booking: 'a session',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  outcome: {
    subject: 'قرارنا بشأن بلاغك',
    intro: 'شكرًا لإبلاغك عن {{what}} بتاريخ {{date}}. لقد راجعه فريقنا.',
    outcome: 'النتيجة: {{outcome}}.',
    note: 'ملاحظة من فريقنا: {{note}}',
    action: 'عرض بلاغاتك',
  },
  warning: {
    subject: 'تحذير بشأن حسابك على نبراس',
    intro: 'راجع فريقنا بلاغًا عن حسابك، ووجد فيه مخالفة لقواعد نبراس.',
    reason: 'ما وجدناه: {{reason}}',
    next: 'يُرجى الالتزام بالقواعد، فإن تكرّر ذلك فقد يُوقف الحساب.',
  },
  suspended: {
    subject: 'أُوقف حسابك على نبراس',
    intro: 'أوقف فريقنا حسابك على نبراس؛ فلا يمكن تسجيل الدخول إليه، وأُلغيت حصصه القادمة.',
    reason: 'السبب: {{reason}}',
    contact: 'إن كنت ترى أن في ذلك خطأً، راسلنا من صفحة التواصل:',
    action: 'تواصل معنا',
  },
  lifted: {
    subject: 'عاد حسابك على نبراس إلى العمل',
    intro: 'رُفع الإيقاف عن حسابك على نبراس، ويمكنك تسجيل الدخول من جديد.',
    action: 'تسجيل الدخول',
  },
  subjects: {
    tutor: 'ملف معلّم',
    review: 'تقييم',
    message: 'رسالة',
    booking: 'حصة',
  },
};
