import { topUpMaxMinor, topUpMinMinor } from '@nibras/contracts/wallet';
import { amountOf } from '@nibras/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerTransactions, topUps } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { walletClient, type WalletClient } from './wallet.test-client';

describe('top-ups', () => {
  let client: WalletClient;
  beforeAll(async () => {
    client = await walletClient();
  });
  afterAll(() => client.app.close());

  it('start pending with a checkout, and the webhook credits the wallet', async () => {
    const parent = await client.newUser('Parent');
    const started = await client.topUp(parent, { amount: '25', returnPath: '/book/x?step=2' });
    expect(started.statusCode, started.body).toBe(201);
    const topUp = started.json().data;
    expect(topUp).toMatchObject({ status: 'pending', amount: '25.00', provider: 'dev' });
    expect(topUp.checkoutUrl).toBe(`${client.app.config.appUrl}/dev/checkout/${topUp.id}?lang=en`);
    expect(await client.available(parent)).toBe('0.00');
    // The checkout speaks the payer's language.
    const inArabic = await client.topUp(parent, { amount: '5' }, undefined, 'ar');
    expect(inArabic.json().data.checkoutUrl).toMatch(/\?lang=ar$/);

    const paid = await client.devWebhook({
      id: 'evt-1',
      type: 'succeeded',
      topUpId: topUp.id,
      amountMinor: 2500,
    });
    expect(paid.json().data.outcome).toBe('applied');
    const read = await client.send('GET', `/wallet/top-ups/${topUp.id}`, parent);
    expect(read.json().data.status).toBe('succeeded');
    const wallet = (await client.wallet(parent)).json().data;
    expect(wallet).toMatchObject({ available: '25.00', held: '0.00', total: 1 });
    expect(wallet.entries[0]).toMatchObject({
      kind: 'top_up',
      available: '25.00',
      held: '0.00',
      topUpId: topUp.id,
      booking: null,
      receiptId: null,
    });
    expect(await client.ledgerTotal()).toBe(0);
  });

  it('keep to the minimum and the maximum', async () => {
    const parent = await client.newUser('Parent');
    const small = await client.topUp(parent, { amount: amountOf(topUpMinMinor - 1) });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.details.amount).toBeTruthy();
    const large = await client.topUp(parent, { amount: amountOf(topUpMaxMinor + 1) });
    expect(large.statusCode).toBe(400);
    expect((await client.topUp(parent, { amount: amountOf(topUpMinMinor) })).statusCode).toBe(201);
    expect((await client.topUp(parent, { amount: amountOf(topUpMaxMinor) })).statusCode).toBe(201);
  });

  it('allow ten pending at once, even asked for together, and count a stale one no more', async () => {
    const parent = await client.newUser('Parent');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.topUp(parent, { amount: '10' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expectRefused(answer, 409, 'too_many_pending_top_ups');
    }
    // A succeeded one frees its place.
    const id = answers.find((answer) => answer.statusCode === 201)?.json().data.id as string;
    await client.devWebhook({
      id: `paid-${id}`,
      type: 'succeeded',
      topUpId: id,
      amountMinor: 1000,
    });
    expect((await client.topUp(parent, { amount: '10' })).statusCode).toBe(201);
    expectRefused(await client.topUp(parent, { amount: '10' }), 409, 'too_many_pending_top_ups');
    // A checkout abandoned for a day has expired at the provider.
    client.clock.advance(24 * 60 * 60_000 + 1);
    expect((await client.topUp(parent, { amount: '10' })).statusCode).toBe(201);
    client.clock.advance(-(24 * 60 * 60_000 + 1));
  });

  it('survive the provider failing mid-way: 503, nothing credited, a retry with the key is safe', async () => {
    const parent = await client.newUser('Parent');
    const provider = client.app.payments.current;
    if (!provider) throw new Error('no provider');
    const spy = vi
      .spyOn(provider, 'createCheckout')
      .mockRejectedValueOnce(new Error('connection reset'));
    const failed = await client.topUp(parent, { amount: '30' }, 'retry-me');
    expectRefused(failed, 503, 'payment_provider_unavailable');
    const [pending] = await client.app.db
      .select()
      .from(topUps)
      .where(eq(topUps.walletOwnerId, parent.user.id));
    expect(pending).toMatchObject({ status: 'pending', checkoutUrl: null });
    expect(await client.available(parent)).toBe('0.00');

    const retried = await client.topUp(parent, { amount: '30' }, 'retry-me');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().data).toMatchObject({ id: pending?.id, status: 'pending' });
    expect(retried.json().data.checkoutUrl).toContain(`/dev/checkout/${pending?.id}`);
    const again = await client.topUp(parent, { amount: '30' }, 'retry-me');
    expect(again.json().data.id).toBe(pending?.id);
    expect(spy).toHaveBeenCalledTimes(2);
    const rows = await client.app.db
      .select()
      .from(topUps)
      .where(eq(topUps.walletOwnerId, parent.user.id));
    expect(rows).toHaveLength(1);
    const credits = await client.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.topUpId, pending?.id ?? ''));
    expect(credits).toHaveLength(0);
    spy.mockRestore();
  });

  it('answer 503 when no provider is set up', async () => {
    const parent = await client.newUser('Parent');
    const saved = client.app.payments.current;
    client.app.payments.current = undefined;
    try {
      expectRefused(
        await client.topUp(parent, { amount: '30' }),
        503,
        'payment_provider_unavailable',
      );
    } finally {
      client.app.payments.current = saved;
    }
  });

  it('show a top-up to its family only', async () => {
    const parent = await client.newUser('Parent');
    const stranger = await client.newUser('Student');
    const id = (await client.topUp(parent, { amount: '10' })).json().data.id as string;
    expectRefused(
      await client.send('GET', `/wallet/top-ups/${id}`, stranger),
      404,
      'top_up_not_found',
    );
    expectRefused(
      await client.send('GET', '/wallet/top-ups/nope', parent),
      404,
      'top_up_not_found',
    );
  });

  it('are a family matter: a tutor has no wallet, a child login neither sees nor moves it', async () => {
    const tutor = await client.newUser('Tutor');
    const parent = await client.newUser('Parent');
    const child = await client.childLoginOf(parent);
    const id = await client.paidTopUp(parent, '20');
    for (const [caller, status, code] of [
      [tutor, 403, 'wallet_not_available'],
      [child, 403, 'forbidden'],
    ] as const) {
      expectRefused(await client.wallet(caller), status, code);
      expectRefused(await client.topUp(caller, { amount: '10' }), status, code);
      expectRefused(await client.withdraw(caller, { amount: '5' }), status, code);
      expectRefused(await client.send('GET', `/wallet/top-ups/${id}`, caller), status, code);
    }
    expect(await client.available(parent)).toBe('20.00');
    // An independent student has a wallet of their own.
    const student = await client.newUser('Student');
    expect((await client.wallet(student)).json().data).toMatchObject({ available: '0.00' });
  });

  it('are documented in the OpenAPI document, with the webhook route', async () => {
    const document = await client.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths;
    for (const path of [
      '/api/v1/wallet',
      '/api/v1/wallet/top-ups',
      '/api/v1/wallet/top-ups/{id}',
      '/api/v1/wallet/withdrawals',
      '/api/v1/payments/webhooks/{provider}',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });
});
