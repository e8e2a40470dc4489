import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dataOf } from './api';

/** The demo operator of every development server (README, "Operators"). */
export const demoOperator = {
  email: 'operator@nibras.test',
  password: 'Nibras123!',
  /** The fixed demo TOTP secret the README documents, base32. */
  totpSecret: 'NIBRASDEMOOPERATORTOTPKEY234567A',
};

const totp = new TOTP({
  issuer: 'Nibras',
  label: demoOperator.email,
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  secret: Secret.fromBase32(demoOperator.totpSecret),
});

/** The server's "now": the bookings project moves its clock (PUT /api/dev/clock). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const { now } = await dataOf<{ now: string }>(await request.get('/api/dev/clock'));
  return Date.parse(now);
}

/** The demo operator's code at the server's time, and its time step. */
export async function demoOperatorCode(request: APIRequestContext) {
  const now = await serverNow(request);
  return { code: totp.generate({ timestamp: now }), step: Math.floor(now / 1000 / totp.period) };
}

/**
 * Signs the demo operator in through /operator/sign-in (password, then the code computed from
 * the documented demo secret) and waits for the console. A code is accepted once: when another
 * sign-in used this time step's code, it waits for the next step and tries again. Each try reads
 * the server's own answer to that submission: an error drawn by an earlier try may still be on
 * the page, and taken for this one it would refuse every later step too.
 */
export async function signInAsOperator(
  page: Page,
  options: { language?: 'en' | 'ar'; theme?: 'light' | 'dark' } = {},
) {
  await page.addInitScript((prefs) => {
    if (prefs.language) localStorage.setItem('preferredLanguage', prefs.language);
    if (prefs.theme) localStorage.setItem('preferredTheme', prefs.theme);
  }, options);
  await page.goto('/operator/sign-in');
  await page.locator('input[name="email"]').fill(demoOperator.email);
  await page.locator('input[name="password"]').fill(demoOperator.password);
  await page.locator('form button[type="submit"]').click();
  const codeField = page.locator('input[name="code"]');
  let usedStep = -1;
  await expect(async () => {
    const { code, step } = await demoOperatorCode(page.request);
    // This step's code was refused as used already: only the next step's can pass.
    expect(step).toBeGreaterThan(usedStep);
    await codeField.fill(code);
    const verified = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/operator/auth/verify') &&
        response.request().method() === 'POST',
    );
    await page.locator('form button[type="submit"]').click();
    const answer = await verified;
    if (answer.ok()) return;
    const { error } = (await answer.json()) as { error: { code: string } | null };
    if (error?.code === 'totp_code_used') usedStep = step;
    throw new Error(`the code was refused: ${error?.code ?? answer.status()}`);
  }).toPass({ timeout: 75_000, intervals: [1_000] });
  await page.waitForURL(/\/operator\/?$/);
}
