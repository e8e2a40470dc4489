import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operatorAuditLog,
  operatorRecoveryCodes,
  operatorSecondFactors,
} from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { lastEmail, linkTo, loginRequest, refreshCookieOf } from '../auth/test-helpers';
import { addOperator } from './operator-accounts';
import { openSealedSecret, totpCodeAt } from './totp';

const password = 'operator-pass1';

describe('operator sign-in with a second factor', () => {
  const clock = new ManualClock();
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    origin = new URL(app.config.appUrl).origin;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/operator/auth/${url}`, payload });

  /** An operator made as the CLI makes one, with the password set through the emailed link. */
  async function invitedOperator(email: string) {
    const operator = await addOperator(app, { email, fullName: 'Rana Operator', language: 'en' });
    const invitation = await lastEmail(app, email, 'invited to operate');
    const token = linkTo(invitation, '/reset-password').searchParams.get('token');
    const reset = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/reset-password',
      payload: { token, newPassword: password, confirmNewPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    return operator;
  }

  async function challengeOf(email: string) {
    const answer = await post('password', { email, password });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { challenge: string; enrolled: boolean };
  }

  /** Enrols through the API, reading the secret as the operator's app would from the URI. */
  async function enrolled(email: string) {
    await invitedOperator(email);
    const { challenge, enrolled: already } = await challengeOf(email);
    expect(already).toBe(false);
    const enrolment = await post('enrolment', { challenge });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = enrolment.json().data;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Nibras:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const confirm = await post('enrolment/confirm', {
      challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    return { secret: secret as string, confirm };
  }

  const operatorRoute = (authorization: string) =>
    app.inject({ method: 'GET', url: '/api/v1/operator/audit-log', headers: { authorization } });

  it('refuses a password alone: the login answers 403 operator_sign_in_required', async () => {
    await invitedOperator('alone@example.test');
    const login = await loginRequest(app, 'alone@example.test', password);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'operator_sign_in_required' });
    expect(login.cookies).toHaveLength(0);
    const arabic = await loginRequest(app, 'alone@example.test', password, {
      'accept-language': 'ar',
    });
    expect(arabic.json().error.message).toContain('المشرفين');
  });

  it('emails the invitation in the operator’s language, with a set-password link', async () => {
    await addOperator(app, { email: 'arabic@example.test', language: 'ar' });
    const invitation = await lastEmail(app, 'arabic@example.test', 'نبراس');
    expect(invitation.subject).toBe('دعوة للإشراف على نبراس');
    expect(linkTo(invitation, '/reset-password').searchParams.get('token')).toBeTruthy();
    expect(linkTo(invitation, '/operator/sign-in')).toBeTruthy();
    await expect(
      addOperator(app, { email: 'Arabic@example.test', language: 'en' }),
    ).rejects.toMatchObject({
      code: 'email_taken',
    });
  });

  it('enrols: the sealed secret, ten hashed recovery codes, a session with the second factor', async () => {
    const { secret, confirm } = await enrolled('enrol@example.test');
    const data = confirm.json().data;
    expect(data.userModel).toMatchObject({ userType: 'Operator', email: 'enrol@example.test' });
    expect(data.recoveryCodes).toHaveLength(10);
    expect(new Set(data.recoveryCodes).size).toBe(10);
    expect(refreshCookieOf(confirm)).toBeTruthy();
    const [factor] = await app.db
      .select()
      .from(operatorSecondFactors)
      .where(eq(operatorSecondFactors.userId, data.userModel.id));
    expect(factor?.enrolledAt).toBeInstanceOf(Date);
    expect(factor?.sealedSecret).not.toContain(secret);
    expect(openSealedSecret(factor?.sealedSecret ?? '', app.config.jwtSecret)).toBe(secret);
    const stored = await app.db
      .select({ codeHash: operatorRecoveryCodes.codeHash })
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.userId, data.userModel.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(data.recoveryCodes[0]);
    expect((await operatorRoute(`Bearer ${data.jwtResult.accessToken}`)).statusCode).toBe(200);
    // Enrolled once: a second enrolment is refused.
    const { challenge, enrolled: now } = await challengeOf('enrol@example.test');
    expect(now).toBe(true);
    expect((await post('enrolment', { challenge })).json().error.code).toBe(
      'operator_already_enrolled',
    );
  });

  it('refuses a wrong code and a replayed one; the next step’s code signs in', async () => {
    const { secret } = await enrolled('replay@example.test');
    const { challenge } = await challengeOf('replay@example.test');
    const wrong = await post('verify', {
      challenge,
      code: '000000' === totpCodeAt(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('totp_code_invalid');
    // The enrolment used this time step's code.
    const replayed = await post('verify', { challenge, code: totpCodeAt(secret, clock.now()) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe('totp_code_used');
    clock.advance(30_000);
    const next = await post('verify', { challenge, code: totpCodeAt(secret, clock.now()) });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.userModel.userType).toBe('Operator');
    const again = await post('verify', { challenge, code: totpCodeAt(secret, clock.now()) });
    expect(again.json().error.code).toBe('totp_code_used');
  });

  it('takes each recovery code once, and writes sign-ins and enrolment to the audit log', async () => {
    const { confirm } = await enrolled('recovery@example.test');
    const { recoveryCodes, userModel } = confirm.json().data;
    const { challenge } = await challengeOf('recovery@example.test');
    const typed = (recoveryCodes[3] as string).toLowerCase().replace('-', ' ');
    const first = await post('verify', { challenge, recoveryCode: typed });
    expect(first.statusCode).toBe(200);
    const second = await post('verify', { challenge, recoveryCode: recoveryCodes[3] });
    expect(second.statusCode).toBe(401);
    expect(second.json().error.code).toBe('recovery_code_invalid');
    const actions = await app.db
      .select({ action: operatorAuditLog.action, details: operatorAuditLog.details })
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.operatorId, userModel.id)))
      .orderBy(operatorAuditLog.id);
    expect(actions).toEqual([
      { action: 'operator.enrol', details: {} },
      { action: 'operator.sign_in', details: { method: 'totp' } },
      { action: 'operator.recovery_code_use', details: {} },
      { action: 'operator.sign_in', details: { method: 'recovery_code' } },
    ]);
  });

  it('stops a guesser after five wrong codes', async () => {
    const { secret } = await enrolled('guesser@example.test');
    const { challenge } = await challengeOf('guesser@example.test');
    const right = totpCodeAt(secret, clock.now());
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('verify', { challenge, code: wrongCode })).statusCode).toBe(401);
    }
    clock.advance(30_000);
    const refused = await post('verify', { challenge, code: totpCodeAt(secret, clock.now()) });
    expect(refused.statusCode).toBe(429);
  });

  it('refuses the operator sign-in to other roles and an expired challenge', async () => {
    await invitedOperator('late@example.test');
    const { challenge } = await challengeOf('late@example.test');
    clock.advance(5 * 60_000 + 1000);
    const late = await post('enrolment', { challenge });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('operator_challenge_expired');
    const parent = await post('password', { email: 'parent@nibras.test', password: 'Nibras123!' });
    expect(parent.statusCode).toBe(403);
    expect(parent.json().error.code).toBe('operator_only');
    const wrong = await post('password', { email: 'late@example.test', password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('ends the session 12 hours after the second factor: routes and refresh refuse', async () => {
    const { confirm } = await enrolled('twelve@example.test');
    let cookie = refreshCookieOf(confirm);
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { origin },
        cookies: { nibras_refresh: cookie },
      });
    clock.advance(11 * 3600_000);
    const renewed = await refresh();
    expect(renewed.statusCode).toBe(200);
    cookie = refreshCookieOf(renewed);
    const token = renewed.json().data.jwtResult.accessToken as string;
    // A renewed access token keeps the second factor: it opens operator routes.
    expect((await operatorRoute(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(3600_000 + 1000);
    const stale = await operatorRoute(`Bearer ${token}`);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('operator_reauthentication_required');
    const ended = await refresh();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('session_expired');
  });
});
