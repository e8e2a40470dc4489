import { expect, test } from '../support/test';
import { confirmedStudentOverApi } from '../support/api';
import { texts } from '../support/auth-texts';
import { linkFromMailbox } from '../support/mailbox';
import { visitWith } from '../support/preferences';
import { answerAtProvider } from '../support/provider';
import { axeClean, laterSteps, logOut, uniqueEmail } from '../support/signup';
import { socialTexts } from '../support/social-texts';

/**
 * Sign-in with Google, Apple and Meta through the real buttons, against a local mock provider
 * that the e2e config starts (playwright.config.ts): a new family, a returning one, an existing
 * account linked after its password, an unconfirmed address and a refusal.
 */
const languages = [
  { language: 'en', theme: 'light' },
  { language: 'ar', theme: 'dark' },
] as const;

for (const { language, theme } of languages) {
  const text = texts[language];
  const social = socialTexts[language];

  test.describe(`sign-in with a provider in ${language} (${theme})`, () => {
    test('a new parent signs up with Google, comes back with Google, and sees it on /profile', async ({
      page,
    }) => {
      const email = uniqueEmail(`google-parent-${language}`);
      await visitWith(page, '/login', { language, theme });
      await axeClean(page);
      await page.getByRole('link', { name: social.continueWith('Google') }).click();
      await answerAtProvider(page, { email, name: 'Sara Ahmed' });

      await expect(
        page.getByRole('heading', { level: 1, name: social.signupTitle('Google') }),
      ).toBeVisible();
      await axeClean(page);
      await page.getByRole('button', { name: text.roleCards.parent }).click();
      // The provider's address is the account's; no password to choose.
      await expect(page.getByLabel(text.email)).toHaveValue(email);
      await expect(page.getByLabel(text.password, { exact: true })).toHaveCount(0);
      await expect(page.getByLabel(text.fullName)).toHaveValue('Sara Ahmed');
      await axeClean(page);
      // A parent's signup is one step (issue 30).
      await laterSteps.parent(page, text);
      await page.getByRole('button', { name: text.create }).click();

      // Google vouched for the address: signed in at once.
      await expect(page).toHaveURL(text.dashboards.parent.path);
      await expect(page.getByText(text.dashboards.parent.title)).toBeVisible();
      await page.getByRole('button', { name: text.accountMenu('Sara Ahmed') }).click();
      await page.getByRole('menuitem', { name: text.logout }).click();
      await expect(page).toHaveURL('/login');

      await page.getByRole('link', { name: social.continueWith('Google') }).click();
      await answerAtProvider(page, { email });
      await expect(page).toHaveURL(text.dashboards.parent.path);

      await page.goto('/profile');
      const linked = page.getByRole('region', { name: social.linkedTitle });
      await expect(linked.getByText(email)).toBeVisible();
      await expect(linked.getByText(social.onlyWayIn)).toBeVisible();
      await expect(page.getByRole('button', { name: social.setPassword })).toBeVisible();
      await axeClean(page);
    });

    test('links Apple to an existing account after its password, then Apple logs it in', async ({
      page,
    }) => {
      const email = uniqueEmail(`apple-link-${language}`);
      await confirmedStudentOverApi(page.request, {
        email,
        password: 'secret-123',
        fullName: 'Yusuf Ali',
      });
      await visitWith(page, '/login?next=%2Fcourses', { language, theme });
      // Apple posts its answer back from its own site (response_mode=form_post).
      await page.getByRole('link', { name: social.continueWith('Apple') }).click();
      await answerAtProvider(page, { email });

      await expect(
        page.getByRole('heading', { level: 1, name: social.linkTitle('Apple') }),
      ).toBeVisible();
      await axeClean(page);
      await page.getByLabel(text.password, { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: social.linkSubmit }).click();
      await expect(page.getByRole('alert')).toContainText(social.wrongPassword);
      await axeClean(page);
      await page.getByLabel(text.password, { exact: true }).fill('secret-123');
      await page.getByRole('button', { name: social.linkSubmit }).click();
      // Back to the page that asked for the login.
      await expect(page).toHaveURL('/courses');

      await page.getByRole('button', { name: text.accountMenu('Yusuf Ali') }).click();
      await page.getByRole('menuitem', { name: text.logout }).click();
      await page.getByRole('link', { name: social.continueWith('Apple') }).click();
      await answerAtProvider(page, { email });
      await expect(page).toHaveURL(text.dashboards.child.path);
      await page.goto('/profile');
      // A password remains, so Apple can be removed.
      await expect(page.getByRole('button', { name: social.remove('Apple') })).toBeVisible();
    });

    test('Meta does not vouch for the address: the usual confirmation email comes first', async ({
      page,
    }) => {
      const email = uniqueEmail(`meta-student-${language}`);
      await visitWith(page, '/login', { language, theme });
      await page.getByRole('link', { name: social.continueWith('Meta') }).click();
      await answerAtProvider(page, { email, name: 'Omar Farouk' });
      await expect(page.getByText(social.unverified('Meta'))).toBeVisible();
      await page.getByRole('button', { name: text.roleCards.child }).click();
      await page.getByRole('button', { name: text.next }).click();
      await laterSteps.child(page, text);
      await page.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('heading', { name: text.checkEmail })).toBeVisible();
      await axeClean(page);

      // The link signs in on this device (issue 30); Meta signs in from then on too.
      await page.goto(await linkFromMailbox(page.request, email, '/email-confirmation'));
      await expect(page).toHaveURL(text.dashboards.child.path);
      await logOut(page, text, 'Omar Farouk');
      await page.getByRole('link', { name: social.continueWith('Meta') }).click();
      await answerAtProvider(page, { email });
      await expect(page).toHaveURL(text.dashboards.child.path);
    });

    test('a cancelled consent comes back with the reason and nothing made', async ({ page }) => {
      await visitWith(page, '/login', { language, theme });
      await page.getByRole('link', { name: social.continueWith('Google') }).click();
      await answerAtProvider(page, 'cancel');
      await expect(page.getByRole('heading', { level: 1, name: social.failedTitle })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(social.cancelled);
      await axeClean(page);
      await page.getByRole('link', { name: social.backToLogin }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('link', { name: social.continueWith('Google') })).toBeVisible();
    });
  });
}
