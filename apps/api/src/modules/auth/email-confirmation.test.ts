import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { hashToken } from './one-time-tokens';
import {
  lastEmail,
  linkTo,
  loginRequest,
  mailbox,
  multipart,
  register,
  signupBody,
} from './test-helpers';

describe('email confirmation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signUp(email: string) {
    const response = await register(app, multipart(await signupBody(app, 'Student', email)));
    expect(response.statusCode).toBe(201);
    return linkTo(await lastEmail(app, email, 'Confirm'), '/email-confirmation');
  }

  const confirm = (query: Record<string, string>, language = 'en') =>
    app.inject({
      method: 'GET',
      url: '/api/v1/email/confirm',
      query,
      headers: { 'accept-language': language },
    });

  const confirmedAt = async (email: string) =>
    (await app.db.select().from(users).where(eq(users.email, email)))[0]?.emailConfirmedAt;

  it('refuses login before confirmation, confirms through the emailed link, then logs in', async () => {
    const link = await signUp('new@example.test');
    const early = await loginRequest(app, 'new@example.test', 'secret-pass1');
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: 'email_not_confirmed',
      message:
        'Please confirm your email before logging in. We can send you a new confirmation link.',
    });

    const response = await confirm(Object.fromEntries(link.searchParams));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      succeeded: true,
      message: 'Your email has been successfully confirmed.',
      data: { email: 'new@example.test', alreadyConfirmed: false },
      error: null,
    });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // The link signs the person in on this device: a session, and its refresh cookie.
    const { session } = response.json().data;
    expect(session.userModel).toMatchObject({ email: 'new@example.test', userType: 'Student' });
    expect(session.jwtResult.accessToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((candidate) => candidate.name === 'nibras_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Strict' });
    const me = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { nibras_refresh: cookie!.value },
      headers: { origin: new URL(app.config.appUrl).origin },
    });
    expect(me.json().data.userModel.email).toBe('new@example.test');
    expect(await confirmedAt('new@example.test')).toBeInstanceOf(Date);
    expect((await loginRequest(app, 'new@example.test', 'secret-pass1')).statusCode).toBe(200);
  });

  it('leads the link back to the page the signup began on, and drops one outside the app', async () => {
    const booking = '/book-session?tutor=t1&subject=3&start=2031-06-01T09:00:00Z';
    const body = await signupBody(app, 'Parent', 'return@example.test');
    expect((await register(app, multipart({ ...body, ReturnTo: booking }))).statusCode).toBe(201);
    const link = linkTo(
      await lastEmail(app, 'return@example.test', 'Confirm'),
      '/email-confirmation',
    );
    expect(link.searchParams.get('next')).toBe(booking);
    expect(link.searchParams.get('token')).toBeTruthy();

    for (const [email, returnTo] of [
      ['away@example.test', '//evil.example/steal'],
      ['url@example.test', 'https://evil.example/'],
    ] as const) {
      const away = await signupBody(app, 'Student', email);
      expect((await register(app, multipart({ ...away, ReturnTo: returnTo }))).statusCode).toBe(
        201,
      );
      const plain = linkTo(await lastEmail(app, email, 'Confirm'), '/email-confirmation');
      expect(plain.searchParams.has('next')).toBe(false);
    }
  });

  it('stores only the SHA-256 of a 256-bit token, tied to the user and the address', async () => {
    const link = await signUp('hash@example.test');
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.email, 'hash@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signs in once only: the link opened again (or elsewhere) says the email is confirmed', async () => {
    const query = Object.fromEntries((await signUp('once@example.test')).searchParams);
    expect((await confirm(query)).json().data.session).not.toBeNull();
    for (const language of ['en', 'ar']) {
      const again = await confirm(query, language);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({
        email: 'once@example.test',
        session: null,
        alreadyConfirmed: true,
      });
      expect(again.json().message).toBe(
        language === 'en'
          ? 'Your email is already confirmed. Log in to continue.'
          : 'بريدك الإلكتروني مؤكَّد من قبل. سجّل الدخول للمتابعة.',
      );
      expect(again.cookies).toEqual([]);
    }
    // A token nobody was sent is still an invalid link, whatever the address.
    const forged = await confirm({ ...query, token: 'not-a-token' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toEqual({
      code: 'confirmation_token_invalid',
      message: 'This confirmation link is invalid or has expired. Please request a new one.',
    });
  });

  it('lets exactly one of parallel uses start a session', async () => {
    const query = Object.fromEntries((await signUp('race@example.test')).searchParams);
    const answers = await Promise.all([confirm(query), confirm(query), confirm(query)]);
    const sessions = answers.filter((answer) => answer.json().data?.session);
    expect(sessions).toHaveLength(1);
  });

  it('refuses an expired link (after 24 hours) and keeps the account unconfirmed', async () => {
    const query = Object.fromEntries((await signUp('late@example.test')).searchParams);
    const [row] = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.email, 'late@example.test'));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.email, 'late@example.test'));
    expect((await confirm(query)).statusCode).toBe(400);
    expect(await confirmedAt('late@example.test')).toBeNull();
  });

  it('refuses a token presented with another address', async () => {
    const link = await signUp('owner@example.test');
    const response = await confirm({
      token: link.searchParams.get('token') ?? '',
      email: 'other@example.test',
    });
    expect(response.statusCode).toBe(400);
    expect(await confirmedAt('owner@example.test')).toBeNull();
  });

  it('calls a link without token or email invalid, in the caller language', async () => {
    const response = await confirm({ email: 'a@example.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ token: 'Invalid confirmation link.' });
    const ar = await confirm({ token: 'abc' }, 'ar');
    expect(ar.json().error.details).toEqual({ email: 'رابط التأكيد غير صالح.' });
  });

  describe('resend', () => {
    const resend = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/email/resend-confirmation',
        payload: { email },
      });

    it('sends a new link that voids the older one', async () => {
      const older = Object.fromEntries((await signUp('again@example.test')).searchParams);
      const response = await resend('again@example.test');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'If this account still needs confirming, a new confirmation link has been sent.',
      );
      const emails = await mailbox(app, 'again@example.test');
      expect(emails).toHaveLength(2);
      const newer = Object.fromEntries(
        linkTo(emails[0] ?? emails[1]!, '/email-confirmation').searchParams,
      );
      expect(newer.token).not.toBe(older.token);
      expect((await confirm(older)).statusCode).toBe(400);
      expect((await confirm(newer)).statusCode).toBe(200);
    });

    it('answers the same for unknown and already confirmed addresses, and sends nothing', async () => {
      const unknown = await resend('nobody@example.test');
      const confirmed = await resend('student@nibras.test');
      expect(unknown.statusCode).toBe(200);
      expect(confirmed.json()).toEqual(unknown.json());
      expect(await mailbox(app, 'nobody@example.test')).toEqual([]);
      expect(await mailbox(app, 'student@nibras.test')).toEqual([]);
    });

    it('validates the address with the sign-in messages', async () => {
      const response = await resend('nope');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual({ email: 'Email is invalid' });
    });
  });
});
