import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginRequest, multipart, register } from './test-helpers';

/** The tests share one app, so each uses its own client addresses and accounts. */
describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  function expectRateLimited(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      succeeded: false,
      message: 'Too many attempts. Please wait a moment and try again.',
      data: null,
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a moment and try again.',
      },
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
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
  });

  it('limits failed logins per account, even spread over many addresses', async () => {
    const fromAddress = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'tutor@nibras.test', password: 'wrong-guess' },
        remoteAddress: `192.0.2.${index}`,
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await fromAddress(index)).statusCode).toBe(401);
    }
    const blocked = await fromAddress(50);
    expectRateLimited(blocked);
    // The right password is refused too while the account is locked: guessing gains nothing.
    const rightPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'tutor@nibras.test', password: 'Nibras123!' },
      remoteAddress: '192.0.2.99',
    });
    expect(rightPassword.statusCode).toBe(429);
    // Another account is not affected.
    expect((await loginRequest(app, 'parent@nibras.test', 'Nibras123!')).statusCode).toBe(200);
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
    expectRateLimited(await register(app, form()));
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
      for (let index = 0; index < 5; index += 1) expect((await send(index)).statusCode).toBe(200);
      expectRateLimited(await send(99));
    }
  });
});
