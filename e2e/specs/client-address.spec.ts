import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * The suite's premise (support/test.ts): every test reaches the app from its own address, and
 * the app's per-address limits are on. One test uses up an address's resends of a confirmation
 * email; the next, from its own address, is not refused. Were every test one address, the
 * second would be refused too; were the limits off, the first would never be.
 */
test.describe.configure({ mode: 'serial' });

const resendsPerAddress = 20; // resendPerAddress in apps/api/src/modules/auth/auth.limits.ts

function resend(request: APIRequestContext, n: number) {
  return request.post('/api/v1/email/resend-confirmation', {
    data: { email: `nobody-${test.info().testId}-${n}@example.com` },
  });
}

test('an address that asks too often is refused', async ({ request }) => {
  for (let n = 0; n < resendsPerAddress; n += 1) {
    expect((await resend(request, n)).status()).toBe(200);
  }
  const refused = await resend(request, resendsPerAddress);
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
});

test('the next test comes from an address of its own', async ({ request }) => {
  expect((await resend(request, 0)).status()).toBe(200);
});
