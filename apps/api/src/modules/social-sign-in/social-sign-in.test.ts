import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles, tutorProfiles, userIdentities, users } from '../../db/schema/index';
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
import { lastEmail, linkTo } from '../auth/test-helpers';

describe('signing up and in with Google, Apple and Meta', () => {
  let app: FastifyInstance;
  let mock: MockProvider;
  let origin: string;
  beforeAll(async () => {
    ({ app, mock, origin } = await socialTestApp());
  });
  afterAll(() => app.close());

  const pending = (browser: Browser) =>
    call(app, browser, origin, { method: 'GET', url: '/api/v1/auth/social/pending' });
  const register = (browser: Browser, form: FormData) =>
    call(app, browser, origin, {
      method: 'POST',
      url: '/api/v1/auth/social/register',
      payload: form,
    });
  const refresh = (browser: Browser) =>
    call(app, browser, origin, { method: 'POST', url: '/api/v1/auth/refresh' });

  it('tells the web app which providers are configured', async () => {
    const script = await app.inject({ url: '/config.js' });
    expect(script.body).toContain('"socialProviders":["google","apple","meta"]');
  });

  it('makes a tutor from a verified Google account: role fields first, then signed in', async () => {
    const browser = new Browser();
    const person = {
      subject: 'g-tutor',
      email: 'Layla.G@Example.test',
      emailVerified: true,
      name: 'Layla G',
    };
    const back = await signInWith({ app, mock }, browser, 'google', person);
    expect(locationOf(back).href).toBe(`${app.config.appUrl}/social-sign-in`);
    // No account exists yet: only the pending sign-in, held by this browser.
    expect(
      await app.db.select().from(users).where(eq(users.email, 'layla.g@example.test')),
    ).toEqual([]);
    expect((await pending(browser)).json().data).toEqual({
      kind: 'signup',
      provider: 'google',
      email: 'layla.g@example.test',
      emailVerified: true,
      fullName: 'Layla G',
      returnTo: null,
      accountHasPassword: false,
    });

    const created = await register(
      browser,
      await socialSignupForm(app, 'Tutor', { FullName: 'Layla Ghanem' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      email: 'layla.g@example.test',
      session: { userModel: { fullName: 'Layla Ghanem', userType: 'Tutor' } },
    });
    const [user] = await app.db.select().from(users).where(eq(users.email, 'layla.g@example.test'));
    expect(user).toMatchObject({ passwordHash: null, emailConfirmedAt: expect.any(Date) });
    expect(
      await app.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, user!.id)),
    ).toHaveLength(1);
    expect(
      await app.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id)),
    ).toMatchObject([{ provider: 'google', subject: 'g-tutor' }]);
    // The same session as a password login: the refresh cookie rotates.
    expect(browser.cookies.has('nibras_social')).toBe(false);
    expect((await refresh(browser)).statusCode).toBe(200);
    // The pending sign-in was used up.
    expect((await register(browser, await socialSignupForm(app, 'Tutor'))).statusCode).toBe(404);
  });

  it('makes a parent from Apple, whose answer is posted back, with the name Apple sends once', async () => {
    const browser = new Browser();
    const authorization = await clickProvider(app, browser, 'apple');
    expect(authorization.searchParams.get('response_mode')).toBe('form_post');
    const callback = await mock.authorize(authorization, {
      subject: 'a-parent',
      email: 'mona.apple@example.test',
      emailVerified: true,
    });
    callback.searchParams.set(
      'user',
      JSON.stringify({ name: { firstName: 'Mona', lastName: 'Saleh' } }),
    );
    const back = await returnFromProvider(app, browser, callback, { post: true });
    expect(locationOf(back).pathname).toBe('/social-sign-in');
    expect((await pending(browser)).json().data).toMatchObject({
      provider: 'apple',
      fullName: 'Mona Saleh',
    });
    const created = await register(browser, await socialSignupForm(app, 'Parent'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.session.userModel).toMatchObject({
      email: 'mona.apple@example.test',
      userType: 'Parent',
    });
  });

  it('makes a student from Meta, whose address is unconfirmed: the usual email, then sign-in', async () => {
    const browser = new Browser();
    const person = { subject: 'm-student', email: 'omar.meta@example.test', name: 'Omar M' };
    await signInWith({ app, mock }, browser, 'meta', person);
    expect((await pending(browser)).json().data).toMatchObject({
      provider: 'meta',
      emailVerified: false,
      fullName: 'Omar M',
    });
    const created = await register(browser, await socialSignupForm(app, 'Student'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toEqual({ email: 'omar.meta@example.test', session: null });
    expect(browser.cookies.has('nibras_refresh')).toBe(false);
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'omar.meta@example.test'));
    expect(
      await app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user!.id)),
    ).toHaveLength(1);

    // Until the address is confirmed, Meta does not sign this account in.
    const early = await signInWith({ app, mock }, new Browser(), 'meta', person);
    expect(locationOf(early).searchParams.get('error')).toBe('email_not_confirmed');

    const confirmation = await lastEmail(app, 'omar.meta@example.test', 'Confirm');
    expect(confirmation.text).toContain('This account logs in with Meta.');
    const link = linkTo(confirmation, '/email-confirmation');
    const confirm = await app.inject({
      url: '/api/v1/email/confirm',
      query: Object.fromEntries(link.searchParams),
    });
    expect(confirm.statusCode).toBe(200);
    const later = new Browser();
    const signedIn = await signInWith({ app, mock }, later, 'meta', person);
    expect(locationOf(signedIn).searchParams.get('status')).toBe('signed-in');
    expect((await refresh(later)).json().data.userModel).toMatchObject({ userType: 'Student' });
  });

  it('signs a returning person straight in and back to the page they came from', async () => {
    const person = { subject: 'g-returning', email: 'back@example.test', emailVerified: true };
    const first = new Browser();
    await signInWith({ app, mock }, first, 'google', person);
    expect((await register(first, await socialSignupForm(app, 'Parent'))).statusCode).toBe(201);

    const again = new Browser();
    const next = '/book-session?tutor=abc&step=3';
    const back = await signInWith({ app, mock }, again, 'google', person, { next });
    const target = locationOf(back);
    expect(`${target.origin}${target.pathname}`).toBe(`${app.config.appUrl}/social-sign-in`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ status: 'signed-in', next });
    expect(again.cookies.has('nibras_refresh')).toBe(true);
    expect(again.cookies.has('nibras_social')).toBe(false);
    const session = await refresh(again);
    expect(session.json().data.userModel).toMatchObject({ email: 'back@example.test' });
    // Rotation, as for a password login: the first cookie is used up, the next one works.
    const rotated = await refresh(again);
    expect(rotated.statusCode).toBe(200);
  });

  it('refuses a signup with a role field missing, with the same messages as the password signup', async () => {
    const browser = new Browser();
    await signInWith({ app, mock }, browser, 'google', {
      subject: 'g-incomplete',
      email: 'incomplete@example.test',
      emailVerified: true,
    });
    // The phone may wait (issue 30); one that is given must be a real number.
    const form = await socialSignupForm(app, 'Tutor', { PhoneNumber: '0100 123' });
    form.delete('TutorInfo.HourlyRate');
    const refused = await register(browser, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      details: {
        PhoneNumber: expect.stringContaining('country code'),
        'TutorInfo.HourlyRate': 'Hourly rate is required',
      },
    });
    // Nothing was written, and the pending sign-in still waits for a complete form.
    expect(
      await app.db.select().from(users).where(eq(users.email, 'incomplete@example.test')),
    ).toEqual([]);
    expect((await register(browser, await socialSignupForm(app, 'Tutor'))).statusCode).toBe(201);
  });

  it('sends the browser back with a reason when the provider cannot be reached', async () => {
    const { app: cut } = await socialTestApp({ GOOGLE_ISSUER: 'http://127.0.0.1:9' });
    try {
      const start = await cut.inject({ url: '/api/v1/auth/social/google' });
      expect(locationOf(start).href).toBe(
        `${cut.config.appUrl}/social-sign-in?error=social_provider_unavailable`,
      );
    } finally {
      await cut.close();
    }
  });

  it('answers 404 for a provider that is not configured, and shows no button for it', async () => {
    const { app: plain } = await socialTestApp({ META_CLIENT_ID: '', META_CLIENT_SECRET: '' });
    try {
      const script = await plain.inject({ url: '/config.js' });
      expect(script.body).toContain('"socialProviders":["google","apple"]');
      const refused = await plain.inject({ url: '/api/v1/auth/social/meta' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('social_provider_not_configured');
    } finally {
      await plain.close();
    }
  });
});
