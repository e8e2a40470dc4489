import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index';
import type { MockProvider } from '../../test/mock-provider';
import { pairFailureLimit } from '../auth/auth.limits';
import { Browser, call, locationOf, signInWith, socialTestApp } from './social-sign-in.test-client';
import {
  basicFields,
  confirmedAccount,
  lastEmail,
  linkTo,
  loginRequest,
  multipart,
  register,
  signupBody,
  userRow,
} from '../auth/test-helpers';

/** An account that already has the provider's address is linked only after its owner proves it. */
describe('linking a provider to an existing account', () => {
  let app: FastifyInstance;
  let mock: MockProvider;
  let origin: string;
  beforeAll(async () => {
    ({ app, mock, origin } = await socialTestApp());
  });
  afterAll(() => app.close());

  const post = (browser: Browser, url: string, payload?: unknown) =>
    call(app, browser, origin, { method: 'POST', url, payload });
  const identitiesOf = async (email: string) =>
    app.db
      .select({ provider: userIdentities.provider, subject: userIdentities.subject })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(eq(users.email, email));

  /** Back from Google as the owner's address: the link waits for proof. */
  async function pendingLink(email: string, subject: string, emailVerified = true) {
    const browser = new Browser();
    const back = await signInWith({ app, mock }, browser, 'google', {
      subject,
      email,
      emailVerified,
    });
    expect(Object.fromEntries(locationOf(back).searchParams)).toEqual({});
    expect(browser.cookies.has('nibras_refresh')).toBe(false);
    return browser;
  }

  it("links with the account's password, once; a wrong one counts as a failed login", async () => {
    await confirmedAccount(app, 'Parent', 'sara@example.test', 'sara-pass1');
    const browser = await pendingLink('sara@example.test', 'g-sara');
    const pending = await call(app, browser, origin, {
      method: 'GET',
      url: '/api/v1/auth/social/pending',
    });
    expect(pending.json().data).toMatchObject({ kind: 'link', accountHasPassword: true });

    const wrong = await post(browser, '/api/v1/auth/social/link', { password: 'not-hers' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(await identitiesOf('sara@example.test')).toEqual([]);

    const linked = await post(browser, '/api/v1/auth/social/link', { password: 'sara-pass1' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.session.userModel).toMatchObject({ email: 'sara@example.test' });
    expect(browser.cookies.has('nibras_refresh')).toBe(true);
    expect(await identitiesOf('sara@example.test')).toEqual([
      { provider: 'google', subject: 'g-sara' },
    ]);
    expect((await lastEmail(app, 'sara@example.test', 'Google can now sign in')).text).toContain(
      'sara@example.test',
    );
    // From now on Google alone signs her in.
    const again = new Browser();
    const back = await signInWith({ app, mock }, again, 'google', {
      subject: 'g-sara',
      email: 'sara@example.test',
      emailVerified: true,
    });
    expect(locationOf(back).searchParams.get('status')).toBe('signed-in');
  });

  it('stops password guesses through the link as login does', async () => {
    await confirmedAccount(app, 'Tutor', 'guessed@example.test', 'guessed-pass1');
    const browser = await pendingLink('guessed@example.test', 'g-guesser');
    for (let attempt = 0; attempt < pairFailureLimit; attempt++) {
      const wrong = await post(browser, '/api/v1/auth/social/link', {
        password: `guess-${attempt}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await post(browser, '/api/v1/auth/social/link', { password: 'guessed-pass1' });
    expect(blocked.statusCode).toBe(429);
    // The shared counter: the login itself is now refused from here too.
    expect((await loginRequest(app, 'guessed@example.test', 'guessed-pass1')).statusCode).toBe(429);
  });

  it('links by an emailed link, only in the browser that asked for it', async () => {
    await confirmedAccount(app, 'Student', 'yousef@example.test', 'yousef-pass1');
    const browser = await pendingLink('yousef@example.test', 'g-yousef');
    const sent = await post(browser, '/api/v1/auth/social/link/email');
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await lastEmail(app, 'yousef@example.test', 'Link Google');
    const token = linkTo(email, '/social-sign-in/confirm').searchParams.get('token');

    // Someone else's browser (the attacker who started the sign-in, or a stranger) cannot use it.
    const other = await pendingLink('yousef@example.test', 'g-yousef');
    const elsewhere = await post(other, '/api/v1/auth/social/link/confirm', { token });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('social_link_token_invalid');
    expect(await identitiesOf('yousef@example.test')).toEqual([]);

    const confirmed = await post(browser, '/api/v1/auth/social/link/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.session.userModel).toMatchObject({
      email: 'yousef@example.test',
    });
    expect(await identitiesOf('yousef@example.test')).toEqual([
      { provider: 'google', subject: 'g-yousef' },
    ]);
    // The password of a confirmed account stays.
    expect((await loginRequest(app, 'yousef@example.test', 'yousef-pass1')).statusCode).toBe(200);
    // Single use.
    const again = await post(browser, '/api/v1/auth/social/link/confirm', { token });
    expect(again.statusCode).toBe(400);
  });

  it('drops a password nobody proved when the owner confirms a link by email (pre-hijacking)', async () => {
    // A squatter signed up with the address but never confirmed it.
    const form = multipart(
      await signupBody(app, 'Parent', 'victim@example.test', {
        Password: 'squatter-pass',
        ConfirmPassword: 'squatter-pass',
      }),
    );
    expect((await register(app, form)).statusCode).toBe(201);

    // The owner of the address comes with Google and proves the mailbox.
    const browser = await pendingLink('victim@example.test', 'g-victim');
    await post(browser, '/api/v1/auth/social/link/email');
    const token = linkTo(
      await lastEmail(app, 'victim@example.test', 'Link Google'),
      '/social-sign-in/confirm',
    ).searchParams.get('token');
    const confirmed = await post(browser, '/api/v1/auth/social/link/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const victim = await userRow(app, 'victim@example.test');
    expect(victim.emailConfirmedAt).toBeInstanceOf(Date);
    expect(victim.passwordHash).toBeNull();
    expect((await loginRequest(app, 'victim@example.test', 'squatter-pass')).statusCode).toBe(401);
  });

  it('refuses the password of an unconfirmed account when the provider does not vouch for the address', async () => {
    const form = multipart(await signupBody(app, 'Tutor', 'unsure@example.test'));
    expect((await register(app, form)).statusCode).toBe(201);
    const browser = new Browser();
    await signInWith({ app, mock }, browser, 'meta', {
      subject: 'm-unsure',
      email: 'unsure@example.test',
    });
    const refused = await post(browser, '/api/v1/auth/social/link', {
      password: basicFields('').Password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_not_confirmed');
    expect(await identitiesOf('unsure@example.test')).toEqual([]);
  });
});
