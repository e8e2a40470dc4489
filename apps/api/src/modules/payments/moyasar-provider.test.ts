import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpRefunds } from '../../db/schema/index';
import { expectRefused } from '../booking/booking.test-client';
import { walletClient, type WalletClient } from '../wallet/wallet.test-client';
import { providerDouble } from './provider-double.test-client';

const webhookSecret = 'moyasar-shared-secret';

/** Moyasar's invoices, refunds and webhooks through our REST client, against a local double. */
describe('the Moyasar provider', () => {
  let double: Awaited<ReturnType<typeof providerDouble>>;
  let client: WalletClient;
  let invoices = 0;
  beforeAll(async () => {
    double = await providerDouble({
      'POST /v1/invoices': (request) => {
        invoices += 1;
        const body = JSON.parse(request.body) as Record<string, unknown>;
        return {
          status: 201,
          json: {
            ...body,
            id: `inv_${invoices}`,
            status: 'initiated',
            url: `https://checkout.moyasar.test/invoices/inv_${invoices}`,
          },
        };
      },
      'POST /v1/payments/pay_1/refund': (request) => ({
        json: { id: 'pay_1', status: 'refunded', refunded: JSON.parse(request.body).amount },
      }),
    });
    client = await walletClient({
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_SECRET_KEY: 'sk_test_moyasar',
      MOYASAR_WEBHOOK_SECRET: webhookSecret,
      MOYASAR_API_URL: `${double.url}/v1/`,
    });
  });
  afterAll(async () => {
    await client.app.close();
    await double.close();
  });

  const deliver = (event: Record<string, unknown>) =>
    client.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/moyasar',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
  const paymentEvent = (id: string, type: string, invoiceId: string, secret = webhookSecret) => ({
    id,
    type,
    created_at: '2031-06-01T09:00:00Z',
    secret_token: secret,
    live: false,
    data: { id: 'pay_1', status: 'paid', amount: 4000, currency: 'USD', invoice_id: invoiceId },
  });

  it('makes an invoice, credits on payment_paid, and refunds the payment', async () => {
    const parent = await client.newUser('Parent');
    const started = await client.topUp(parent, { amount: '40' });
    expect(started.statusCode, started.body).toBe(201);
    const topUp = started.json().data;
    expect(topUp.checkoutUrl).toBe('https://checkout.moyasar.test/invoices/inv_1');
    const created = double.requests.find((request) => request.path === '/v1/invoices');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      amount: 4000,
      currency: 'USD',
      metadata: { top_up_id: topUp.id },
      callback_url: `${client.app.config.appUrl}/api/v1/payments/webhooks/moyasar`,
    });
    expect(created?.headers.authorization).toBe(
      `Basic ${Buffer.from('sk_test_moyasar:').toString('base64')}`,
    );

    // Found by its invoice: the payment carries no metadata of ours.
    const paid = await deliver(paymentEvent('evt_m1', 'payment_paid', 'inv_1'));
    expect(paid.json().data.outcome).toBe('applied');
    expect(await client.available(parent)).toBe('40.00');
    expect(await client.ledgerTotal()).toBe(0);

    const withdrawal = (await client.withdraw(parent, { amount: '15' })).json().data;
    await client.app.runDueJobs();
    const refund = double.requests.find((request) => request.path === '/v1/payments/pay_1/refund');
    expect(JSON.parse(refund?.body ?? '{}')).toEqual({ amount: 1500 });
    const [row] = await client.app.db
      .select()
      .from(topUpRefunds)
      .where(eq(topUpRefunds.withdrawalId, withdrawal.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRef: 'pay_1' });
  });

  it('refuses a wrong or missing secret_token with 400 and changes nothing', async () => {
    const parent = await client.newUser('Parent');
    const topUp = (await client.topUp(parent, { amount: '40' })).json().data;
    const invoiceId = (await client.topUpRow(topUp.id))?.providerRef ?? '';
    const forged = paymentEvent('evt_forged', 'payment_paid', invoiceId, 'guessed');
    expectRefused(await deliver(forged), 400, 'payment_signature_invalid');
    const { secret_token: _dropped, ...unsigned } = paymentEvent(
      'evt_unsigned',
      'payment_paid',
      invoiceId,
    );
    expectRefused(await deliver(unsigned), 400, 'payment_signature_invalid');
    expect((await client.topUpRow(topUp.id))?.status).toBe('pending');
    expect(await client.available(parent)).toBe('0.00');
  });

  it('fails the top-up on payment_failed', async () => {
    const parent = await client.newUser('Parent');
    const topUp = (await client.topUp(parent, { amount: '40' })).json().data;
    const invoiceId = (await client.topUpRow(topUp.id))?.providerRef ?? '';
    await deliver(paymentEvent('evt_failed', 'payment_failed', invoiceId));
    expect((await client.topUpRow(topUp.id))?.status).toBe('failed');
  });
});
