/**
 * Texts of the emails /profile causes: namespace `account-emails`; `{{email}}` is filled in.
 */
export const en = {
  emailChange: {
    subject: 'Confirm your new Nibras email address',
    intro: 'You asked to use {{email}} for your Nibras account. Open this link to confirm it:',
    action: 'Confirm my new address',
    expiry:
      'The link works once, for 24 hours. Until then you keep logging in with your old address.',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  emailChangeNotice: {
    subject: 'Your Nibras email address is about to change',
    intro:
      'Somebody signed in to your Nibras account asked to change its email address to {{email}}. It changes only when the link sent to that address is opened.',
    warning: 'If this was not you, change your password right away:',
    action: 'Choose a new password',
  },
  passwordChanged: {
    subject: 'Your Nibras password was changed',
    intro:
      'The password of your Nibras account was just changed on your profile page. Every other device was signed out.',
    warning: 'If this was not you, choose a new password right away:',
    action: 'Choose a new password',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  emailChange: {
    subject: 'أكّد بريدك الإلكتروني الجديد على نبراس',
    intro: 'طلبتَ استخدام {{email}} لحسابك على نبراس. افتح هذا الرابط لتأكيده:',
    action: 'تأكيد بريدي الجديد',
    expiry: 'يعمل الرابط مرة واحدة خلال 24 ساعة، وحتى ذلك الحين تسجّل الدخول ببريدك القديم.',
    ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغيّر شيء.',
  },
  emailChangeNotice: {
    subject: 'بريدك الإلكتروني على نبراس على وشك التغيير',
    intro:
      'طلب شخصٌ مسجّل الدخول إلى حسابك على نبراس تغيير بريده الإلكتروني إلى {{email}}. لن يتغيّر البريد إلا بعد فتح الرابط المرسَل إلى ذلك العنوان.',
    warning: 'إذا لم تكن أنت، فغيّر كلمة المرور فورًا:',
    action: 'اختيار كلمة مرور جديدة',
  },
  passwordChanged: {
    subject: 'تغيّرت كلمة المرور على نبراس',
    intro:
      'تغيّرت كلمة المرور لحسابك على نبراس للتو من صفحة ملفك الشخصي، وسُجّل الخروج من أجهزتك الأخرى.',
    warning: 'إذا لم تكن أنت، فاختر كلمة مرور جديدة فورًا:',
    action: 'اختيار كلمة مرور جديدة',
  },
};
