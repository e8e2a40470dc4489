import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, paymentEvents } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { walletClient, type WalletClient } from '../wallet/wallet.test-client';
import { devSignatureHeader } from './dev-provider';

describe('payment webhooks', () => {
  let client: WalletClient;
  beforeAll(async () => {
    client = await walletClient();
  });
  afterAll(() => client.app.close());

  const pendingTopUp = async (amount = '40') => {
    const parent = await client.newUser('Parent');
    const id = (await client.topUp(parent, { amount })).json().data.id as string;
    return { parent, id };
  };
  const creditsOf = (topUpId: string) =>
    client.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.topUpId, topUpId));

  it('apply the same event sent twenty times at once exactly once', async () => {
    const { parent, id } = await pendingTopUp('40');
    const event = { id: `evt-${id}`, type: 'succeeded' as const, topUpId: id, amountMinor: 4000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.devWebhook(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((answer) => answer.json().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19);
    expect(await client.available(parent)).toBe('40.00');
    expect(await creditsOf(id)).toHaveLength(1);
    expect(await client.ledgerTotal()).toBe(0);
  });

  it('credit once when two different success events race', async () => {
    const { parent, id } = await pendingTopUp('15');
    await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        client.devWebhook({
          id: `${id}-${suffix}`,
          type: 'succeeded',
          topUpId: id,
          amountMinor: 1500,
        }),
      ),
    );
    expect(await client.available(parent)).toBe('15.00');
    expect(await creditsOf(id)).toHaveLength(1);
  });

  it('refuse a bad or missing signature with 400 and change nothing', async () => {
    const { parent, id } = await pendingTopUp('20');
    const body = JSON.stringify({
      id: `forged-${id}`,
      type: 'succeeded',
      topUpId: id,
      amountMinor: 2000,
    });
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', [devSignatureHeader]: 'ab'.repeat(32) },
      { 'content-type': 'application/json', [devSignatureHeader]: 'not-hex' },
    ]) {
      const answer = await client.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/dev',
        headers,
        payload: body,
      });
      expectRefused(answer, 400, 'payment_signature_invalid');
    }
    expect((await client.topUpRow(id))?.status).toBe('pending');
    expect(await client.available(parent)).toBe('0.00');
    const events = await client.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `forged-${id}`));
    expect(events).toHaveLength(0);
  });

  it('answer 404 for a provider that does not exist or is not set up', async () => {
    for (const provider of ['paypal', 'stripe', 'moyasar']) {
      const answer = await client.app.inject({
        method: 'POST',
        url: `/api/v1/payments/webhooks/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('fail a pending top-up, and still credit a late success (the money was taken)', async () => {
    const { parent, id } = await pendingTopUp('12');
    await client.devWebhook({ id: `${id}-f`, type: 'failed', topUpId: id, amountMinor: 1200 });
    expect((await client.topUpRow(id))?.status).toBe('failed');
    expect(await client.available(parent)).toBe('0.00');
    await client.devWebhook({ id: `${id}-s`, type: 'succeeded', topUpId: id, amountMinor: 1200 });
    expect((await client.topUpRow(id))?.status).toBe('succeeded');
    expect(await client.available(parent)).toBe('12.00');
  });

  it('change nothing when a failure arrives after the success', async () => {
    const { parent, id } = await pendingTopUp('18');
    await client.devWebhook({ id: `${id}-s`, type: 'succeeded', topUpId: id, amountMinor: 1800 });
    const late = await client.devWebhook({
      id: `${id}-f`,
      type: 'failed',
      topUpId: id,
      amountMinor: 1800,
    });
    expect(late.json().data.outcome).toBe('ignored');
    expect((await client.topUpRow(id))?.status).toBe('succeeded');
    expect(await client.available(parent)).toBe('18.00');
    expect(await creditsOf(id)).toHaveLength(1);
  });

  it('record but ignore an event about no top-up of ours', async () => {
    const answer = await client.devWebhook({
      id: 'evt-stranger',
      type: 'succeeded',
      topUpId: '00000000-0000-4000-8000-000000000000',
      amountMinor: 100,
    });
    expect(answer.json().data.outcome).toBe('ignored');
  });
});
