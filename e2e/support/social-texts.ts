/**
 * What the sign-in through Google, Apple or Meta says, in each language; written out rather than
 * read from the locale files, so a changed translation fails the test.
 */
const en = {
  continueWith: (provider: string) => `Continue with ${provider}`,
  signupTitle: (provider: string) => `Finish signing up with ${provider}`,
  unverified: (provider: string) => `${provider} did not confirm this address`,
  linkTitle: (provider: string) => `Link ${provider} to your account`,
  linkSubmit: 'Link and log in',
  wrongPassword: 'The email or password is incorrect.',
  failedTitle: 'Sign-in did not finish',
  cancelled: 'Sign-in was cancelled. Nothing was shared with Nibras.',
  backToLogin: 'Back to login',
  linkedTitle: 'Google, Apple and Meta',
  onlyWayIn: 'This is the only way to log in to your account.',
  remove: (provider: string) => `Remove ${provider}`,
  setPassword: 'Email me a link to set a password',
};

export type SocialTexts = typeof en;

const ar: SocialTexts = {
  continueWith: (provider) => `المتابعة عبر ${provider}`,
  signupTitle: (provider) => `أكمل التسجيل عبر ${provider}`,
  unverified: (provider) => `لم يؤكّد ${provider} هذا العنوان`,
  linkTitle: (provider) => `اربط ${provider} بحسابك`,
  linkSubmit: 'الربط وتسجيل الدخول',
  wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  failedTitle: 'لم يكتمل تسجيل الدخول',
  cancelled: 'أُلغي تسجيل الدخول، ولم تُشارَك أي بيانات مع نبراس.',
  backToLogin: 'العودة إلى تسجيل الدخول',
  linkedTitle: 'Google وApple وMeta',
  onlyWayIn: 'هذه هي الطريقة الوحيدة لتسجيل الدخول إلى حسابك.',
  remove: (provider) => `إزالة ${provider}`,
  setPassword: 'أرسلوا إليّ رابطًا لتعيين كلمة مرور',
};

export const socialTexts = { en, ar };
