import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { accountFailureCap, loginDelayMs } from './auth.limits';
import { confirmedAccount, loginRequest, multipart, register } from './test-helpers';

/** The tests share one app, so each uses its own client addresses and accounts. */
describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** Windows here are 15 or 60 minutes: the message says the real wait, in words. */
  function expectRateLimited(
    response: Awaited<ReturnType<FastifyInstance['inject']>>,
    message = 'Too many attempts. Please try again in 15 minutes.',
    windowMinutes = 15,
  ) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      succeeded: false,
      message,
      data: null,
      error: { code: 'rate_limited', message },
    });
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan((windowMinutes - 1) * 60);
    expect(seconds).toBeLessThanOrEqual(windowMinutes * 60);
  }

  it('limits login per address; a forged X-Forwarded-For does not reset it', async () => {
    // Invalid bodies are counted too: the address limit runs before anything else.
    const attempt = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {},
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '203.0.113.7',
      });
    for (let index = 0; index < 100; index += 1) {
      expect((await attempt(`10.0.${index}.1`)).statusCode).toBe(400);
    }
    expectRateLimited(await attempt('10.9.9.9'));
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {},
      headers: { 'accept-language': 'ar' },
      remoteAddress: '203.0.113.7',
    });
    expectRateLimited(arabic, 'محاولات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 15 دقيقة.');
  });

  const loginFrom = (email: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it('stops one address guessing one account, not the account itself', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await loginFrom('tutor@nibras.test', 'wrong-guess', '192.0.2.1')).statusCode).toBe(
        401,
      );
    }
    expectRateLimited(await loginFrom('tutor@nibras.test', 'wrong-guess', '192.0.2.1'));
    // The right password is refused too from that address: guessing there gains nothing.
    expect((await loginFrom('tutor@nibras.test', 'Nibras123!', '192.0.2.1')).statusCode).toBe(429);
    // The owner, from another address, logs in.
    expect((await loginFrom('tutor@nibras.test', 'Nibras123!', '192.0.2.2')).statusCode).toBe(200);
    // Another account is not affected from the guessing address either.
    expect((await loginFrom('parent@nibras.test', 'Nibras123!', '192.0.2.1')).statusCode).toBe(200);
  });

  it('never locks the owner out when many addresses guess, and limits those addresses', async () => {
    const email = 'lockout@example.test';
    await confirmedAccount(app, 'Student', email, 'right-password1');
    const failFrom = (addresses: string[]) =>
      Promise.all(addresses.map((address) => loginFrom(email, 'wrong-guess', address)));
    const addresses = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `198.18.0.${from + index}`);

    // Ten wrong passwords from ten addresses, then the right one from a new address.
    for (const response of await failFrom(addresses(1, 10))) expect(response.statusCode).toBe(401);
    expect((await loginFrom(email, 'right-password1', '198.18.1.1')).statusCode).toBe(200);

    // Past the account's cap, addresses that have failed get no more tries…
    for (const response of await failFrom(addresses(11, accountFailureCap - 10))) {
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await loginFrom(email, 'right-password1', '198.18.0.1'));
    expectRateLimited(await loginFrom(email, 'wrong-guess', '198.18.0.2'));
    // …while the owner's right password from an address that has not failed still works.
    expect((await loginFrom(email, 'right-password1', '198.18.1.2')).statusCode).toBe(200);
  });

  it('slows every attempt on an account under attack down, up to a second', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(9)).toBe(0);
    expect(loginDelayMs(10)).toBe(100);
    expect(loginDelayMs(14)).toBe(500);
    expect(loginDelayMs(accountFailureCap)).toBe(1000);
    expect(loginDelayMs(10_000)).toBe(1000);
  });

  it('does not count successful logins against the account', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await loginRequest(app, 'student@nibras.test', 'Nibras123!');
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits signups per email', async () => {
    const form = () =>
      multipart([
        ['UserType', '0'],
        ['FullName', 'A'],
        ['Email', 'limited@example.test'],
        ['Password', 'secret-pass1'],
        ['ConfirmPassword', 'secret-pass1'],
        ['PhoneNumber', '+201001234567'],
        // An unknown grade: refused after the per-email count, so nothing is created.
        ['StudentInfo.Age', '12'],
        ['StudentInfo.CurrentGrade', '999999'],
        ['StudentInfo.LearningGoals', 'x'],
        ['StudentInfo.PreferredLearningTime', 'morning'],
        ['StudentInfo.SchoolName', 'x'],
        ['StudentInfo.SubjectsNeeded[0]', '999999'],
      ]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(app, form())).statusCode).toBe(400);
    }
    expectRateLimited(
      await register(app, form()),
      'Too many attempts. Please try again in 1 hour.',
      60,
    );
  });

  it('limits reset requests and confirmation resends per email', async () => {
    for (const url of [
      '/api/v1/auth/request-password-reset',
      '/api/v1/email/resend-confirmation',
    ]) {
      const send = (index: number) =>
        app.inject({
          method: 'POST',
          url,
          payload: { email: 'victim@example.test' },
          remoteAddress: `198.51.100.${index}`,
        });
      // At once, as a script would send them: each is held to the quiet answer's time.
      const sent = await Promise.all([0, 1, 2, 3, 4].map(send));
      expect(sent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expectRateLimited(await send(99), 'Too many attempts. Please try again in 1 hour.', 60);
    }
  });
});
