import { createHash } from 'node:crypto';
import { test as base, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The address a test's households reach the app from: one per test, so that the app's
 * per-address limits (apps/api/src/modules/auth/auth.limits.ts) see what they would in life,
 * many families each from their own address, rather than the whole suite as one address that
 * runs out of logins and email confirmations halfway (CI's red of 2026-11-28: the last journeys
 * were answered "Too many attempts"). In 127.0.0.0/8: still this machine, so the development
 * tools (the mailbox, the clock) answer it as they answer the developer.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, 'testId' | 'retry'>): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256')
    .update(`${testInfo.testId} ${testInfo.retry}`)
    .digest();
  return `127.${a}.${b}.${Math.max(c, 1)}`;
}

/**
 * Every spec's `test`: the browser's pages, `browser.newContext()` and the `request` fixture
 * all send the test's address as X-Forwarded-For, which the e2e server trusts from loopback
 * only (TRUST_PROXY in playwright.config.ts), as a server behind its proxy trusts that proxy.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressOf(testInfo) });
  },
});
