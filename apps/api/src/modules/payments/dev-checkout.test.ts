import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { walletClient, type Caller, type WalletClient } from '../wallet/wallet.test-client';

const local = '127.0.0.1';

/** The development checkout: a page of this server that pays through the real webhook route. */
describe('the development checkout', () => {
  let client: WalletClient;
  beforeAll(async () => {
    client = await walletClient();
  });
  afterAll(() => client.app.close());

  const started = async (parent: Caller, payload: object = { amount: '25' }) =>
    (await client.topUp(parent, payload)).json().data as { id: string; checkoutUrl: string };
  const open = (id: string, headers: Record<string, string> = {}, query = '') =>
    client.app.inject({
      method: 'GET',
      url: `/dev/checkout/${id}${query}`,
      remoteAddress: local,
      headers,
    });
  const press = (id: string, action: string, lang = 'en', remoteAddress = local) =>
    client.app.inject({
      method: 'POST',
      url: `/dev/checkout/${id}/${action}`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `lang=${lang}`,
    });

  it('shows the amount and the three choices in English', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await started(parent);
    const page = await open(topUp.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('$25.00');
    for (const label of ['>Pay<', '>Decline<', '>3-D Secure<']) expect(page.body).toContain(label);
  });

  it('shows it in Arabic, right to left, from the reader’s language or ?lang=ar', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await started(parent);
    for (const page of [
      await open(topUp.id, { 'accept-language': 'ar' }),
      await open(topUp.id, {}, '?lang=ar'),
    ]) {
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain('صفحة الدفع التجريبية');
      expect(page.body).toContain('>ادفع<');
      expect(page.body).toContain('25.00');
      expect(page.body).not.toContain('>Pay<');
    }
  });

  it('pays through the webhook and sends the browser back where the family was', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await started(parent, { amount: '25', returnPath: '/tutors/abc/book?step=3' });
    const paid = await press(topUp.id, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${client.app.config.appUrl}/tutors/abc/book?step=3&topUp=${topUp.id}`,
    );
    expect(await client.available(parent)).toBe('25.00');
    // Pressed again (the back button), nothing more is credited, and the page says it is paid.
    await press(topUp.id, 'pay');
    expect(await client.available(parent)).toBe('25.00');
    expect((await open(topUp.id)).body).toContain('already paid');
  });

  it('declines, and asks for a 3-D Secure confirmation before paying', async () => {
    const parent = await client.newUser('Parent');
    const declined = await started(parent);
    const answer = await press(declined.id, 'decline');
    expect(answer.headers.location).toBe(`${client.app.config.appUrl}/wallet?topUp=${declined.id}`);
    expect((await client.topUpRow(declined.id))?.status).toBe('failed');

    const secure = await started(parent);
    const step = await press(secure.id, 'secure', 'ar');
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('dir="rtl"');
    expect(step.body).toContain(`action="/dev/checkout/${secure.id}/pay"`);
    expect((await client.topUpRow(secure.id))?.status).toBe('pending');
    await press(secure.id, 'pay', 'ar');
    expect((await client.topUpRow(secure.id))?.status).toBe('succeeded');
    expect(await client.available(parent)).toBe('25.00');
  });

  it('lets a script pay or fail a top-up from this machine', async () => {
    const parent = await client.newUser('Parent');
    const paid = await started(parent);
    const succeed = await client.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${paid.id}/succeed`,
      remoteAddress: local,
    });
    expect(succeed.json().data).toEqual({ id: paid.id, status: 'succeeded' });
    const failed = await started(parent);
    const fail = await client.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${failed.id}/fail`,
      remoteAddress: '::1',
    });
    expect(fail.json().data).toEqual({ id: failed.id, status: 'failed' });
    expect(await client.available(parent)).toBe('25.00');
  });

  it('answers nobody but this machine, with the 404 of production', async () => {
    const parent = await client.newUser('Parent');
    const topUp = await started(parent);
    const stranger = '203.0.113.9';
    const attempts = [
      client.app.inject({
        method: 'GET',
        url: `/dev/checkout/${topUp.id}`,
        remoteAddress: stranger,
      }),
      press(topUp.id, 'pay', 'en', stranger),
      client.app.inject({
        method: 'POST',
        url: `/api/dev/payments/${topUp.id}/succeed`,
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': local },
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('route_not_found');
    }
    expect((await client.topUpRow(topUp.id))?.status).toBe('pending');
  });

  it('is not there in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
    });
    try {
      const page = await production.inject({
        method: 'GET',
        url: '/dev/checkout/x',
        remoteAddress: local,
      });
      expect(page.statusCode).toBe(404);
      const webhook = await production.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/dev',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
