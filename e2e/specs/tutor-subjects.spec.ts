import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { arabicDigits, persianDigits } from '../support/digits';
import { visitWith } from '../support/preferences';

/** The demo tutor seeded in development (apps/api/src/modules/auth/demo-accounts.ts). */
const demoTutor = { email: 'tutor@nibras.test', password: 'Nibras123!' };
const subjectsPage = '/dashboard/tutor/all-tutor-subjects';

const texts = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    heading: 'My subjects and prices',
    add: 'Add subject',
    dialog: 'Add a subject',
    submit: 'Add subject',
    system: 'Education system',
    level: 'Education level',
    grade: 'Grade',
    subject: 'Subject',
    online: 'Online price per hour',
    offline: 'In-person price per hour',
    // Each test prices its own subject, so the two languages can run side by side.
    pick: { system: 'British (IGCSE / A Level)', level: 'IGCSE', grade: 'Year 10' },
    subjectName: 'Physics',
    added: 'Physics added to your subjects',
    editOf: 'Edit prices of Physics',
    onlineOf: 'Online price of Physics',
    updated: 'Prices of Physics updated',
    removeOf: 'Remove Physics',
    confirmTitle: 'Remove Physics?',
    confirm: 'Remove subject',
    removed: 'Physics removed from your subjects',
    /** A price as lib/money shows it. */
    price: (amount: string) => `$${amount}`,
    /** A price as this reader's keyboard types it. */
    typed: (amount: string) => amount,
    retyped: (amount: string) => amount,
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    heading: 'موادي وأسعاري',
    add: 'إضافة مادة',
    dialog: 'إضافة مادة',
    submit: 'إضافة المادة',
    system: 'النظام التعليمي',
    level: 'المرحلة التعليمية',
    grade: 'الصف الدراسي',
    subject: 'المادة',
    online: 'سعر الساعة عبر الإنترنت',
    offline: 'سعر الساعة حضوريًا',
    pick: {
      system: 'المنهج الوطني السعودي',
      level: 'المرحلة الثانوية',
      grade: 'الصف الأول الثانوي',
    },
    subjectName: 'الكيمياء',
    added: 'تمت إضافة الكيمياء إلى موادك',
    editOf: 'تعديل الأسعار لمادة الكيمياء',
    onlineOf: 'سعر الكيمياء عبر الإنترنت',
    updated: 'تم تحديث أسعار الكيمياء',
    removeOf: 'إزالة الكيمياء',
    confirmTitle: 'إزالة الكيمياء؟',
    confirm: 'إزالة المادة',
    removed: 'تمت إزالة الكيمياء من موادك',
    // Amount and sign in one isolated run, so "US$" is not split beside Arabic text.
    price: (amount: string) => `\u2068${amount}\u00a0US$\u2069`,
    // An Arabic keyboard types Arabic-Indic digits; a Persian one its own: both are prices.
    typed: arabicDigits,
    retyped: persianDigits,
  },
};
type Texts = (typeof texts)['en'];

/** Through the real login page, as the tutor would. */
async function logInAsDemoTutor(page: Page, text: Texts) {
  await page.getByLabel(text.email).fill(demoTutor.email);
  await page.getByLabel(text.password, { exact: true }).fill(demoTutor.password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
}

async function addSubject(page: Page, text: Texts, prices: { online: string; offline: string }) {
  await page.getByRole('button', { name: text.add }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog });
  // Each select waits for the one above it: a level needs a system, a grade needs a level.
  await expect(dialog.getByLabel(text.level)).toBeDisabled();
  await dialog.getByLabel(text.system).selectOption({ label: text.pick.system });
  await dialog.getByLabel(text.level).selectOption({ label: text.pick.level });
  await dialog.getByLabel(text.grade).selectOption({ label: text.pick.grade });
  await dialog.getByLabel(text.subject, { exact: true }).selectOption({ label: text.subjectName });
  await dialog.getByLabel(text.online).fill(prices.online);
  await dialog.getByLabel(text.offline).fill(prices.offline);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: text.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text.added)).toBeVisible();
  // The success toast must be readable too, in either theme. Reduced motion settles its fade-in
  // at once, so the contrast check sees it as a reader does.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoSeriousA11yViolations(page);
}

async function addEditAndRemove(page: Page, text: Texts) {
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await addSubject(page, text, { online: text.typed('35'), offline: text.typed('50.5') });
  const row = page.getByRole('row').filter({ hasText: text.subjectName });
  await expect(row).toContainText(text.price('35.00'));
  await expect(row).toContainText(text.price('50.50'));

  await row.getByRole('button', { name: text.editOf }).click();
  const online = row.getByLabel(text.onlineOf);
  await expect(online).toBeFocused();
  await expect(online).toHaveAttribute('dir', 'ltr');
  await online.fill(text.retyped('40'));
  await online.press('Enter');
  await expect(page.getByText(text.updated)).toBeVisible();
  await expect(row).toContainText(text.price('40.00'));

  // Saved on the server, not only in the page.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: text.subjectName })).toContainText(
    text.price('40.00'),
  );

  await page.getByRole('button', { name: text.removeOf }).click();
  const confirmation = page.getByRole('alertdialog', { name: text.confirmTitle });
  await expect(confirmation).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByText(text.removed)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text.subjectName })).toHaveCount(0);
}

test.describe('tutor subjects and prices', () => {
  test('a tutor adds, edits and removes a subject price in English', async ({ page }) => {
    await page.goto('/login');
    await logInAsDemoTutor(page, texts.en);
    await page.goto(subjectsPage);
    await expect(page).toHaveTitle(/^My subjects/);
    await addEditAndRemove(page, texts.en);
  });

  test('a tutor adds, edits and removes a subject price in Arabic, in the dark theme', async ({
    page,
  }) => {
    await visitWith(page, '/login', { language: 'ar', theme: 'dark' });
    await logInAsDemoTutor(page, texts.ar);
    await page.goto(subjectsPage);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await addEditAndRemove(page, texts.ar);
  });

  test('on a phone the subjects are cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logInAsDemoTutor(page, texts.en);
    await page.goto(subjectsPage);
    const list = page.getByRole('list', {
      name: 'Your subjects with their online and in-person prices',
    });
    await expect(list.getByRole('listitem').first()).toContainText(/\$\d+\.\d{2}/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
