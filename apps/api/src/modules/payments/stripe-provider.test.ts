import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpRefunds, withdrawals } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { walletClient, type Caller, type WalletClient } from '../wallet/wallet.test-client';
import { providerDouble } from './provider-double.test-client';

const webhookSecret = 'whsec_test_nibras';
const stripe = new Stripe('sk_test_nibras');

/** Stripe's Checkout and refunds through the official SDK, against a local double of its API. */
describe('the Stripe provider', () => {
  let double: Awaited<ReturnType<typeof providerDouble>>;
  let client: WalletClient;
  let sessions = 0;
  beforeAll(async () => {
    double = await providerDouble({
      'POST /v1/checkout/sessions': (request) => {
        const form = new URLSearchParams(request.body);
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return {
          json: {
            id,
            object: 'checkout.session',
            mode: 'payment',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            client_reference_id: form.get('client_reference_id'),
            metadata: { topUpId: form.get('metadata[topUpId]') },
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            payment_status: 'unpaid',
          },
        };
      },
      'POST /v1/refunds': (request) => {
        const form = new URLSearchParams(request.body);
        return {
          json: {
            id: `re_test_${form.get('payment_intent')}`,
            object: 'refund',
            amount: Number(form.get('amount')),
            payment_intent: form.get('payment_intent'),
            status: 'succeeded',
          },
        };
      },
    });
    client = await walletClient({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_nibras',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: double.url,
    });
  });
  afterAll(async () => {
    await client.app.close();
    await double.close();
  });

  const sessionEvent = (
    id: string,
    type: string,
    topUpId: string,
    session: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: `cs_for_${topUpId}`,
          object: 'checkout.session',
          client_reference_id: topUpId,
          metadata: { topUpId },
          payment_intent: `pi_for_${topUpId}`,
          payment_status: 'paid',
          amount_total: 2500,
          ...session,
        },
      },
    });
  const deliver = (payload: string, signature?: string) =>
    client.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string, secret = webhookSecret) =>
    deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));

  const startTopUp = async (parent: Caller, amount = '25') => {
    const started = await client.topUp(parent, { amount });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data as { id: string; checkoutUrl: string };
  };

  it('opens a Checkout Session, credits on its signed completion, and refunds a withdrawal', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await startTopUp(parent);
    expect(topUp.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = double.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    const form = new URLSearchParams(created?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(topUp.id);
    expect(form.get('metadata[topUpId]')).toBe(topUp.id);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('success_url')).toContain(`topUp=${topUp.id}`);
    expect(created?.headers.authorization).toBe('Bearer sk_test_nibras');
    expect(created?.headers['idempotency-key']).toBe(`top-up-${topUp.id}`);

    const paid = await signed(
      sessionEvent(`evt_paid_${topUp.id}`, 'checkout.session.completed', topUp.id),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.outcome).toBe('applied');
    expect(await client.available(parent)).toBe('25.00');
    expect((await client.topUpRow(topUp.id))?.providerRef).toBe(`pi_for_${topUp.id}`);

    const withdrawal = (await client.withdraw(parent, { amount: '10' })).json().data;
    await client.app.runDueJobs();
    const refund = double.requests.findLast((request) => request.path === '/v1/refunds');
    const refundForm = new URLSearchParams(refund?.body);
    expect(refundForm.get('payment_intent')).toBe(`pi_for_${topUp.id}`);
    expect(refundForm.get('amount')).toBe('1000');
    const [row] = await client.app.db
      .select()
      .from(topUpRefunds)
      .where(eq(topUpRefunds.withdrawalId, withdrawal.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRef: `re_test_pi_for_${topUp.id}` });
    const [done] = await client.app.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawal.id));
    expect(done?.status).toBe('completed');
  });

  it('refuses a missing, foreign or tampered signature with 400 and changes nothing', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await startTopUp(parent);
    const payload = sessionEvent(`evt_forged_${topUp.id}`, 'checkout.session.completed', topUp.id);
    expectRefused(await deliver(payload), 400, 'payment_signature_invalid');
    expectRefused(await signed(payload, 'whsec_someone_else'), 400, 'payment_signature_invalid');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const tampered = payload.replace('"amount_total":2500', '"amount_total":9999');
    expectRefused(await deliver(tampered, header), 400, 'payment_signature_invalid');
    expect((await client.topUpRow(topUp.id))?.status).toBe('pending');
    expect(await client.available(parent)).toBe('0.00');
  });

  it('waits for an asynchronous payment, and fails an expired session', async () => {
    const parent = await client.newUser('Parent');
    const slow = await startTopUp(parent);
    const unpaid = sessionEvent(`evt_done_${slow.id}`, 'checkout.session.completed', slow.id, {
      payment_status: 'unpaid',
    });
    await signed(unpaid);
    expect((await client.topUpRow(slow.id))?.status).toBe('pending');
    await signed(
      sessionEvent(`evt_async_${slow.id}`, 'checkout.session.async_payment_succeeded', slow.id),
    );
    expect((await client.topUpRow(slow.id))?.status).toBe('succeeded');

    const abandoned = await startTopUp(parent);
    await signed(sessionEvent(`evt_exp_${abandoned.id}`, 'checkout.session.expired', abandoned.id));
    expect((await client.topUpRow(abandoned.id))?.status).toBe('failed');
    expect(await client.available(parent)).toBe('25.00');
  });

  it('answers 503 while Stripe fails, and the retry with the same key opens the checkout', async () => {
    const parent = await client.newUser('Parent');
    // The SDK retries once by itself: both attempts fail.
    double.failNext(2);
    const failed = await client.topUp(parent, { amount: '25' }, 'stripe-retry');
    expectRefused(failed, 503, 'payment_provider_unavailable');
    const retried = await client.topUp(parent, { amount: '25' }, 'stripe-retry');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().data.checkoutUrl).toMatch(/checkout\.stripe\.test/);
    expect(await client.available(parent)).toBe('0.00');
  });
});
