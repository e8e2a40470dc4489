import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { samplePhoto } from '../../test/photos';
import {
  confirmedAccount,
  lastEmail,
  linkTo,
  loginRequest,
  mailbox,
  refreshCookieOf,
  userRow,
} from '../auth/test-helpers';

describe('/profile: the account of every role', () => {
  let app: FastifyInstance;
  const clock = new ManualClock();
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  /** Logs in as a device would: its access token and its refresh cookie. */
  async function device(email: string, password = 'secret-pass1') {
    const login = await loginRequest(app, email, password);
    expect(login.statusCode, login.body).toBe(200);
    return {
      authorization: `Bearer ${login.json().data.jwtResult.accessToken as string}`,
      cookie: refreshCookieOf(login),
    };
  }

  const call = (
    method: 'GET' | 'PATCH' | 'PUT' | 'POST',
    url: string,
    who?: { authorization: string; cookie?: string },
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(who ? { authorization: who.authorization } : {}),
        ...(who?.cookie ? { cookie: `nibras_refresh=${who.cookie}` } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });

  const refresh = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `nibras_refresh=${cookie}`, origin: app.config.appUrl },
    });

  it('shows and saves name, phone, preferred language and time zone, for any role', async () => {
    await confirmedAccount(app, 'Parent', 'edit@example.test');
    const me = await device('edit@example.test');
    const read = await call('GET', '/account', me);
    expect(read.json().data).toMatchObject({
      fullName: 'Mona Hassan',
      email: 'edit@example.test',
      phoneNumber: '+201001234567',
      userType: 'Parent',
      preferredLanguage: 'en',
      pendingEmail: null,
    });
    const saved = await call(
      'PATCH',
      '/account',
      me,
      {
        fullName: '  Mona Adel ',
        phoneNumber: '+966 50 123 4567',
        preferredLanguage: 'ar',
        timeZone: 'Asia/Riyadh',
      },
      { 'accept-language': 'ar' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'حُفظ ملفك الشخصي.',
      data: { fullName: 'Mona Adel', phoneNumber: '+966501234567', preferredLanguage: 'ar' },
    });
    expect(await userRow(app, 'edit@example.test')).toMatchObject({
      fullName: 'Mona Adel',
      phoneNumber: '+966501234567',
      preferredLanguage: 'ar',
      timeZone: 'Asia/Riyadh',
    });
    // The header's language switch sends only the language.
    const language = await call('PATCH', '/account', me, { preferredLanguage: 'en' });
    expect(language.json().data).toMatchObject({ preferredLanguage: 'en', fullName: 'Mona Adel' });
  });

  it('saves how a person asked to be addressed, answers it at login and takes it back', async () => {
    await confirmedAccount(app, 'Tutor', 'address-as@example.test');
    const me = await device('address-as@example.test');
    expect((await call('GET', '/account', me)).json().data).toMatchObject({ addressAs: null });
    const saved = await call('PATCH', '/account', me, { addressAs: 'feminine' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ addressAs: 'feminine', fullName: 'Mona Hassan' });
    expect(await userRow(app, 'address-as@example.test')).toMatchObject({ addressAs: 'feminine' });
    const login = await loginRequest(app, 'address-as@example.test', 'secret-pass1');
    expect(login.json().data.userModel).toMatchObject({ addressAs: 'feminine' });
    const unset = await call('PATCH', '/account', me, { addressAs: null });
    expect(unset.json().data).toMatchObject({ addressAs: null });
    expect(await userRow(app, 'address-as@example.test')).toMatchObject({ addressAs: null });
    const wrong = await call('PATCH', '/account', me, { addressAs: 'plural' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('addressAs');
  });

  it("keeps the person's week on the account: the zone's country unless they choose one", async () => {
    await confirmedAccount(app, 'Parent', 'week-region@example.test');
    const me = await device('week-region@example.test');
    await call('PATCH', '/account', me, { timeZone: 'Asia/Riyadh' });
    expect((await call('GET', '/account', me)).json().data.calendar).toEqual({
      region: 'SA',
      regionChosen: false,
      firstDay: 0,
      weekend: [5, 6],
    });
    // Moving to Cairo moves the week with the zone: Saturday first, Friday and Saturday off.
    const cairo = await call('PATCH', '/account', me, { timeZone: 'Africa/Cairo' });
    expect(cairo.json().data.calendar).toMatchObject({ region: 'EG', firstDay: 6 });
    // A chosen country holds whatever the zone.
    const chosen = await call('PATCH', '/account', me, { calendarRegion: 'GB' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.calendar).toEqual({
      region: 'GB',
      regionChosen: true,
      firstDay: 1,
      weekend: [6, 0],
    });
    expect(await userRow(app, 'week-region@example.test')).toMatchObject({ calendarRegion: 'GB' });
    const back = await call('PATCH', '/account', me, { calendarRegion: null });
    expect(back.json().data.calendar).toMatchObject({ region: 'EG', regionChosen: false });
    for (const wrong of ['gb', 'XX', 'GBR']) {
      const refused = await call('PATCH', '/account', me, { calendarRegion: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toHaveProperty('calendarRegion');
    }
  });

  it('stores a phone written locally, in Arabic digits, as E.164 of the zone’s country', async () => {
    await confirmedAccount(app, 'Parent', 'local-phone@example.test');
    const me = await device('local-phone@example.test');
    const saved = await call('PATCH', '/account', me, {
      phoneNumber: '٠٥٠ ١٢٣ ٤٥٦٧',
      timeZone: 'Asia/Riyadh',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await userRow(app, 'local-phone@example.test')).toMatchObject({
      phoneNumber: '+966501234567',
    });
    // Without a zone to place it, a local form could be any country's.
    const alone = await call('PATCH', '/account', me, { phoneNumber: '0501234567' });
    expect(alone.statusCode).toBe(400);
  });

  it('refuses bad details with field messages, and strangers with 401', async () => {
    await confirmedAccount(app, 'Student', 'bad-details@example.test');
    const me = await device('bad-details@example.test');
    const bad = await call('PATCH', '/account', me, {
      fullName: ' ',
      phoneNumber: '12',
      timeZone: 'Mars/Olympus',
      preferredLanguage: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'validation_failed',
      details: {
        fullName: 'Full name is required',
        phoneNumber:
          'Enter a valid phone number with its country code, for example +20 100 123 4567, or as you dial it in the country of your time zone',
        timeZone: 'Choose a time zone from the list, for example Asia/Riyadh.',
      },
    });
    expect((await call('PATCH', '/account', me, {})).statusCode).toBe(400);
    expect((await call('GET', '/account')).statusCode).toBe(401);
    expect((await call('PATCH', '/account', undefined, { fullName: 'X' })).statusCode).toBe(401);
  });

  it('replaces the photo of a non-tutor through the shared upload', async () => {
    await confirmedAccount(app, 'Parent', 'photo-parent@example.test');
    const me = await device('photo-parent@example.test');
    const form = new FormData();
    const photo = await samplePhoto();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/photo',
      headers: { authorization: me.authorization },
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await userRow(app, 'photo-parent@example.test');
    expect(user.avatarPath).toMatch(/^avatars\//);
    const avatar = await app.inject({ url: response.json().data.avatarUrl as string });
    expect(avatar.statusCode).toBe(200);
    // Stored as we encoded it again (profile-photo.test.ts), not as sent.
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect((await sharp(avatar.rawPayload).metadata()).width).toBe(512);
  });

  describe('change password', () => {
    it('needs the current password; a wrong one changes nothing and does not log out', async () => {
      await confirmedAccount(app, 'Tutor', 'pw-wrong@example.test');
      const me = await device('pw-wrong@example.test');
      const wrong = await call('PUT', '/auth/password', me, {
        currentPassword: 'not-my-password',
        newPassword: 'new-secret-2',
        confirmNewPassword: 'new-secret-2',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'current_password_wrong',
        details: { currentPassword: 'Your current password is not correct.' },
      });
      expect((await loginRequest(app, 'pw-wrong@example.test', 'secret-pass1')).statusCode).toBe(
        200,
      );
      const mismatch = await call('PUT', '/auth/password', me, {
        currentPassword: 'secret-pass1',
        newPassword: 'new-secret-2',
        confirmNewPassword: 'other',
      });
      expect(mismatch.json().error.details).toEqual({
        confirmNewPassword: 'Passwords do not match.',
      });
    });

    it('ends every other session, keeps this one, and tells the owner', async () => {
      await confirmedAccount(app, 'Student', 'pw-change@example.test');
      const here = await device('pw-change@example.test');
      const phone = await device('pw-change@example.test');
      const laptop = await device('pw-change@example.test');
      const changed = await call('PUT', '/auth/password', here, {
        currentPassword: 'secret-pass1',
        newPassword: 'new-secret-2',
        confirmNewPassword: 'new-secret-2',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe(
        'Your password is changed. Your other devices have been signed out.',
      );
      expect((await refresh(phone.cookie)).statusCode).toBe(401);
      expect((await refresh(laptop.cookie)).statusCode).toBe(401);
      const stillHere = await refresh(here.cookie);
      expect(stillHere.statusCode, stillHere.body).toBe(200);
      expect((await loginRequest(app, 'pw-change@example.test', 'secret-pass1')).statusCode).toBe(
        401,
      );
      expect((await loginRequest(app, 'pw-change@example.test', 'new-secret-2')).statusCode).toBe(
        200,
      );
      const notice = await lastEmail(app, 'pw-change@example.test', 'password was changed');
      expect(notice.text).toContain('Every other device was signed out');
    });
  });

  describe('change email', () => {
    const askChange = (
      who: { authorization: string },
      newEmail: string,
      password = 'secret-pass1',
    ) => call('POST', '/account/email', who, { newEmail, currentPassword: password });
    const confirm = (token: string) => call('POST', '/account/email/confirm', undefined, { token });
    async function emailedToken(to: string) {
      const link = linkTo(await lastEmail(app, to, 'Confirm your new'), '/email-change');
      return link.searchParams.get('token') ?? '';
    }

    it('changes only once the link sent to the new address is opened', async () => {
      await confirmedAccount(app, 'Parent', 'old-address@example.test');
      const me = await device('old-address@example.test');
      const wrong = await askChange(me, 'new-address@example.test', 'wrong-pass');
      expect(wrong.json().error.code).toBe('current_password_wrong');
      expect(await mailbox(app, 'new-address@example.test')).toEqual([]);

      const asked = await askChange(me, 'New-Address@Example.test');
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data).toEqual({ email: 'new-address@example.test' });
      // Nothing changed yet: the old address still logs in, the new one does not.
      expect((await userRow(app, 'old-address@example.test')).email).toBe(
        'old-address@example.test',
      );
      expect((await call('GET', '/account', me)).json().data.pendingEmail).toBe(
        'new-address@example.test',
      );
      expect((await loginRequest(app, 'new-address@example.test', 'secret-pass1')).statusCode).toBe(
        401,
      );
      const notice = await lastEmail(app, 'old-address@example.test', 'about to change');
      expect(notice.text).toContain('new-address@example.test');
      expect(notice.links.some((link) => link.includes('token='))).toBe(false);

      const token = await emailedToken('new-address@example.test');
      const confirmed = await confirm(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        message: 'Your email address is changed.',
        data: { email: 'new-address@example.test' },
      });
      expect((await loginRequest(app, 'new-address@example.test', 'secret-pass1')).statusCode).toBe(
        200,
      );
      expect((await loginRequest(app, 'old-address@example.test', 'secret-pass1')).statusCode).toBe(
        401,
      );
      // A used link does nothing more.
      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('email_change_token_invalid');
    });

    it('refuses an address that is taken, when asked and again when confirmed', async () => {
      await confirmedAccount(app, 'Student', 'taken-a@example.test');
      await confirmedAccount(app, 'Student', 'taken-b@example.test');
      const me = await device('taken-a@example.test');
      const taken = await askChange(me, 'TAKEN-B@example.test');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('email_taken');
      expect((await askChange(me, 'taken-a@example.test')).json().error.code).toBe(
        'email_unchanged',
      );

      expect((await askChange(me, 'later-taken@example.test')).statusCode).toBe(200);
      const token = await emailedToken('later-taken@example.test');
      // Meanwhile somebody else signs up with that address.
      await confirmedAccount(app, 'Tutor', 'later-taken@example.test');
      const late = await confirm(token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('email_taken');
      expect((await userRow(app, 'taken-a@example.test')).email).toBe('taken-a@example.test');
    });

    it('refuses an expired link, and an older link once a newer one was sent', async () => {
      await confirmedAccount(app, 'Tutor', 'slow@example.test');
      const me = await device('slow@example.test');
      await askChange(me, 'slow-first@example.test');
      const first = await emailedToken('slow-first@example.test');
      await askChange(me, 'slow-second@example.test');
      expect((await confirm(first)).json().error.code).toBe('email_change_token_invalid');
      const second = await emailedToken('slow-second@example.test');
      clock.advance(25 * 60 * 60 * 1000);
      try {
        const expired = await confirm(second);
        expect(expired.statusCode).toBe(400);
        expect(expired.json().error.code).toBe('email_change_token_invalid');
      } finally {
        clock.set(Date.now());
      }
      expect((await userRow(app, 'slow@example.test')).email).toBe('slow@example.test');
      expect((await confirm('not-a-token')).statusCode).toBe(400);
    });
  });

  it('deleting removes the photo file and every session; the old access token stops working', async () => {
    await confirmedAccount(app, 'Student', 'file@example.test');
    const me = await device('file@example.test');
    const form = new FormData();
    const photo = await samplePhoto();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    await app.inject({
      method: 'PUT',
      url: '/api/v1/account/photo',
      headers: { authorization: me.authorization },
      payload: form,
    });
    const { avatarPath, id } = await userRow(app, 'file@example.test');
    const file = path.join(app.config.dataDir, 'uploads', avatarPath ?? '');
    const smallFile = file.replace(/\.webp$/, '-small.webp');
    expect(existsSync(file)).toBe(true);
    expect(existsSync(smallFile)).toBe(true);
    const deleted = await call('POST', '/account/delete', me, {
      confirmation: 'DELETE',
      currentPassword: 'secret-pass1',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(smallFile)).toBe(false);
    expect(await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toEqual(
      [],
    );
    // The access token still held by the browser no longer reaches the account.
    expect((await call('GET', '/account', me)).statusCode).toBe(401);
  });
});
