import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { texts as authTexts, type Texts } from './auth-texts';
import { visitWith } from './preferences';
import { linkFromMailbox } from './mailbox';

export type Role = 'tutor' | 'parent' | 'child';

/** The smallest PNG there is (1 × 1 pixel), as a profile photo. */
export const onePixelPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Checks the current screen with axe, once its main heading is on screen. */
export async function axeClean(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Chooses the first education system, level and grade, each select waiting for the one above. */
export async function chooseFirstGrade(page: Page, text: Texts, gradeLabel: string) {
  for (const label of [text.system, text.level, gradeLabel]) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  }
}

/** Ticks the first chip of a multi-select (the checkbox itself is visually hidden). */
export async function tickFirst(page: Page, legend: string) {
  await page
    .getByRole('group', { name: legend })
    .getByRole('checkbox')
    .first()
    .check({ force: true });
}

/**
 * Name, address and password, typed once (issue 30: only what booking needs); a tutor also
 * gives a phone. The confirm and phone fields of the others are gone.
 */
export async function fillBasicInfo(
  page: Page,
  text: Texts,
  email: string,
  password: string,
  role: Role = 'child',
) {
  await page.getByLabel(text.fullName).fill('Sara Ahmed');
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await expect(page.getByLabel(text.confirmPassword)).toHaveCount(0);
  if (role === 'tutor') await page.getByLabel(text.phone).fill('+20 100 123 4567');
  else await expect(page.getByLabel(text.phone)).toHaveCount(0);
}

/** A parent signs up in one step: the basic fields and the child's, then Create. */
export const oneStepRoles: readonly Role[] = ['parent'];

/** The steps after Basic Info / Account Info, for each role. */
export const laterSteps: Record<Role, (page: Page, text: Texts) => Promise<void>> = {
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
  // Only what booking needs (issue 30): the child's first name and grade. Age, time and the rest
  // are asked on the child's page; the child's language is the page's, the signup's own.
  parent: async (page, text) => {
    await page.getByLabel(text.childName).fill('Omar');
    const grade = page.getByLabel(text.childGrade, { exact: true });
    await expect(grade).toBeEnabled();
    await grade.selectOption({ index: 1 });
  },
};

/** Logs out through the account menu of the signed-in "Sara Ahmed" and waits for /login. */
export async function logOut(page: Page, text: Texts, name = 'Sara Ahmed') {
  await page.getByRole('button', { name: text.accountMenu(name) }).click();
  await page.getByRole('menuitem', { name: text.logout }).click();
  await expect(page).toHaveURL('/login');
}

export async function logIn(page: Page, text: Texts, email: string, password: string) {
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
}

/**
 * Another person at their own device (a browser context of its own), in their language and
 * theme, logged in through the form; the caller checks where that lands.
 */
export async function signedInElsewhere(
  browser: Browser,
  person: { language: 'en' | 'ar'; theme: 'light' | 'dark'; email: string; password: string },
  device: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(device)).newPage();
  await visitWith(page, '/login', { language: person.language, theme: person.theme });
  await logIn(page, authTexts[person.language], person.email, person.password);
  return page;
}

/**
 * From the open signup form of a role: fills every step, creates the account and opens the
 * confirmation link from the real email, which signs in on this device (issue 30) and goes on
 * to where the signup began, or the dashboard. The caller checks where that lands.
 */
export async function signUpConfirmAndLogIn(
  page: Page,
  text: Texts,
  role: Role,
  email: string,
  password: string,
) {
  await fillBasicInfo(page, text, email, password, role);
  if (!oneStepRoles.includes(role)) await page.getByRole('button', { name: text.next }).click();
  await laterSteps[role](page, text);
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByRole('heading', { name: text.checkEmail })).toBeFocused();
  await page.goto(await linkFromMailbox(page.request, email, '/email-confirmation'));
  await expect(page).not.toHaveURL(/\/email-confirmation/);
}
