/** Texts of the email that invites a new operator (`npm run operator -- add`). */
export const en = {
  invitation: {
    subject: 'You are invited to operate Nibras',
    intro:
      'An operator account of Nibras was made for this address. Operators review tutors, reports, disputes and payouts.',
    action: 'Set your password',
    expiry:
      'This link works for one hour. If it has expired, ask for a new one on the "Forgot password" page.',
    secondFactor:
      'Then sign in on the operator sign-in page: you will add Nibras to an authenticator app (such as Google Authenticator, 1Password or Aegis) and keep ten recovery codes.',
    signIn: 'Operator sign-in',
    ignore:
      'If you did not expect this, you can ignore this email: nothing happens without the link.',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  invitation: {
    subject: 'دعوة للإشراف على نبراس',
    intro:
      'أُنشئ حساب إشراف في نبراس لهذا البريد الإلكتروني. يراجع المشرفون طلبات المعلّمين والبلاغات والنزاعات والمدفوعات.',
    action: 'تعيين كلمة المرور',
    expiry:
      'يعمل هذا الرابط لمدة ساعة واحدة. إن انتهت صلاحيته، اطلب رابطًا جديدًا من صفحة «نسيت كلمة المرور».',
    secondFactor:
      'بعد ذلك سجّل الدخول من صفحة دخول المشرفين: ستضيف نبراس إلى تطبيق مصادقة (مثل Google Authenticator أو 1Password أو Aegis) وتحتفظ بعشرة رموز استرداد.',
    signIn: 'دخول المشرفين',
    ignore: 'إن لم تكن تتوقّع هذه الرسالة، فتجاهلها: لن يحدث شيء دون فتح الرابط.',
  },
};
