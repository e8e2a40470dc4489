import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockProvider } from '../../test/mock-provider';
import {
  Browser,
  call,
  clickProvider,
  locationOf,
  returnFromProvider,
  signInWith,
  socialSignupForm,
  socialTestApp,
} from './social-sign-in.test-client';
import { confirmedAccount, lastEmail, linkTo, loginRequest } from '../auth/test-helpers';

describe('the providers of an account on /profile', () => {
  let app: FastifyInstance;
  let mock: MockProvider;
  let origin: string;
  beforeAll(async () => {
    ({ app, mock, origin } = await socialTestApp());
  });
  afterAll(() => app.close());

  const as = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const identities = async (accessToken: string) =>
    (await app.inject({ url: '/api/v1/account/identities', headers: as(accessToken) })).json().data;
  const unlink = (accessToken: string, provider: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/account/identities/${provider}`,
      headers: as(accessToken),
    });

  /** A new account made with Google; answers its access token. */
  async function googleAccount(email: string, subject: string) {
    const browser = new Browser();
    await signInWith({ app, mock }, browser, 'google', { subject, email, emailVerified: true });
    const created = await call(app, browser, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/register',
      payload: await socialSignupForm(app, 'Parent'),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.session.jwtResult.accessToken as string;
  }

  it('keeps the only way in of a passwordless account, until a password is set by email', async () => {
    const token = await googleAccount('nour@example.test', 'g-nour');
    const account = await app.inject({ url: '/api/v1/account', headers: as(token) });
    expect(account.json().data).toMatchObject({ email: 'nour@example.test', hasPassword: false });
    expect(await identities(token)).toEqual({
      hasPassword: false,
      identities: [
        { provider: 'google', email: 'nour@example.test', linkedAt: expect.any(String) },
      ],
    });
    const refused = await unlink(token, 'google');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('last_sign_in_method');

    // A password, set through the emailed reset link.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'nour@example.test' },
    });
    const reset = linkTo(await lastEmail(app, 'nour@example.test', 'Reset'), '/reset-password');
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/reset-password',
      payload: {
        token: reset.searchParams.get('token'),
        newPassword: 'nour-pass1',
        confirmNewPassword: 'nour-pass1',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await loginRequest(app, 'nour@example.test', 'nour-pass1');
    const fresh = login.json().data.jwtResult.accessToken as string;

    const removed = await unlink(fresh, 'google');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ hasPassword: true, identities: [] });
    expect((await unlink(fresh, 'google')).statusCode).toBe(404);
    // Google no longer signs in: the account's owner would have to prove it again.
    const back = await signInWith({ app, mock }, new Browser(), 'google', {
      subject: 'g-nour',
      email: 'nour@example.test',
      emailVerified: true,
    });
    expect(locationOf(back).searchParams.get('status')).toBeNull();
  });

  it('lets a passwordless account remove one provider while another remains', async () => {
    const token = await googleAccount('two@example.test', 'g-two');
    const browser = new Browser();
    await signInWith({ app, mock }, browser, 'apple', {
      subject: 'a-two',
      email: 'two@example.test',
      emailVerified: true,
    });
    // No password to prove the account with: the emailed link does it.
    await call(app, browser, origin, { method: 'POST', url: '/api/v1/auth/social/link/email' });
    const link = linkTo(
      await lastEmail(app, 'two@example.test', 'Link Apple'),
      '/social-sign-in/confirm',
    );
    const linked = await call(app, browser, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/link/confirm',
      payload: { token: link.searchParams.get('token') },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(
      (await identities(token)).identities.map((row: { provider: string }) => row.provider),
    ).toEqual(['google', 'apple']);
    expect((await unlink(token, 'google')).statusCode).toBe(200);
    expect((await unlink(token, 'apple')).json().error.code).toBe('last_sign_in_method');
  });

  it('frees the provider account when the account is deleted', async () => {
    await confirmedAccount(app, 'Student', 'leaving@example.test', 'leaving-pass1');
    const browser = new Browser();
    await signInWith({ app, mock }, browser, 'google', {
      subject: 'g-leaving',
      email: 'leaving@example.test',
      emailVerified: true,
    });
    const linked = await call(app, browser, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/link',
      payload: { password: 'leaving-pass1' },
    });
    const token = linked.json().data.session.jwtResult.accessToken as string;
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/v1/account/delete',
      headers: as(token),
      payload: { confirmation: 'DELETE', currentPassword: 'leaving-pass1' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The same Google account now starts a new person's signup, not a sign-in to the old one.
    const fresh = new Browser();
    await signInWith({ app, mock }, fresh, 'google', {
      subject: 'g-leaving',
      email: 'leaving@example.test',
      emailVerified: true,
    });
    const pending = await call(app, fresh, origin, {
      method: 'GET',
      url: '/api/v1/auth/social/pending',
    });
    expect(pending.json().data).toMatchObject({ kind: 'signup' });
    const created = await call(app, fresh, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/register',
      payload: await socialSignupForm(app, 'Student'),
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('redirects stay in the app (open-redirect check)', () => {
  let app: FastifyInstance;
  let mock: MockProvider;
  beforeAll(async () => {
    ({ app, mock } = await socialTestApp({ APP_URL: 'https://nibras.example' }));
  });
  afterAll(() => app.close());

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'drops the return path %s and sends the browser only to the app or the provider',
    async (next) => {
      const browser = new Browser();
      // A forged Host must not become the address we send anyone to.
      const start = browser.keep(
        await app.inject({
          url: '/api/v1/auth/social/google',
          query: { next },
          headers: { host: 'evil.example' },
        }),
      );
      const authorization = locationOf(start);
      expect(`${authorization.origin}${authorization.pathname}`).toBe(`${mock.issuer}/consent`);
      expect(authorization.searchParams.get('redirect_uri')).toBe(
        'https://nibras.example/api/v1/auth/social/google/callback',
      );
      const callback = await mock.authorize(authorization, {
        subject: 'g-redirect',
        email: 'redirect@example.test',
        emailVerified: true,
      });
      const posted = await app.inject({
        method: 'POST',
        url: callback.pathname,
        payload: callback.searchParams.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      });
      expect(locationOf(posted).origin).toBe('https://nibras.example');
      const back = await returnFromProvider(app, browser, callback);
      const target = locationOf(back);
      expect(target.origin).toBe('https://nibras.example');
      expect(target.searchParams.get('next')).toBeNull();
    },
  );

  it('keeps a return path inside the app', async () => {
    const person = { subject: 'g-kept', email: 'kept@example.test', emailVerified: true };
    const first = new Browser();
    await signInWith({ app, mock }, first, 'google', person);
    const origin = 'https://nibras.example';
    await call(app, first, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/register',
      payload: await socialSignupForm(app, 'Student'),
    });
    const browser = new Browser();
    const authorization = await clickProvider(app, browser, 'google', '/sessions/42');
    const back = await returnFromProvider(
      app,
      browser,
      await mock.authorize(authorization, person),
    );
    expect(locationOf(back).href).toBe(
      'https://nibras.example/social-sign-in?status=signed-in&next=%2Fsessions%2F42',
    );
  });
});
