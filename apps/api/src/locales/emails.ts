/**
 * The emails' layout (brand, greeting, footer) and the account emails of signup and password
 * reset: namespace `emails`. `{{name}}` style slots are filled by i18next.
 */
export const en = {
  brand: 'Nibras',
  tagline: 'Live 1:1 tutoring that lights the way',
  greeting: 'Hello {{name}},',
  /** To an address nobody has shown is theirs: nothing typed by a stranger is repeated. */
  greetingWithoutName: 'Hello,',
  ignore: 'If you did not ask for this, you can ignore this email.',
  footer: 'You receive this email because an account on Nibras uses this address.',
  confirmEmail: {
    subject: 'Confirm your email for Nibras',
    intro: 'Welcome to Nibras! Please confirm your email address to activate your account.',
    action: 'Confirm my email',
    expiry: 'This link works once and expires in 24 hours.',
    viaProvider:
      'This account logs in with {{provider}}. If you did not sign up with {{provider}}, do not open the link: without it the account is never used.',
  },
  accountExists: {
    subject: 'Someone tried to sign up with your email',
    intro:
      'Someone tried to create a new Nibras account with this email address, which already has an account.',
    action: 'Log in',
    reset: 'If you forgot your password, you can reset it here:',
  },
  resetPassword: {
    subject: 'Reset your Nibras password',
    intro: 'We received a request to reset the password of your Nibras account.',
    action: 'Choose a new password',
    expiry: 'This link works once and expires in 1 hour.',
  },
  passwordChanged: {
    subject: 'Your Nibras password was changed',
    intro: 'The password of your Nibras account was just changed, and every device was signed out.',
    warning: 'If this was not you, choose a new password right away:',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  brand: 'نبراس',
  tagline: 'دروس فردية مباشرة تُنير الطريق',
  greeting: 'مرحبًا {{name}}،',
  greetingWithoutName: 'مرحبًا،',
  ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  footer: 'تصلك هذه الرسالة لأن حسابًا على نبراس يستخدم هذا العنوان.',
  confirmEmail: {
    subject: 'أكّد بريدك الإلكتروني على نبراس',
    intro: 'أهلًا بك في نبراس! يُرجى تأكيد بريدك الإلكتروني لتفعيل حسابك.',
    action: 'تأكيد بريدي الإلكتروني',
    expiry: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة.',
    viaProvider:
      'يسجّل هذا الحساب الدخول عبر {{provider}}. إن لم تسجّل عبر {{provider}} فلا تفتح الرابط، فبدونه لن يُستخدم الحساب أبدًا.',
  },
  accountExists: {
    subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
    intro: 'حاول أحدهم إنشاء حساب جديد على نبراس بهذا البريد الإلكتروني، وله حساب بالفعل.',
    action: 'تسجيل الدخول',
    reset: 'إذا نسيت كلمة المرور، يمكنك إعادة تعيينها من هنا:',
  },
  resetPassword: {
    subject: 'إعادة تعيين كلمة المرور على نبراس',
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك على نبراس.',
    action: 'اختيار كلمة مرور جديدة',
    expiry: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة واحدة.',
  },
  passwordChanged: {
    subject: 'تم تغيير كلمة المرور على نبراس',
    intro: 'تم تغيير كلمة المرور لحسابك على نبراس للتو، وتم تسجيل الخروج من جميع الأجهزة.',
    warning: 'إذا لم تكن أنت، فاختر كلمة مرور جديدة فورًا:',
  },
};
