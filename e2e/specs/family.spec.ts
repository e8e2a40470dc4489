import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { texts as authTexts } from '../support/auth-texts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import {
  axeClean,
  chooseFirstGrade,
  signUpConfirmAndLogIn,
  logIn,
  tickFirst,
  uniqueEmail,
} from '../support/signup';

/**
 * The family account, as a parent and a child live it: a parent who signed up with one child adds
 * a second, gives them their own login; the child confirms the email, logs in and lands on their
 * own dashboard. The parent links a student account by invitation and the student accepts it.
 * The parent reads a child's progress (the demo parent's child has completed bookings).
 */

const texts = {
  en: {
    children: 'Your children',
    switcher: 'Choose a child',
    addChild: 'Add a child',
    addTitle: 'Add a child',
    name: "Child's name",
    age: 'Age',
    school: 'School name',
    language: 'Preferred language',
    grade: 'Grade',
    subjects: 'Subjects',
    goals: 'Learning goals',
    time: 'Preferred learning time',
    add: 'Add child',
    added: (name: string) => `${name} is added to your family.`,
    giveLogin: (name: string) => `Give ${name} a login`,
    loginTitle: (name: string) => `A login for ${name}`,
    childEmail: "Child's email",
    password: 'Password',
    createLogin: 'Create the login',
    loginDone: (email: string) => `We sent a confirmation email to \u2068${email}\u2069.`,
    close: 'Close',
    sessionsTab: 'Sessions',
    progressTab: 'Progress',
    profileTab: 'Profile',
    upcoming: 'Upcoming sessions',
    book: (name: string) => `Book a session for ${name}`,
    hoursLearned: 'Hours learned',
    numbersTable: 'The numbers behind the chart',
    hoursChart: 'Hours per subject, month by month',
    loginPending: (email: string) => `Waiting for ${email} to be confirmed`,
    invite: 'Link a student account',
    studentEmail: "Student's email",
    sendInvite: 'Send invitation',
    inviteSent: 'If a student account uses',
    pending: 'Pending invitations',
    cancelInvite: (email: string) => `Cancel the invitation to ${email}`,
    next: 'Your next class',
    noClass: 'No class booked yet.',
    learning: 'What you are learning',
    goalsOf: 'Your goals',
    invitations: 'Family invitations',
    accept: (name: string) => `Accept the invitation from ${name}`,
    accepted: (name: string) => `You are now in ${name}'s family.`,
    parentName: 'Sara Ahmed',
    second: { name: 'Mona', goals: 'Enjoy reading stories aloud.' },
    missing: (name: string) => `Details that help ${name}'s tutors prepare`,
    complete: (name: string) => `Add ${name}'s missing details`,
    editTitle: (name: string) => `Edit ${name}`,
    save: 'Save',
    whyAge: 'Tutors pitch the lesson to the age.',
    whyTime: 'The next lessons can be planned at a part of the day that suits.',
    whySchool: 'The tutor can follow what the class covers at school.',
    ageOf: (years: number) => `${years} years old`,
  },
  ar: {
    children: 'أطفالك',
    switcher: 'اختر طفلًا',
    addChild: 'أضِف طفلًا',
    addTitle: 'أضِف طفلًا',
    name: 'اسم الطفل',
    age: 'العمر',
    school: 'اسم المدرسة',
    language: 'اللغة المفضّلة',
    grade: 'الصف الدراسي',
    subjects: 'المواد',
    goals: 'أهداف التعلّم',
    time: 'الوقت المفضّل للتعلّم',
    add: 'أضِف الطفل',
    added: (name: string) => `تمت إضافة ${name} إلى عائلتك.`,
    giveLogin: (name: string) => `أنشئ حساب دخول لـ${name}`,
    loginTitle: (name: string) => `حساب دخول لـ${name}`,
    childEmail: 'بريد الطفل الإلكتروني',
    password: 'كلمة المرور',
    createLogin: 'أنشئ حساب الدخول',
    loginDone: (email: string) => `أرسلنا رسالة تأكيد إلى \u2068${email}\u2069.`,
    close: 'إغلاق',
    sessionsTab: 'الحصص',
    progressTab: 'التقدّم',
    profileTab: 'الملف',
    upcoming: 'الحصص القادمة',
    book: (name: string) => `احجز حصة لـ${name}`,
    hoursLearned: 'ساعات التعلّم',
    numbersTable: 'الأرقام التي يقوم عليها المخطط',
    hoursChart: 'الساعات لكل مادة، شهرًا بشهر',
    loginPending: (email: string) => `بانتظار تأكيد البريد ${email}`,
    invite: 'اربط حساب طالب',
    studentEmail: 'بريد الطالب الإلكتروني',
    sendInvite: 'أرسل الدعوة',
    inviteSent: 'إن كان هناك حساب طالب بالبريد',
    pending: 'دعوات بانتظار الرد',
    cancelInvite: (email: string) => `ألغِ الدعوة المرسلة إلى ${email}`,
    next: 'حصتك القادمة',
    noClass: 'لا توجد حصة محجوزة بعد.',
    learning: 'ماذا تتعلّم',
    goalsOf: 'أهدافك',
    invitations: 'دعوات العائلة',
    accept: (name: string) => `اقبل دعوة ${name}`,
    accepted: (name: string) => `أصبحت الآن في عائلة ${name}.`,
    parentName: 'Sara Ahmed',
    second: { name: 'منى', goals: 'أن تستمتع بقراءة القصص بصوت عالٍ.' },
    missing: (name: string) => `بيانات تساعد معلّمي ${name} على الاستعداد`,
    complete: (name: string) => `إكمال البيانات الناقصة لـ${name}`,
    editTitle: (name: string) => `تعديل بيانات ${name}`,
    save: 'احفظ',
    whyAge: 'يكيّف المعلّم الدرس بحسب العمر.',
    whyTime: 'تُرتَّب الحصص القادمة في وقت من اليوم يناسب.',
    whySchool: 'يتابع المعلّم ما يدرسه الصف في المدرسة.',
    ageOf: (years: number) => `${years} سنوات`,
  },
};

const journeys = [
  { language: 'en', theme: 'light', other: 'dark' },
  { language: 'ar', theme: 'dark', other: 'light' },
] as const;

const password = 'secret-123';

test.describe.configure({ mode: 'serial' });
// Three accounts signed up and confirmed in one journey.
test.setTimeout(180_000);

/** Signs up and confirms an account through the forms and the mailbox, then logs in. */
async function signUpAndLogIn(
  page: Page,
  language: 'en' | 'ar',
  theme: 'light' | 'dark',
  role: 'parent' | 'child',
  email: string,
) {
  const account = authTexts[language];
  await visitWith(page, `/signup/${role}`, { language, theme });
  await signUpConfirmAndLogIn(page, account, role, email, password);
  await expect(page).toHaveURL(account.dashboards[role].path);
}

/** Flips the saved theme and checks the page again with axe. */
async function axeCleanInTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('preferredTheme', value), theme);
  await page.reload();
  await axeClean(page);
}

for (const { language, theme, other } of journeys) {
  const text = texts[language];
  const account = authTexts[language];

  test(`a parent adds a second child and gives them a login; the child lands on their dashboard (${language})`, async ({
    page,
    browser,
  }) => {
    const parentEmail = uniqueEmail(`family-parent-${language}`);
    const childEmail = uniqueEmail(`family-child-${language}`);
    await signUpAndLogIn(page, language, theme, 'parent', parentEmail);

    // The child typed at signup is there, with their bookings.
    const family = page.getByRole('region', { name: text.children });
    const switcher = family.getByRole('tablist', { name: text.switcher });
    await expect(switcher.getByRole('tab', { name: 'Omar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: text.book('Omar') })).toHaveAttribute(
      'href',
      /\/book-session\?child=[0-9a-f-]+$/,
    );
    await axeClean(page);

    // The signup asked only the first name and grade: the page asks for the rest, saying why.
    const missing = family.getByRole('region', { name: text.missing('Omar') });
    await expect(missing.getByText(text.whyAge)).toBeVisible();
    await expect(missing.getByText(text.whyTime)).toBeVisible();
    await missing.getByRole('button', { name: text.complete('Omar') }).click();
    const edit = page.getByRole('dialog', { name: text.editTitle('Omar') });
    await edit.getByLabel(text.age, { exact: true }).fill('9');
    await edit.getByLabel(text.time).selectOption('weekend');
    await edit.getByRole('button', { name: text.save }).click();
    await expect(edit).toBeHidden();
    await expect(family.getByText(text.ageOf(9))).toBeVisible();
    // Given, the age and time leave the invitation; the school is still asked for.
    await expect(missing.getByText(text.whyAge)).toBeHidden();
    await expect(missing.getByText(text.whyTime)).toBeHidden();
    await expect(missing.getByText(text.whySchool)).toBeVisible();
    await axeClean(page);

    // A second child, with the same grade picker as signup.
    await family.getByRole('button', { name: text.addChild }).click();
    const dialog = page.getByRole('dialog', { name: text.addTitle });
    await dialog.getByLabel(text.name).fill(text.second.name);
    await dialog.getByLabel(text.age, { exact: true }).fill('8');
    await dialog.getByLabel(text.school).fill('Nile Primary');
    // The child's emails, and the pages their links open, come in this language.
    await dialog.getByLabel(text.language).selectOption(language);
    await chooseFirstGrade(page, account, text.grade);
    await tickFirst(page, text.subjects);
    await dialog.getByLabel(text.goals).fill(text.second.goals);
    await dialog.getByLabel(text.time).selectOption('afternoon');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.added(text.second.name)).first()).toBeVisible();
    await expect(switcher.getByRole('tab', { name: text.second.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/[?&]child=[0-9a-f-]+/);

    // Their details, and their own login.
    await page.getByRole('tab', { name: text.profileTab }).click();
    await expect(page.getByText(text.second.goals)).toBeVisible();
    await page.getByRole('button', { name: text.giveLogin(text.second.name) }).click();
    const loginDialog = page.getByRole('dialog', { name: text.loginTitle(text.second.name) });
    await expect(loginDialog.getByLabel(text.childEmail)).toHaveAttribute('dir', 'ltr');
    await loginDialog.getByLabel(text.childEmail).fill(childEmail);
    await loginDialog.getByLabel(text.password, { exact: true }).fill(password);
    await expectNoSeriousA11yViolations(page);
    await loginDialog.getByRole('button', { name: text.createLogin }).click();
    await expect(loginDialog.getByText(text.loginDone(childEmail))).toBeVisible();
    await loginDialog.getByRole('button', { name: text.close, exact: true }).last().click();
    await expect(page.getByText(text.loginPending(childEmail))).toBeVisible();
    await axeClean(page);
    await axeCleanInTheme(page, other);

    // The child confirms the address on their own computer, logs in and lands on their dashboard.
    const childContext = await browser.newContext();
    const childPage = await childContext.newPage();
    await visitWith(childPage, '/login', { language, theme });
    // The link signs the child in on that computer (issue 30).
    await childPage.goto(await linkFromMailbox(page.request, childEmail, '/email-confirmation'));
    await expect(childPage).toHaveURL('/dashboard/child');
    await expect(childPage.getByRole('heading', { name: text.next })).toBeVisible();
    await expect(childPage.getByText(text.noClass)).toBeVisible();
    const learning = childPage.getByRole('region', { name: text.learning });
    await expect(learning.getByText(text.second.goals)).toBeVisible();
    await expect(learning.getByText(text.parentName)).toBeVisible();
    await axeClean(childPage);
    await axeCleanInTheme(childPage, other);
    await childContext.close();
  });

  test(`a parent links an existing student account by invitation (${language})`, async ({
    page,
    browser,
  }) => {
    const parentEmail = uniqueEmail(`family-inviter-${language}`);
    const studentEmail = uniqueEmail(`family-student-${language}`);

    // The student has their own account already.
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signUpAndLogIn(studentPage, language, theme, 'child', studentEmail);

    await signUpAndLogIn(page, language, theme, 'parent', parentEmail);
    const invite = page.getByRole('region', { name: text.invite });
    await expect(invite.getByLabel(text.studentEmail)).toHaveAttribute('dir', 'ltr');
    await invite.getByLabel(text.studentEmail).fill(studentEmail);
    await invite.getByRole('button', { name: text.sendInvite }).click();
    await expect(invite.getByText(text.inviteSent)).toBeVisible();
    await expect(
      invite.getByRole('button', { name: text.cancelInvite(studentEmail) }),
    ).toBeVisible();
    await axeClean(page);

    // The student accepts on their dashboard; the parent now has them as a child.
    await studentPage.reload();
    const invitations = studentPage.getByRole('region', { name: text.invitations });
    await expect(invitations).toBeVisible();
    await axeClean(studentPage);
    await invitations.getByRole('button', { name: text.accept(text.parentName) }).click();
    await expect(studentPage.getByText(text.accepted(text.parentName)).first()).toBeVisible();
    await expect(invitations).toBeHidden();
    await studentContext.close();

    await page.reload();
    await expect(
      page.getByRole('region', { name: text.invite }).getByRole('button', {
        name: text.cancelInvite(studentEmail),
      }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('tablist', { name: text.switcher }).getByRole('tab', { name: 'Sara Ahmed' }),
    ).toBeVisible();
  });

  test(`a parent reads a child's progress at a glance (${language})`, async ({ page }) => {
    // The demo parent's first child has completed bookings (the development seed).
    await visitWith(page, '/login', { language, theme });
    await logIn(page, account, 'parent@nibras.test', 'Nibras123!');
    await expect(page).toHaveURL('/dashboard/parent');
    await page.getByRole('tab', { name: text.progressTab }).click();
    await expect(page.getByText(text.hoursLearned)).toBeVisible();
    // The chart (a picture with a caption and a spoken summary) and the same numbers as a table.
    const chart = page.getByRole('figure', { name: text.hoursChart });
    await expect(chart.getByRole('img').first()).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.getByText(text.numbersTable).click();
    await expect(page.getByRole('table')).toBeVisible();
    await axeClean(page);
    await axeCleanInTheme(page, other);
  });
}
