import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { texts, type Texts } from '../support/accounts-texts';

type Role = 'tutor' | 'parent' | 'child';
const languages = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

/** The smallest PNG there is (1 × 1 pixel), as a profile photo. */
const onePixelPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Checks the current screen with axe, once its main heading is on screen. */
async function axeClean(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Chooses the first education system, level and grade, each select waiting for the one above. */
async function chooseFirstGrade(page: Page, text: Texts, gradeLabel: string) {
  for (const label of [text.system, text.level, gradeLabel]) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  }
}

/** Ticks the first chip of a multi-select (the checkbox itself is visually hidden). */
async function tickFirst(page: Page, legend: string) {
  await page
    .getByRole('group', { name: legend })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
}

async function fillBasicInfo(page: Page, text: Texts, email: string, password: string) {
  await page.getByLabel(text.fullName).fill('Sara Ahmed');
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.confirmPassword).fill(password);
  await page.getByLabel(text.phone).fill('+20 100 123 4567');
}

/** The steps after Basic Info / Account Info, for each role. */
const laterSteps: Record<Role, (page: Page, text: Texts) => Promise<void>> = {
  tutor: async (page, text) => {
    await page.getByLabel(text.education, { exact: true }).fill('BSc Mathematics');
    await chooseFirstGrade(page, text, text.grade);
    await tickFirst(page, text.subjectsTaught);
    await axeClean(page);
    await page.getByRole('button', { name: text.next }).click();
    await expect(
      page.getByRole('heading', { name: text.step(3, 3, text.professional) }),
    ).toBeFocused();
    await page.getByLabel(text.years).fill('6');
    await page.getByLabel(text.rate).fill('25');
    await tickFirst(page, text.languages);
    await page.getByLabel(text.bio).fill('I make mathematics friendly.');
  },
  child: async (page, text) => {
    await page.getByLabel(text.age, { exact: true }).fill('12');
    await page.getByLabel(text.school).fill('Cairo Language School');
    await chooseFirstGrade(page, text, text.currentGrade);
    await tickFirst(page, text.subjectsNeeded);
    await page.getByLabel(text.goals).fill('Get better at fractions.');
    await page.getByLabel(text.time).selectOption('evening');
  },
  parent: async (page, text) => {
    await page.getByLabel(text.childName).fill('Omar');
    await page.getByLabel(text.childAge).fill('9');
    await page.getByLabel(text.school).fill('Cairo Language School');
    await page.getByLabel(text.preferredLanguage).selectOption('ar');
    await chooseFirstGrade(page, text, text.childGrade);
    await tickFirst(page, text.subjectsOfInterest);
    await page.getByLabel(text.goals).fill('Read with confidence.');
    await page.getByLabel(text.time).selectOption('weekend');
  },
};

async function logIn(page: Page, text: Texts, email: string, password: string) {
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
}

for (const { language, theme } of languages) {
  const text = texts[language];

  test.describe(`accounts in ${language} (${theme})`, () => {
    for (const role of ['tutor', 'parent', 'child'] as const) {
      test(`signs up as ${role}, confirms by email, logs in and out`, async ({ page }) => {
        const email = uniqueEmail(`${role}-${language}`);
        const password = 'secret-123';
        await visitWith(page, '/signup', { language, theme });
        await expect(page.getByRole('heading', { level: 1, name: text.signupTitle })).toBeVisible();
        await axeClean(page);

        await page.getByRole('link', { name: text.roleCards[role] }).click();
        await expect(page).toHaveURL(`/signup/${role}`);
        await page.getByRole('button', { name: text.next }).click();
        for (const message of text.basicErrors) await expect(page.getByText(message)).toBeVisible();
        await axeClean(page);

        await fillBasicInfo(page, text, email, password);
        if (role === 'tutor') {
          await page.getByLabel(text.choosePhoto).setInputFiles(onePixelPng);
          await expect(page.getByRole('img', { name: text.photoPreview })).toBeVisible();
        }
        await page.getByRole('button', { name: text.next }).click();
        await laterSteps[role](page, text);
        await page.getByRole('button', { name: text.create }).click();

        await expect(page.getByRole('heading', { name: text.checkEmail })).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        await axeClean(page);

        await page.goto(await linkFromMailbox(page.request, email, '/email-confirmation'));
        await expect(page.getByRole('heading', { name: text.confirmed })).toBeVisible();
        await axeClean(page);
        await page.getByRole('button', { name: text.goToLogin }).click();

        await expect(page).toHaveURL('/login');
        await axeClean(page);
        await logIn(page, text, email, password);
        await expect(page).toHaveURL(text.dashboards[role].path);
        await expect(page.getByText(text.dashboards[role].title)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Sara');
        await axeClean(page);
        const menu = page.getByRole('button', { name: text.accountMenu('Sara Ahmed') });
        if (role === 'tutor') {
          // The uploaded photo is the avatar now, served by the API.
          await expect(menu.locator('img')).toHaveJSProperty('complete', true);
          expect(
            await menu.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
          ).toBe(1);
        }

        await menu.click();
        await page.getByRole('menuitem', { name: text.logout }).click();
        await expect(page).toHaveURL('/login');
        await expect(page.getByText(text.loggedOut).first()).toBeVisible();
        await page.goto(text.dashboards[role].path);
        await expect(page).toHaveURL('/login');
      });
    }

    test('resets a forgotten password through the emailed link', async ({ page }) => {
      const email = uniqueEmail(`reset-${language}`);
      await visitWith(page, '/signup/child', { language, theme });
      await fillBasicInfo(page, text, email, 'first-pass');
      await page.getByRole('button', { name: text.next }).click();
      await laterSteps.child(page, text);
      await page.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('heading', { name: text.checkEmail })).toBeVisible();
      await page.goto(await linkFromMailbox(page.request, email, '/email-confirmation'));
      await expect(page.getByRole('heading', { name: text.confirmed })).toBeVisible();

      await page.goto('/login');
      await page.getByRole('link', { name: text.forgotPassword }).click();
      await expect(page).toHaveURL('/request-reset-password');
      await page.getByRole('button', { name: text.sendResetLink }).click();
      await expect(page.getByText(text.resetRequestErrors.required)).toBeVisible();
      await page.getByLabel(text.email).fill('not-an-email');
      await page.getByRole('button', { name: text.sendResetLink }).click();
      await expect(page.getByText(text.resetRequestErrors.invalid)).toBeVisible();
      await axeClean(page);
      await page.getByLabel(text.email).fill(email);
      await page.getByRole('button', { name: text.sendResetLink }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.resetSent }).first(),
      ).toBeVisible();
      await expect(page.getByLabel(text.email)).toHaveValue('');

      await page.goto(await linkFromMailbox(page.request, email, '/reset-password'));
      await page.getByLabel(text.newPassword, { exact: true }).fill('new-pass-1');
      await page.getByLabel(text.confirmNewPassword, { exact: true }).fill('new-pass-2');
      await page.getByRole('button', { name: text.resetPassword }).click();
      await expect(page.getByText(text.passwordsDoNotMatch)).toBeVisible();
      await axeClean(page);
      await page.getByLabel(text.confirmNewPassword, { exact: true }).fill('new-pass-1');
      await page.getByRole('button', { name: text.resetPassword }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByText(text.resetDone).first()).toBeVisible();

      await logIn(page, text, email, 'first-pass');
      await expect(page.getByRole('alert')).toContainText(text.wrongCredentials);
      await logIn(page, text, email, 'new-pass-1');
      await expect(page).toHaveURL('/dashboard/child');
    });

    test('shows the messages of SPEC.md for bad input and broken links', async ({ page }) => {
      await visitWith(page, '/login', { language, theme });
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page.getByText(text.signInErrors.emailRequired)).toBeVisible();
      await expect(page.getByText(text.signInErrors.passwordRequired)).toBeVisible();
      await page.getByLabel(text.email).fill('sara@');
      await page.getByLabel(text.password, { exact: true }).fill('abc');
      await page.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page.getByText(text.signInErrors.emailInvalid)).toBeVisible();
      await expect(page.getByText(text.signInErrors.passwordTooShort)).toBeVisible();
      await axeClean(page);

      await page.goto('/reset-password');
      await expect(page).toHaveURL('/request-reset-password');
      await expect(page.getByText(text.tokenMissing).first()).toBeVisible();

      await page.goto('/email-confirmation?token=abc');
      await expect(page.getByRole('heading', { name: text.confirmationFailed })).toBeVisible();
      await expect(page.getByText(text.invalidConfirmationLink)).toBeVisible();
      await expect(page.getByRole('button', { name: text.goToLogin })).toBeDisabled();
      await axeClean(page);
    });

    test('an unconfirmed account is refused at login, with a way to resend the link', async ({
      page,
    }) => {
      const email = uniqueEmail(`unconfirmed-${language}`);
      await visitWith(page, '/signup/child', { language, theme });
      await fillBasicInfo(page, text, email, 'secret-123');
      await page.getByRole('button', { name: text.next }).click();
      await laterSteps.child(page, text);
      await page.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('heading', { name: text.checkEmail })).toBeVisible();

      await page.goto('/login');
      await logIn(page, text, email, 'secret-123');
      await expect(page.getByRole('alert')).toContainText(text.notConfirmed);
      await page.getByRole('button', { name: text.resend }).click();
      await expect(page.getByRole('status').filter({ hasText: text.resent }).first()).toBeVisible();
      await axeClean(page);
    });
  });
}
