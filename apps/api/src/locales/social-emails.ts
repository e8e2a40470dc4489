/**
 * Texts of the emails about linking a provider: namespace `social-emails`; `{{provider}}` and
 * `{{email}}` are filled in.
 */
export const en = {
  linkRequest: {
    subject: 'Link {{provider}} to your Nibras account',
    intro:
      'Someone who signed in with {{provider}} as {{email}} asked to link that sign-in to your Nibras account. If it was you, open this link in the same browser:',
    action: 'Link {{provider}}',
    expiry: 'The link works once, for 30 minutes, and only in the browser where you asked for it.',
    ignore: 'If it was not you, ignore this email: nothing changes.',
  },
  linked: {
    subject: '{{provider}} can now sign in to your Nibras account',
    intro: 'From now on you can log in to Nibras with {{provider}} ({{email}}).',
    warning:
      'If this was not you, remove it on your profile page and choose a new password right away:',
    action: 'Open my profile',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  linkRequest: {
    subject: 'اربط {{provider}} بحسابك على نبراس',
    intro:
      'طلب شخصٌ سجّل الدخول عبر {{provider}} بالبريد {{email}} ربطَ طريقة الدخول هذه بحسابك على نبراس. إن كنت أنت، فافتح هذا الرابط في المتصفح نفسه:',
    action: 'ربط {{provider}}',
    expiry: 'يعمل الرابط مرة واحدة خلال 30 دقيقة، وفي المتصفح الذي طلبته منه فقط.',
    ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة ولن يتغيّر شيء.',
  },
  linked: {
    subject: 'أصبح بإمكان {{provider}} تسجيل الدخول إلى حسابك على نبراس',
    intro: 'من الآن يمكنك تسجيل الدخول إلى نبراس عبر {{provider}} ({{email}}).',
    warning: 'إن لم تكن أنت، فأزِله من صفحة ملفك الشخصي واختر كلمة مرور جديدة فورًا:',
    action: 'فتح ملفي الشخصي',
  },
};
