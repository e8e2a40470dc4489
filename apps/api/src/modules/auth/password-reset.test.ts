import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { quietAnswerMs } from './minimum-duration';
import {
  confirmedAccount,
  lastEmail,
  linkTo,
  loginRequest,
  mailbox,
  multipart,
  refreshCookieOf,
  register,
  signupBody,
} from './test-helpers';

describe('password reset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const requestReset = (email: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email },
      headers: { 'accept-language': language },
    });

  const reset = (token: string, newPassword = 'brand-new-pass', confirm = newPassword) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/reset-password',
      payload: { token, newPassword, confirmNewPassword: confirm },
    });

  /** Asks for a reset and returns the token of the emailed link. */
  async function emailedToken(email: string) {
    expect((await requestReset(email)).statusCode).toBe(200);
    const link = linkTo(await lastEmail(app, email, 'Reset your'), '/reset-password');
    return link.searchParams.get('token') ?? '';
  }

  it('emails a link that sets the new password; the old one stops working', async () => {
    await confirmedAccount(app, 'Student', 'forgot@example.test');
    const token = await emailedToken('forgot@example.test');
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: true,
      message: 'Your password has been reset successfully!',
      data: null,
      error: null,
    });
    expect((await loginRequest(app, 'forgot@example.test', 'secret-pass1')).statusCode).toBe(401);
    expect((await loginRequest(app, 'forgot@example.test', 'brand-new-pass')).statusCode).toBe(200);
    const notice = await lastEmail(app, 'forgot@example.test', 'password was changed');
    expect(notice.text).toContain('every device was signed out');
  });

  it('does not reveal accounts: same answer, similar time, no email for unknown addresses', async () => {
    await confirmedAccount(app, 'Tutor', 'known@example.test');
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed('known@example.test');
    const unknown = await timed('unknown@example.test');
    expect(unknown.response.statusCode).toBe(200);
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(known.response.json().message).toBe(
      'If this email is registered, a password reset link has been sent.',
    );
    // Both wait for the same floor, which is far above the work a known address adds.
    expect(known.ms).toBeGreaterThanOrEqual(quietAnswerMs - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(quietAnswerMs - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(quietAnswerMs);
    expect(await mailbox(app, 'unknown@example.test')).toEqual([]);
  });

  it('accepts a token once only', async () => {
    await confirmedAccount(app, 'Student', 'twice-reset@example.test');
    const token = await emailedToken('twice-reset@example.test');
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'reset_token_invalid',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await loginRequest(app, 'twice-reset@example.test', 'another-pass')).statusCode).toBe(
      401,
    );
  });

  it('lets exactly one of two parallel resets win', async () => {
    await confirmedAccount(app, 'Student', 'race-reset@example.test');
    const token = await emailedToken('race-reset@example.test');
    const answers = await Promise.all([reset(token, 'first-pass1'), reset(token, 'second-pass')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a token after its hour', async () => {
    await confirmedAccount(app, 'Student', 'slow@example.test');
    const token = await emailedToken('slow@example.test');
    const [user] = await app.db.select().from(users).where(eq(users.email, 'slow@example.test'));
    const [row] = await app.db
      .select()
      .from(verifications)
      .where(
        and(eq(verifications.userId, user?.id ?? ''), eq(verifications.type, 'password_reset')),
      );
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60 * 1000);
    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.userId, user?.id ?? ''));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('voids the older link when a newer one is requested', async () => {
    await confirmedAccount(app, 'Parent', 'two-links@example.test');
    const older = await emailedToken('two-links@example.test');
    const newer = await emailedToken('two-links@example.test');
    expect(newer).not.toBe(older);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    await confirmedAccount(app, 'Tutor', 'sessions@example.test');
    const origin = new URL(app.config.appUrl).origin;
    const cookies = [
      refreshCookieOf(await loginRequest(app, 'sessions@example.test', 'secret-pass1')),
      refreshCookieOf(await loginRequest(app, 'sessions@example.test', 'secret-pass1')),
    ];
    expect((await reset(await emailedToken('sessions@example.test'))).statusCode).toBe(200);
    for (const cookie of cookies) {
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { origin },
        cookies: { nibras_refresh: cookie },
      });
      expect(refresh.statusCode).toBe(401);
    }
  });

  it('confirms an unconfirmed account, since the link proves the address', async () => {
    await register(app, multipart(await signupBody(app, 'Student', 'unconfirmed@example.test')));
    expect((await reset(await emailedToken('unconfirmed@example.test'))).statusCode).toBe(200);
    expect((await loginRequest(app, 'unconfirmed@example.test', 'brand-new-pass')).statusCode).toBe(
      200,
    );
  });

  it('gives the docs/shared/SPEC.md messages for a bad request and a bad reset', async () => {
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual({ email: 'Email is required.' });
    const invalid = await requestReset('nope', 'ar');
    expect(invalid.json().error.details).toEqual({ email: 'يُرجى إدخال عنوان بريد إلكتروني صالح.' });

    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/reset-password',
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      token: 'Invalid or missing token. Please use the link sent to your email.',
      newPassword: 'Password is required.',
      confirmNewPassword: 'Please confirm your password.',
    });
    expect((await reset('t', '12345')).json().error.details).toEqual({
      newPassword: 'Password must be at least 6 characters.',
    });
    expect((await reset('t', 'secret-one', 'secret-two')).json().error.details).toEqual({
      confirmNewPassword: 'Passwords do not match.',
    });
  });
});
