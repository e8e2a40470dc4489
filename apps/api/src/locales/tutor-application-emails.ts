/** Texts of the emails that tell a tutor the decision on their application (decision 0026). */
export const en = {
  approved: {
    subject: 'Your Nibras tutor application is approved',
    intro: 'Good news: we reviewed your application and approved it.',
    listed: 'Families can now find your profile in search and book sessions with you.',
    action: 'Open your dashboard',
  },
  rejected: {
    subject: 'Your Nibras tutor application needs changes',
    intro: 'We reviewed your application and cannot approve it as it is.',
    reason: 'The reviewer wrote: {{reason}}',
    again: 'You can fix your application and submit it again at any time.',
    action: 'Open your application',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  approved: {
    subject: 'تمت الموافقة على طلبك للتدريس في نبراس',
    intro: 'أخبار سارّة: راجعنا طلبك ووافقنا عليه.',
    listed: 'يمكن للعائلات الآن أن تجد ملفك في البحث وأن تحجز جلسات معك.',
    action: 'افتح لوحة التحكم',
  },
  rejected: {
    subject: 'طلبك للتدريس في نبراس يحتاج إلى تعديل',
    intro: 'راجعنا طلبك، ولا يمكننا الموافقة عليه بصيغته الحالية.',
    reason: 'كتب المراجِع: {{reason}}',
    again: 'يمكنك تعديل طلبك وإرساله من جديد في أي وقت.',
    action: 'افتح طلبك',
  },
};
