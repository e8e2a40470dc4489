import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { texts as authTexts } from '../support/auth-texts';
import { emailFromMailbox, linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { axeClean, logIn, uniqueEmail } from '../support/signup';

/**
 * /profile as every role uses it, in English and Arabic: details, password, email change through
 * the link in the real email, and deleting the account. Accounts are made through the API (the
 * signup forms have their own spec), then everything happens in the browser.
 */

const texts = {
  en: {
    profile: 'Profile',
    title: 'Your profile',
    fullName: 'Full name',
    phone: 'Phone number',
    saveDetails: 'Save details',
    saved: 'Your profile is saved.',
    passwordRegion: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm the new password',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed. Your other devices have been signed out.',
    wrongPassword: 'Your current password is not correct.',
    emailRegion: 'Email address',
    newEmail: 'New email address',
    sendLink: 'Send confirmation link',
    linkSent: (email: string) =>
      `We sent a confirmation link to ${email}. Your email changes when you open it.`,
    emailChanged: 'Your email address is changed',
    toProfile: 'Go to your profile',
    deleteOpen: 'Delete my account…',
    deleteWord: 'DELETE',
    deleteLabel: 'Type DELETE to confirm',
    deleteSubmit: 'Delete my account',
    deleted: 'Your account is deleted.',
    deletedTitle: 'Your account is deleted',
    home: 'Back to home',
    teachingLink: 'Edit your teaching profile',
    teachingEditor: '/dashboard/tutor/profile',
    newName: 'Sara Adel',
    noticeSubject: 'Your Nibras email address is about to change',
    linkSubject: 'Confirm your new Nibras email address',
    useLanguage: 'Use English',
    languageSaved: 'Done: your emails will be in English.',
    emailLanguage: 'Language of our emails',
  },
  ar: {
    profile: 'الملف الشخصي',
    title: 'ملفك الشخصي',
    fullName: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    saveDetails: 'حفظ البيانات',
    saved: 'حُفظ ملفك الشخصي.',
    passwordRegion: 'كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    passwordChanged: 'تغيّرت كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    emailRegion: 'البريد الإلكتروني',
    newEmail: 'البريد الإلكتروني الجديد',
    sendLink: 'إرسال رابط التأكيد',
    linkSent: (email: string) => `أرسلنا رابط تأكيد إلى ${email}، وسيتغيّر بريدك بعد فتحه.`,
    emailChanged: 'تغيّر بريدك الإلكتروني',
    toProfile: 'الانتقال إلى ملفك الشخصي',
    deleteOpen: 'حذف حسابي…',
    deleteWord: 'حذف',
    deleteLabel: 'اكتب حذف للتأكيد',
    deleteSubmit: 'حذف حسابي',
    deleted: 'حُذف حسابك.',
    deletedTitle: 'حُذف حسابك',
    home: 'العودة إلى الصفحة الرئيسية',
    teachingLink: 'تعديل ملفك التدريسي',
    teachingEditor: '/dashboard/tutor/profile',
    newName: 'سارة عادل',
    noticeSubject: 'بريدك الإلكتروني على نبراس على وشك التغيير',
    linkSubject: 'أكّد بريدك الإلكتروني الجديد على نبراس',
    useLanguage: 'استخدام العربية',
    languageSaved: 'تم: ستصلك رسائلنا بالعربية.',
    emailLanguage: 'لغة رسائلنا إليك',
  },
};

/** The header's language switch, named in the page's current language. */
const languageSwitch = { en: 'Switch to Arabic', ar: 'التبديل إلى الإنجليزية' };

const password = 'secret-123';
const newPassword = 'brand-new-456';
type Language = keyof typeof texts;
type ApiRole = 'Student' | 'Parent' | 'Tutor';

async function firstId(request: APIRequestContext, path: string, pick: (data: never) => unknown) {
  const answer = await request.get(`/api/v1${path}`);
  expect(answer.ok()).toBe(true);
  const list = pick((await answer.json()).data as never) as Array<{ id: number }>;
  const first = list[0];
  if (!first) throw new Error(`nothing at ${path}`);
  return first.id;
}

/** A confirmed account of `role`, signed up through the API and confirmed by its emailed link. */
async function confirmedAccount(
  request: APIRequestContext,
  role: ApiRole,
  email: string,
  language: Language = 'en',
) {
  const systemId = await firstId(
    request,
    '/education/systems',
    (data: { educationSystems: unknown }) => data.educationSystems,
  );
  const levelId = await firstId(request, `/education/systems/${systemId}/levels`, (d) => d);
  const gradeId = await firstId(request, `/education/levels/${levelId}/grades`, (d) => d);
  const subjectId = await firstId(
    request,
    `/education/grades/${gradeId}/subjects`,
    (data: { subjects: unknown }) => data.subjects,
  );
  const fields: Record<string, string | number> = {
    FullName: 'Sara Ahmed',
    Email: email,
    Password: password,
    ConfirmPassword: password,
    PhoneNumber: '+20 100 123 4567',
    ...{
      Student: {
        UserType: 0,
        'StudentInfo.Age': 12,
        'StudentInfo.CurrentGrade': gradeId,
        'StudentInfo.LearningGoals': 'Fractions',
        'StudentInfo.PreferredLearningTime': 'evening',
        'StudentInfo.SchoolName': 'Cairo School',
        'StudentInfo.SubjectsNeeded[0]': subjectId,
      },
      Parent: {
        UserType: 1,
        'ParentInfo.ChildName': 'Omar',
        'ParentInfo.ChildAge': 9,
        'ParentInfo.ChildGrade': gradeId,
        'ParentInfo.SubjectsOfInterest[0]': subjectId,
        'ParentInfo.PreferredLanguage': 'ar',
        'ParentInfo.SchoolName': 'Cairo School',
        'ParentInfo.LearningGoals': 'Reading',
        'ParentInfo.PreferredLearningTime': 'weekend',
      },
      Tutor: {
        UserType: 2,
        'TutorInfo.EducationalBackground': 'BSc Mathematics',
        'TutorInfo.YearsOfExperience': 4,
        'TutorInfo.HourlyRate': '20',
        'TutorInfo.BriefBio': 'Patient maths tutor.',
        'TutorInfo.SubjectsTaught[0].SubjectId': subjectId,
        'TutorInfo.LanguagesSpoken[0]': 'ar',
        'TutorInfo.EducationSystemId': systemId,
        'TutorInfo.EducationLevelId': levelId,
        'TutorInfo.GradeId': gradeId,
      },
    }[role],
  };
  const multipart = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, String(value)]),
  );
  // The page's language at signup becomes the language of the account's emails.
  const signup = await request.post('/api/v1/auth/register', {
    multipart,
    headers: { 'accept-language': language },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = new URL(await linkFromMailbox(request, email, '/email-confirmation'), 'http://x');
  const confirm = await request.get(`/api/v1/email/confirm${link.search}`);
  expect(confirm.ok()).toBe(true);
}

/** Logs in through the login page and opens /profile from the account menu. */
async function openProfile(page: Page, language: Language, email: string, secret = password) {
  const account = authTexts[language];
  await visitWith(page, '/login', { language, theme: 'light' });
  await logIn(page, account, email, secret);
  await page.getByRole('button', { name: account.accountMenu('Sara Ahmed') }).click();
  await page.getByRole('menuitem', { name: texts[language].profile }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: texts[language].title })).toBeVisible();
}

async function axeInBothThemes(page: Page) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('preferredTheme', value), theme);
    await page.reload();
    await expect(
      page.getByLabel(texts.en.fullName).or(page.getByLabel(texts.ar.fullName)),
    ).toBeVisible();
    await axeClean(page);
  }
}

/** The login page's refusal of a wrong address or password. */
function refusal(page: Page, language: Language) {
  return page.getByRole('alert').filter({ hasText: authTexts[language].wrongCredentials }).first();
}

async function logOut(page: Page, language: Language, name: string) {
  const account = authTexts[language];
  await page.getByRole('button', { name: account.accountMenu(name) }).click();
  await page.getByRole('menuitem', { name: account.logout }).click();
  await expect(page.getByRole('button', { name: account.login, exact: true })).toBeVisible();
}

for (const language of ['en', 'ar'] as const) {
  const text = texts[language];
  const account = authTexts[language];

  test(`edits name and phone, changes the password and logs in with the new one (${language})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`profile-edit-${language}`);
    await confirmedAccount(page.request, 'Student', email);
    await openProfile(page, language, email);
    await axeInBothThemes(page);

    await page.getByLabel(text.fullName).fill(text.newName);
    await page.getByLabel(text.phone).fill('+966 50 123 4567');
    await page.getByRole('button', { name: text.saveDetails }).click();
    // Focus lands on the result, not on the page.
    await expect(page.locator(':focus')).toHaveText(text.saved);
    // The header's menu already knows the new name; a reload reads it back from the server.
    await expect(
      page.getByRole('button', { name: account.accountMenu(text.newName) }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.fullName)).toHaveValue(text.newName);
    await expect(page.getByLabel(text.phone)).toHaveValue('+966501234567');

    const passwordForm = page.getByRole('region', { name: text.passwordRegion });
    await passwordForm.getByLabel(text.currentPassword).fill('not-my-password');
    await passwordForm.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await passwordForm.getByLabel(text.confirmNewPassword).fill(newPassword);
    await passwordForm.getByRole('button', { name: text.changePassword }).click();
    await expect(passwordForm.getByText(text.wrongPassword)).toBeVisible();

    await passwordForm.getByLabel(text.currentPassword).fill(password);
    await passwordForm.getByRole('button', { name: text.changePassword }).click();
    await expect(passwordForm.getByText(text.passwordChanged)).toBeVisible();
    // Still signed in here: the profile reloads with the session.
    await page.reload();
    await expect(page.getByLabel(text.fullName)).toHaveValue(text.newName);

    await logOut(page, language, text.newName);
    await page.goto('/login');
    await logIn(page, account, email, password);
    await expect(refusal(page, language)).toBeVisible();
    await logIn(page, account, email, newPassword);
    await expect(page).toHaveURL(account.dashboards.child.path);
  });

  test(`changes the email through the link in the real email (${language})`, async ({ page }) => {
    const email = uniqueEmail(`profile-old-${language}`);
    const newEmail = uniqueEmail(`profile-new-${language}`);
    await confirmedAccount(page.request, 'Parent', email, language);
    await openProfile(page, language, email);

    const emailForm = page.getByRole('region', { name: text.emailRegion });
    await emailForm.getByLabel(text.newEmail).fill(newEmail);
    await emailForm.getByLabel(text.currentPassword).fill(password);
    await emailForm.getByRole('button', { name: text.sendLink }).click();
    await expect(emailForm.getByText(text.linkSent(newEmail))).toBeVisible();

    // The old address is told; the link goes to the new one, in the account's language.
    await emailFromMailbox(page.request, email, text.noticeSubject);
    const confirmation = await emailFromMailbox(page.request, newEmail, text.linkSubject);
    expect(confirmation.text).toContain(newEmail);
    await page.goto(await linkFromMailbox(page.request, newEmail, '/email-change'));
    await expect(page.getByRole('heading', { name: text.emailChanged })).toBeVisible();
    await axeClean(page);
    await page.getByRole('link', { name: text.toProfile }).click();
    await expect(
      page.getByRole('region', { name: text.emailRegion }).getByText(newEmail),
    ).toBeVisible();

    await logOut(page, language, 'Sara Ahmed');
    await page.goto('/login');
    await logIn(page, account, email, password);
    await expect(refusal(page, language)).toBeVisible();
    await logIn(page, account, newEmail, password);
    await expect(page).toHaveURL(account.dashboards.parent.path);

    // Switching the site's language offers, without blocking anything, to write emails in it too.
    const other = language === 'en' ? 'ar' : 'en';
    await page.getByRole('button', { name: languageSwitch[language] }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.getByRole('button', { name: texts[other].useLanguage }).click();
    await expect(page.getByText(texts[other].languageSaved)).toBeVisible();
    // (The page opens in the journey's language again: visitWith sets it on every load.)
    await page.goto('/profile');
    await expect(page.getByLabel(text.emailLanguage)).toHaveValue(other);
  });

  test(`a tutor reaches the teaching profile and deletes the account (${language})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`profile-delete-${language}`);
    await confirmedAccount(page.request, 'Tutor', email);
    await openProfile(page, language, email);
    await expect(page.getByRole('link', { name: text.teachingLink })).toHaveAttribute(
      'href',
      text.teachingEditor,
    );

    await page.getByRole('button', { name: text.deleteOpen }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await axeClean(page);
    await dialog.getByLabel(text.deleteLabel).fill(text.deleteWord);
    await dialog.getByLabel(text.currentPassword).fill(password);
    await dialog.getByRole('button', { name: text.deleteSubmit, exact: true }).click();
    await expect(page).toHaveURL('/account-deleted');
    await expect(page.getByRole('heading', { level: 1, name: text.deletedTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.deleted })).toBeVisible();
    await axeClean(page);
    await page.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('link', { name: account.login, exact: true }).first(),
    ).toBeVisible();

    // The account is gone: its address and password open nothing, and the address is free.
    await page.goto('/login');
    await logIn(page, account, email, password);
    await expect(refusal(page, language)).toBeVisible();
    await confirmedAccount(page.request, 'Student', email);
  });
}
