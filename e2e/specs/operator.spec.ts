import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demoOperator, demoOperatorCode, signInAsOperator } from '../support/operator';

/** What the operator's screens say, written out so a changed translation fails the test. */
const texts = {
  en: {
    signIn: 'Operator sign-in',
    code: 'Authentication code',
    useRecovery: 'Use a recovery code',
    overview: 'Overview',
    auditLog: 'Audit log',
    perDay: 'Figures per day',
    signInAction: 'operator.sign_in',
  },
  ar: {
    signIn: 'دخول المشرفين',
    code: 'رمز المصادقة',
    useRecovery: 'استخدام رمز استرداد',
    overview: 'نظرة عامة',
    auditLog: 'سجل التدقيق',
    perDay: 'الأرقام لكل يوم',
    signInAction: 'operator.sign_in',
  },
};

test.describe('operators sign in with a second factor', () => {
  // A code is accepted once: a sign-in may wait for the next 30-second step.
  test.setTimeout(180_000);

  test('a password alone is refused at the login, which points to the operator sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoOperator.email);
    await page.getByLabel('Password', { exact: true }).fill(demoOperator.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Go to the operator sign-in' }).click();
    await expect(page.getByRole('heading', { name: texts.en.signIn })).toBeVisible();
  });

  test('a wrong code is refused', async ({ page }) => {
    await page.goto('/operator/sign-in');
    await page.locator('input[name="email"]').fill(demoOperator.email);
    await page.locator('input[name="password"]').fill(demoOperator.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByLabel(texts.en.code)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.en.useRecovery })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const { code } = await demoOperatorCode(page.request);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(texts.en.code).fill(wrong);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[data-error-code="totp_code_invalid"]')).toContainText(
      'This code is not correct',
    );
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`signs in and shows the overview and the audit log (${language})`, async ({ page }) => {
      const t = texts[language];
      await signInAsOperator(page, { language, theme: language === 'ar' ? 'dark' : 'light' });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: t.overview, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: t.perDay })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: t.auditLog }).click();
      await expect(page.getByRole('heading', { name: t.auditLog, level: 1 })).toBeVisible();
      // The sign-in just made is the log's newest line.
      await expect(page.getByRole('cell', { name: t.signInAction }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
