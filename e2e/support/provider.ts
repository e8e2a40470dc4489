import { expect, type Page } from '@playwright/test';

/**
 * The mock provider's own sign-in page (apps/api/scripts/mock-provider.ts), standing in for
 * Google's, Apple's or Meta's: who signs in, or a refusal. Not ours, so not checked with axe.
 */
export async function answerAtProvider(
  page: Page,
  answer: { email: string; name?: string } | 'cancel',
) {
  await expect(page.getByRole('heading', { name: 'Sign in to the mock provider' })).toBeVisible();
  if (answer === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Email', { exact: true }).fill(answer.email);
  if (answer.name) await page.getByLabel('Name', { exact: true }).fill(answer.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}
