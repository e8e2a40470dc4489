import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialSignIns, userIdentities, users } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import type { MockProvider } from '../../test/mock-provider';
import { authorizationLifetimeMs } from './social-sign-in.service';
import {
  Browser,
  call,
  clickProvider,
  locationOf,
  returnFromProvider,
  signInWith,
  socialTestApp,
} from './social-sign-in.test-client';
import { confirmedAccount } from '../auth/test-helpers';

/**
 * Every answer that does not prove who signed in ends on /social-sign-in?error= with no account,
 * no identity and no session, and the flow used up.
 */
describe('refusing a provider answer that proves nothing', () => {
  let app: FastifyInstance;
  let mock: MockProvider;
  let origin: string;
  const clock = new ManualClock();
  beforeAll(async () => {
    ({ app, mock, origin } = await socialTestApp({}, { clock }));
  });
  afterAll(() => app.close());

  const person = { subject: 'g-refused', email: 'refused@example.test', emailVerified: true };

  async function expectRefused(
    response: Awaited<ReturnType<typeof returnFromProvider>>,
    browser: Browser,
    error: string,
  ) {
    const target = locationOf(response);
    expect(`${target.origin}${target.pathname}`).toBe(`${app.config.appUrl}/social-sign-in`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ error });
    expect(browser.cookies.has('nibras_refresh')).toBe(false);
    expect(browser.cookies.has('nibras_social')).toBe(false);
    const waiting = await call(app, browser, origin, {
      method: 'GET',
      url: '/api/v1/auth/social/pending',
    });
    expect(waiting.statusCode).toBe(404);
    expect(await app.db.select().from(userIdentities)).toEqual([]);
    expect(
      (await app.db.select({ email: users.email }).from(users)).map((row) => row.email),
    ).not.toContain(person.email);
  }

  it('a wrong state: an answer made for another sign-in', async () => {
    const browser = new Browser();
    const authorization = await clickProvider(app, browser, 'google');
    authorization.searchParams.set('state', 'a-state-of-someone-else');
    const back = await returnFromProvider(
      app,
      browser,
      await mock.authorize(authorization, person),
    );
    await expectRefused(back, browser, 'social_sign_in_failed');
  });

  it('a wrong nonce in the ID token', async () => {
    const browser = new Browser();
    mock.tamperNextIdToken((payload) => {
      payload.nonce = 'replayed-nonce';
    });
    await expectRefused(
      await signInWith({ app, mock }, browser, 'google', person),
      browser,
      'social_sign_in_failed',
    );
  });

  it('an ID token made for another client (wrong audience)', async () => {
    const browser = new Browser();
    mock.tamperNextIdToken((payload) => {
      payload.aud = 'some-other-app';
    });
    await expectRefused(
      await signInWith({ app, mock }, browser, 'google', person),
      browser,
      'social_sign_in_failed',
    );
  });

  it("an ID token whose signature is not the provider's", async () => {
    const browser = new Browser();
    mock.forgeNextIdTokenSignature();
    await expectRefused(
      await signInWith({ app, mock }, browser, 'apple', person),
      browser,
      'social_sign_in_failed',
    );
  });

  it('a cancelled consent (error=access_denied)', async () => {
    const browser = new Browser();
    await expectRefused(
      await signInWith({ app, mock }, browser, 'google', 'cancel'),
      browser,
      'social_cancelled',
    );
  });

  it('a provider account without an email address', async () => {
    const browser = new Browser();
    await expectRefused(
      await signInWith({ app, mock }, browser, 'meta', { subject: 'm-no-email' }),
      browser,
      'social_email_missing',
    );
  });

  it('a callback in another browser, or a second time, or too late', async () => {
    const browser = new Browser();
    const callback = await mock.authorize(await clickProvider(app, browser, 'google'), person);
    // Another browser has no flow cookie: the code is useless there.
    const elsewhere = new Browser();
    await expectRefused(
      await returnFromProvider(app, elsewhere, callback),
      elsewhere,
      'social_sign_in_expired',
    );

    const replayed = new Browser();
    const first = await mock.authorize(await clickProvider(app, replayed, 'google'), person);
    const cookie = replayed.cookies.get('nibras_social') as string;
    await returnFromProvider(app, replayed, first);
    replayed.cookies.set('nibras_social', cookie);
    await expectRefused(
      await returnFromProvider(app, replayed, first),
      replayed,
      'social_sign_in_expired',
    );
    await app.db.delete(socialSignIns);

    const slow = new Browser();
    const late = await mock.authorize(await clickProvider(app, slow, 'google'), person);
    clock.advance(authorizationLifetimeMs + 1000);
    await expectRefused(await returnFromProvider(app, slow, late), slow, 'social_sign_in_expired');
  });

  it('an unverified address that already has an account is never signed in by it', async () => {
    await confirmedAccount(app, 'Parent', 'owner@example.test');
    const browser = new Browser();
    const back = await signInWith({ app, mock }, browser, 'meta', {
      subject: 'm-squatter',
      email: 'owner@example.test',
    });
    // Not signed in: the owner must prove the account before anything is linked.
    expect(Object.fromEntries(locationOf(back).searchParams)).toEqual({});
    expect(browser.cookies.has('nibras_refresh')).toBe(false);
    const waiting = await call(app, browser, origin, {
      method: 'GET',
      url: '/api/v1/auth/social/pending',
    });
    expect(waiting.json().data).toMatchObject({ kind: 'link', emailVerified: false });
    expect(await app.db.select().from(userIdentities)).toEqual([]);
  });
});
