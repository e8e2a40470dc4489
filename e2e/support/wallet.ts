import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { dataOf } from './api';

type Headers = Record<string, string>;

/**
 * Puts money in a family's wallet as a script would: a top-up over the API, paid through the
 * development provider's loopback route (README, "Payments"), which delivers the same signed
 * webhook as the checkout page's Pay button. Waits until the wallet is credited.
 */
export async function topUpOverApi(request: APIRequestContext, headers: Headers, amount: string) {
  const topUp = await dataOf<{ id: string }>(
    await request.post('/api/v1/wallet/top-ups', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { amount },
    }),
  );
  await dataOf(await request.post(`/api/dev/payments/${topUp.id}/succeed`));
  await expect
    .poll(async () => {
      const current = await dataOf<{ status: string }>(
        await request.get(`/api/v1/wallet/top-ups/${topUp.id}`, { headers }),
      );
      return current.status;
    })
    .toBe('succeeded');
  return topUp.id;
}
