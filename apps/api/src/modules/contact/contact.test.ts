import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { demoPassword } from '../auth/demo-accounts';
import { lastEmail, loginRequest, mailbox } from '../auth/test-helpers';
import { emailsPerAddressPerHour } from '../mail/recipient-limit';
import { contactMessagesPerHour } from './contact.limits';

/** The support address of the test configuration (test/database-template.ts). */
const supportEmail = 'support@nibras.test';

const valid = {
  name: 'Hala Mansour',
  email: 'hala@example.test',
  topic: 'booking',
  message: 'My daughter cannot see the Join button.\nCould you help us, please?',
};

describe('POST /api/v1/contact', () => {
  let app: FastifyInstance;
  let address = 0;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** Each call from its own client address unless one is given, so the limit stays out of the way. */
  const send = (
    payload: unknown,
    options: { language?: string; remoteAddress?: string; token?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: payload as Record<string, unknown>,
      remoteAddress: options.remoteAddress ?? `198.51.100.${(address += 1)}`,
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });

  const rowsFrom = (email: string) =>
    app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message, emails it to SUPPORT_EMAIL and acknowledges it to the writer', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      succeeded: true,
      message:
        'Thank you! Your message has reached our support team. We usually answer within two working days.',
      error: null,
    });

    const [row] = await rowsFrom(valid.email);
    expect(row).toMatchObject({
      id: body.data.id,
      userId: null,
      name: valid.name,
      email: valid.email,
      topic: 'booking',
      message: valid.message,
      language: 'en',
    });

    const support = await lastEmail(app, supportEmail, '[Contact]');
    expect(support.subject).toBe('[Contact] Booking and sessions: Hala Mansour');
    expect(support.text).toContain('From: Hala Mansour <hala@example.test>');
    expect(support.text).toContain('My daughter cannot see the Join button.');
    expect(support.text).toContain('Could you help us, please?');
    expect(support.text).toContain('Not signed in');
    expect(support.text).toContain(`Reference: ${body.data.id}`);

    const receipt = await lastEmail(app, valid.email, 'We received your message');
    expect(receipt.text).toContain('Hello,');
    expect(receipt.text).toContain('"Booking and sessions"');
    // The acknowledgement carries nothing typed to whatever address was typed: not the text,
    // not even the name.
    expect(receipt.text).not.toContain('Join button');
    expect(receipt.text).not.toContain('Hala');
    expect(receipt.html).not.toContain('Hala');
  });

  it('writes down a signed-in writer and the Arabic page, and answers them in Arabic', async () => {
    const login = await loginRequest(app, 'parent@nibras.test', demoPassword);
    const token = login.json().data.jwtResult.accessToken as string;
    const response = await send(
      { ...valid, email: 'PARENT@nibras.test', topic: 'account', message: 'أريد تغيير اسم ابني.' },
      { language: 'ar', token },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'شكرًا لك! وصلت رسالتك إلى فريق الدعم، وعادةً ما نردّ خلال يومَي عمل.',
    );
    const [row] = await rowsFrom('parent@nibras.test');
    expect(row?.userId).toBe(login.json().data.userModel.id);
    expect(row?.language).toBe('ar');

    const support = await lastEmail(app, supportEmail, 'My account');
    expect(support.text).toContain(`Signed in as user ${row?.userId}`);
    expect(support.text).toContain('Page language: Arabic');
    expect(support.text).toContain('أريد تغيير اسم ابني.');
    const receipt = await lastEmail(app, 'parent@nibras.test', 'وصلتنا رسالتك');
    expect(receipt.text).toContain('«حسابي»');
    expect(receipt.html).toContain('dir="rtl"');
  });

  it('takes a message whose token has expired as a visitor’s', async () => {
    const response = await send({ ...valid, email: 'stale@example.test' }, { token: 'not-a-jwt' });
    expect(response.statusCode).toBe(201);
    expect((await rowsFrom('stale@example.test'))[0]?.userId).toBeNull();
  });

  it.each([
    [
      'en',
      {
        name: 'Please tell us your name.',
        email: 'Enter a valid email address, so we can answer you.',
        topic: 'Choose what your message is about.',
        message: 'Please write at least 10 characters, so we understand how to help.',
      },
    ],
    [
      'ar',
      {
        name: 'يُرجى كتابة اسمك.',
        email: 'أدخل بريدًا إلكترونيًا صحيحًا حتى نتمكّن من الرد عليك.',
        topic: 'اختر موضوع رسالتك.',
        message: 'يُرجى كتابة 10 أحرف على الأقل حتى نفهم كيف نساعدك.',
      },
    ],
  ])('names every invalid field in %s, and keeps nothing', async (language, details) => {
    const before = (await mailbox(app)).length;
    const response = await send(
      { name: '   ', email: 'not-an-email', topic: 'prices', message: 'Help' },
      { language },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      succeeded: false,
      data: null,
      error: { code: 'validation_failed', details },
    });
    expect(await rowsFrom('not-an-email')).toEqual([]);
    expect((await mailbox(app)).length).toBe(before);
  });

  it('says what is missing, and refuses a message that is too long', async () => {
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual({
      name: 'Please tell us your name.',
      email: 'Email is required',
      topic: 'Choose what your message is about.',
      message: 'Write your message.',
    });
    const long = await send({ ...valid, message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toEqual({
      message: 'The message must be at most 2,000 characters.',
    });
  });

  it(`answers 429 after ${contactMessagesPerHour} messages an hour from one address`, async () => {
    const remoteAddress = '203.0.113.50';
    for (let index = 0; index < contactMessagesPerHour; index += 1) {
      const response = await send(
        { ...valid, email: `flood-${index}@example.test` },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(201);
    }
    const stored = await app.db.select({ id: emailOutbox.id }).from(emailOutbox);
    const refused = await send({ ...valid, email: 'flood-last@example.test' }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ succeeded: false, error: { code: 'rate_limited' } });
    expect(await rowsFrom('flood-last@example.test')).toEqual([]);
    expect((await app.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(
      stored.length,
    );
    // Another address still gets through.
    expect((await send({ ...valid, email: 'other@example.test' })).statusCode).toBe(201);
  });

  it(`answers 429 after ${contactMessagesPerHour} acknowledgements an hour to one email`, async () => {
    for (let index = 0; index < contactMessagesPerHour; index += 1) {
      expect((await send({ ...valid, email: 'target@example.test' })).statusCode).toBe(201);
    }
    const refused = await send({ ...valid, email: 'Target@example.test' });
    expect(refused.statusCode).toBe(429);
  });

  it('answers 429 to an address that other routes have already emailed for the hour', async () => {
    const email = 'inbox@example.test';
    const ask = (url: string) =>
      app.inject({ method: 'POST', url, payload: { email }, remoteAddress: '203.0.113.9' });
    // Resets and confirmations asked for the same address, each route within its own limit.
    const half = emailsPerAddressPerHour / 2;
    for (let index = 0; index < half; index += 1) {
      expect((await ask('/api/v1/auth/request-password-reset')).statusCode).toBe(200);
      expect((await ask('/api/v1/email/resend-confirmation')).statusCode).toBe(200);
    }
    const refused = await send({ ...valid, email });
    expect(refused.statusCode).toBe(429);
    expect(await rowsFrom(email)).toEqual([]);
    // The count is per address: another still gets its acknowledgement.
    expect((await send({ ...valid, email: 'someone-else@example.test' })).statusCode).toBe(201);
  });
});
