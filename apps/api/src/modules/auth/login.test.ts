import { loginResponseSchema } from '@nibras/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { confirmedAccount, loginRequest, refreshCookieOf } from './test-helpers';

describe('POST /api/v1/auth/login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await confirmedAccount(app, 'Tutor', 'teacher@example.test');
  });
  afterAll(() => app.close());

  it('answers userModel and a short-lived jwtResult, and sets the refresh cookie', async () => {
    const response = await loginRequest(app, 'Teacher@Example.test', 'secret-pass1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ succeeded: true, message: 'Logged in successfully', error: null });
    const data = loginResponseSchema.parse(body.data);
    expect(data.userModel).toMatchObject({
      email: 'teacher@example.test',
      userType: 'Tutor',
      fullName: 'Mona Hassan',
      phoneNumber: '+201001234567',
      preferredLanguage: 'en',
      avatarUrl: null,
    });
    const lifetime = new Date(data.jwtResult.accessTokenExpiration).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);

    const cookie = response.cookies.find((entry) => entry.name === 'nibras_refresh');
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/v1/auth',
      maxAge: 14 * 24 * 60 * 60,
    });
  });

  it('lets the access token through a role-guarded route', async () => {
    const login = await loginRequest(app, 'teacher@example.test', 'secret-pass1');
    const token = login.json().data.jwtResult.accessToken as string;
    const guarded = await app.inject({
      method: 'GET',
      url: '/api/v1/tutor/subjects',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(guarded.statusCode).toBe(200);
  });

  it('never takes a refresh token, or a token signed another way, as an access token', async () => {
    const login = await loginRequest(app, 'teacher@example.test', 'secret-pass1');
    const refresh = refreshCookieOf(login);
    const userId = login.json().data.userModel.id as string;
    const forged = await new SignJWT({ typ: 'access', role: 'Tutor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('someone-else')
      .setAudience('nibras-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, typ: 'access', role: 'Tutor' }),
    ).toString('base64url')}.`;
    for (const token of [refresh, forged, unsigned]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/tutor/subjects',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 401 with the same body for a wrong password and an unknown email', async () => {
    const wrong = await loginRequest(app, 'teacher@example.test', 'wrong-password');
    const unknown = await loginRequest(app, 'nobody@example.test', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      succeeded: false,
      message: 'The email or password is incorrect.',
      data: null,
      error: { code: 'invalid_credentials', message: 'The email or password is incorrect.' },
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with the docs/shared/SPEC.md sign-in messages, in English and Arabic', async () => {
    const en = await loginRequest(app, '', '');
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'validation_failed',
      details: { email: 'Email is required', password: 'Password is required' },
    });
    const short = await loginRequest(app, 'x', '12345');
    expect(short.json().error.details).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 character',
    });
    const ar = await loginRequest(app, '', '', { 'accept-language': 'ar' });
    expect(ar.json().error.details.email).toBe('البريد الإلكتروني مطلوب');
  });

  it('answers 404 in the envelope for a login path that does not exist', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logn',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route_not_found');
  });

  it('logs the seeded demo accounts in, each with its role', async () => {
    for (const [email, userType] of [
      ['tutor@nibras.test', 'Tutor'],
      ['parent@nibras.test', 'Parent'],
      ['student@nibras.test', 'Student'],
    ]) {
      const response = await loginRequest(app, email ?? '', 'Nibras123!');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.userModel.userType).toBe(userType);
    }
  });
});
