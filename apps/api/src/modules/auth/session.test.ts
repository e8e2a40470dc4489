import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { hashToken } from './one-time-tokens';
import { refreshReuseGraceMs } from './refresh-tokens';
import { confirmedAccount, loginRequest, refreshCookieOf } from './test-helpers';

describe('refresh and logout', () => {
  let app: FastifyInstance;
  let origin: string;
  const clock = new ManualClock();
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    origin = new URL(app.config.appUrl).origin;
    await confirmedAccount(app, 'Parent', 'family@example.test');
  });
  afterAll(() => app.close());

  const signIn = async () =>
    refreshCookieOf(await loginRequest(app, 'family@example.test', 'secret-pass1'));

  const refresh = (cookie: string | undefined, headers: Record<string, string> = { origin }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers,
      cookies: cookie ? { nibras_refresh: cookie } : {},
    });

  const logout = (cookie: string | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin },
      cookies: cookie ? { nibras_refresh: cookie } : {},
    });

  it('rotates: a new cookie and access token, the old cookie used up', async () => {
    const first = await signIn();
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      succeeded: true,
      data: { userModel: { email: 'family@example.test', userType: 'Parent' } },
    });
    expect(response.json().data.jwtResult.accessToken).toEqual(expect.any(String));
    const second = refreshCookieOf(response);
    expect(second).not.toBe(first);
    const rows = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first)));
    expect(rows[0]?.usedAt).toBeInstanceOf(Date);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft: the whole family is revoked', async () => {
    const first = await signIn();
    const second = refreshCookieOf(await refresh(first));
    clock.advance(refreshReuseGraceMs + 1000);
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('session_expired');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('gives a retry within the grace period the same new cookie, and keeps the session', async () => {
    const first = await signIn();
    const answer = await refresh(first);
    const second = refreshCookieOf(answer);
    clock.advance(refreshReuseGraceMs - 1000);
    // The answer was lost (a network retry, or a second tab): the old cookie comes again.
    const retry = await refresh(first);
    expect(retry.statusCode).toBe(200);
    expect(refreshCookieOf(retry)).toBe(second);
    expect(retry.json().data.jwtResult.accessToken).toEqual(expect.any(String));
    // The session lives on through the successor, and nothing was revoked.
    const third = refreshCookieOf(await refresh(second));
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('treats the old cookie as theft once its successor has been used, even within the grace', async () => {
    const first = await signIn();
    const second = refreshCookieOf(await refresh(first));
    const third = refreshCookieOf(await refresh(second));
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('answers two parallel refreshes with one cookie alike, without logging out', async () => {
    const token = await signIn();
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((answer) => refreshCookieOf(answer));
    expect(one).toBe(two);
    expect((await refresh(one)).statusCode).toBe(200);
  });

  it('checks Origin: missing or foreign is refused with 403', async () => {
    const token = await signIn();
    const missing = await refresh(token, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('origin_not_allowed');
    const foreign = await refresh(token, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // Refused before use: the token still works from the right origin.
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it('answers 401 and clears the cookie without a usable refresh token', async () => {
    const none = await refresh(undefined);
    expect(none.statusCode).toBe(401);
    const junk = await refresh('not-a-token');
    expect(junk.statusCode).toBe(401);
    expect(junk.headers['set-cookie']).toEqual(expect.stringContaining('nibras_refresh=;'));
  });

  it('refuses an expired refresh token', async () => {
    const token = await signIn();
    await app.db
      .update(refreshTokens)
      // A second before the app's own clock, which stands where the file started: the wall
      // clock may be far past it on a loaded machine.
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const token = await signIn();
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: true,
      message: 'Logged out successfully',
      data: null,
      error: null,
    });
    expect(response.headers['set-cookie']).toEqual(expect.stringContaining('nibras_refresh=;'));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout without a cookie still succeeds, in the caller language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم تسجيل الخروج بنجاح');
  });

  it("logout naming this browser's push endpoint stops its pushes, and only this person's", async () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const login = await loginRequest(app, 'family@example.test', 'secret-pass1');
    const authorization = `Bearer ${login.json().data.jwtResult.accessToken}`;
    // Read on another session: the logout ends this one's access token at once.
    const laptop = await loginRequest(app, 'family@example.test', 'secret-pass1');
    const devices = () =>
      app.inject({
        method: 'GET',
        url: '/api/v1/push/devices',
        headers: { authorization: `Bearer ${laptop.json().data.jwtResult.accessToken}` },
      });
    for (const [name, endpoint] of [
      ['Shared tablet', 'https://push.example.test/shared'],
      ['Own phone', 'https://push.example.test/own'],
    ])
      await app.inject({
        method: 'POST',
        url: '/api/v1/push/devices',
        headers: { authorization },
        payload: { endpoint, keys, label: name },
      });
    await confirmedAccount(app, 'Tutor', 'other-person@example.test');
    const other = await loginRequest(app, 'other-person@example.test', 'secret-pass1');
    const otherAuthorization = `Bearer ${other.json().data.jwtResult.accessToken}`;
    await app.inject({
      method: 'POST',
      url: '/api/v1/push/devices',
      headers: { authorization: otherAuthorization },
      payload: { endpoint: 'https://push.example.test/theirs', keys, label: 'Theirs' },
    });

    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin },
      cookies: { nibras_refresh: refreshCookieOf(login) },
      // Naming another person's endpoint removes nothing of theirs.
      payload: { pushEndpoint: 'https://push.example.test/shared' },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await devices()).json().data.devices.map((device: { label: string }) => device.label),
    ).toEqual(['Own phone']);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin },
      cookies: { nibras_refresh: await signIn() },
      payload: { pushEndpoint: 'https://push.example.test/theirs' },
    });
    expect(theirs.statusCode).toBe(200);
    const left = await app.inject({
      method: 'GET',
      url: '/api/v1/push/devices',
      headers: { authorization: otherAuthorization },
    });
    expect(left.json().data.devices).toHaveLength(1);
    // A malformed body is a 400, never a 500, and the session stays.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin },
      cookies: { nibras_refresh: await signIn() },
      payload: { pushEndpoint: 'x'.repeat(5000) },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('logout ends only this session, not the other devices', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    await logout(phone);
    expect((await refresh(laptop)).statusCode).toBe(200);
  });
});
