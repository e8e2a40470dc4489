import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema/index';
import { signAccessToken } from '../../plugins/auth';
import { buildTestApp } from '../../test/build-test-app';
import { databaseUrlNamed, testEnvironment, withAdminClient } from '../../test/database-template';
import { openSession } from '../../test/fixtures';
import { waitFor } from '../../test/wait-for';
import { hashPassword } from '../auth/passwords';
import {
  confirmedAccount,
  lastEmail,
  linkTo,
  loginRequest,
  refreshCookieOf,
} from '../auth/test-helpers';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';
import { deleteAccount } from './account-deletion.service';

/** One device's sign-in: its access token and its refresh cookie (its session). */
type Device = { authorization: string; cookie: string };

async function signIn(app: FastifyInstance, email: string, password = 'secret-pass1') {
  const response = await loginRequest(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const device: Device = {
    authorization: `Bearer ${response.json().data.jwtResult.accessToken}`,
    cookie: refreshCookieOf(response),
  };
  return device;
}

/** Any signed-in read: 200 while the token may act, 401 once it may not. */
const accountStatus = async (app: FastifyInstance, device: Device) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { authorization: device.authorization },
    })
  ).statusCode;

const originOf = (app: FastifyInstance) => new URL(app.config.appUrl).origin;

const logout = (app: FastifyInstance, device: Device) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { origin: originOf(app) },
    cookies: { nibras_refresh: device.cookie },
  });

describe('access tokens end at once (issue 31, item 1)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('logout ends this device’s access token at once, and not the other device’s', async () => {
    await confirmedAccount(app, 'Parent', 'two-devices@example.test');
    const phone = await signIn(app, 'two-devices@example.test');
    const laptop = await signIn(app, 'two-devices@example.test');
    expect(await accountStatus(app, phone)).toBe(200);
    expect(await accountStatus(app, laptop)).toBe(200);

    expect((await logout(app, phone)).statusCode).toBe(200);
    expect(await accountStatus(app, phone)).toBe(401);
    expect(await accountStatus(app, laptop)).toBe(200);
  });

  it('a password change ends every other device’s access at once; this device stays signed in', async () => {
    await confirmedAccount(app, 'Student', 'changer@example.test');
    const here = await signIn(app, 'changer@example.test');
    const elsewhere = await signIn(app, 'changer@example.test');
    expect(await accountStatus(app, elsewhere)).toBe(200);

    const change = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: { authorization: here.authorization },
      payload: {
        currentPassword: 'secret-pass1',
        newPassword: 'another-pass2',
        confirmNewPassword: 'another-pass2',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(await accountStatus(app, elsewhere)).toBe(401);
    // The web keeps the token it holds after a change (features/account): it must still act,
    // and its cookie still renews it.
    expect(await accountStatus(app, here)).toBe(200);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { origin: originOf(app) },
      cookies: { nibras_refresh: here.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    const elsewhereRenewed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { origin: originOf(app) },
      cookies: { nibras_refresh: elsewhere.cookie },
    });
    expect(elsewhereRenewed.statusCode).toBe(401);
  });

  it('a password reset ends the access of every device at once', async () => {
    await confirmedAccount(app, 'Tutor', 'resetter@example.test');
    const device = await signIn(app, 'resetter@example.test');
    expect(await accountStatus(app, device)).toBe(200);
    const ask = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/request-password-reset',
      payload: { email: 'resetter@example.test' },
    });
    expect(ask.statusCode).toBe(200);
    const link = linkTo(
      await lastEmail(app, 'resetter@example.test', 'Reset your'),
      '/reset-password',
    );
    const reset = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/reset-password',
      payload: {
        token: link.searchParams.get('token'),
        newPassword: 'brand-new-pass',
        confirmNewPassword: 'brand-new-pass',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await accountStatus(app, device)).toBe(401);
  });

  it('a reused refresh token (theft) ends the access tokens of its session too', async () => {
    await confirmedAccount(app, 'Parent', 'stolen@example.test');
    const device = await signIn(app, 'stolen@example.test');
    const refresh = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { origin: originOf(app) },
        cookies: { nibras_refresh: cookie },
      });
    const rotated = await refresh(device.cookie);
    expect(rotated.statusCode).toBe(200);
    const thief: Device = {
      authorization: `Bearer ${rotated.json().data.jwtResult.accessToken}`,
      cookie: refreshCookieOf(rotated),
    };
    // The successor is used, so the old cookie coming back is a second holder.
    expect((await refresh(thief.cookie)).statusCode).toBe(200);
    expect((await refresh(device.cookie)).statusCode).toBe(401);
    expect(await accountStatus(app, thief)).toBe(401);
  });

  it('refuses a token that names no session, or a session of another account', async () => {
    await confirmedAccount(app, 'Student', 'nosession@example.test');
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'nosession@example.test'));
    if (!row) throw new Error('no user');
    const grant = { id: row.id, userType: row.userType, accessVersion: row.accessVersion };
    const strangers = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'changer@example.test'));
    const strangerSession = await openSession(app, strangers[0]?.id ?? randomUUID());
    for (const sessionId of [randomUUID(), strangerSession]) {
      const { accessToken } = await signAccessToken(app.config.jwtSecret, { ...grant, sessionId });
      expect(await accountStatus(app, { authorization: `Bearer ${accessToken}`, cookie: '' })).toBe(
        401,
      );
    }
    const { accessToken: own } = await signAccessToken(app.config.jwtSecret, {
      ...grant,
      sessionId: await openSession(app, row.id),
    });
    expect(await accountStatus(app, { authorization: `Bearer ${own}`, cookie: '' })).toBe(200);
  });

  it('a deleted tutor has no public slots and cannot be booked: 404', async () => {
    const catalog = await pickCatalog(app);
    const tutor = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      weekly: [{ weekday: 1, startMinute: 9 * 60, endMinute: 17 * 60 }],
    });
    const slots = () => app.inject({ method: 'GET', url: `/api/v1/tutors/${tutor.user.id}/slots` });
    expect((await slots()).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword('tutor-pass1') })
      .where(eq(users.id, tutor.user.id));
    await deleteAccount(app, tutor.user.id, {
      confirmation: tutor.user.email,
      currentPassword: 'tutor-pass1',
    });
    expect(await accountStatus(app, { authorization: tutor.authorization, cookie: '' })).toBe(401);
    const gone = await slots();
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('tutor_not_found');
  });
});

const server = process.env.TEST_DATABASE_URL;

/**
 * Two app instances on one PostgreSQL database, each with its own cache and its own LISTEN
 * connection, as two processes behind a load balancer: what one ends, the other refuses.
 */
describe.runIf(server)('access tokens end at once across two processes', () => {
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];
  let databaseName = '';

  beforeAll(async () => {
    const template = inject('databaseTemplate');
    databaseName = `nibras_test_${randomBytes(6).toString('hex')}`;
    const from = template.kind === 'postgres' ? ` template ${template.name}` : '';
    await withAdminClient(server ?? '', (admin) =>
      admin.query(`create database ${databaseName}${from}`),
    );
    const jwtSecret = randomBytes(32).toString('hex');
    for (let index = 0; index < 2; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-access-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        ...testEnvironment(dataDir, databaseUrlNamed(server ?? '', databaseName)),
        JWT_SECRET: jwtSecret,
      });
      apps.push(await buildApp({ config }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) {
      await withAdminClient(server ?? '', (admin) =>
        admin.query(`drop database if exists ${databaseName} with (force)`),
      );
    }
  });

  it('a session ended in one process is refused by the other on its next request', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    await confirmedAccount(first, 'Parent', 'across@example.test');
    const device = await signIn(first, 'across@example.test');
    // The second process has read and cached that this token may act.
    expect(await accountStatus(second, device)).toBe(200);
    expect(await accountStatus(second, device)).toBe(200);

    expect((await logout(first, device)).statusCode).toBe(200);
    // The fan-out is asynchronous (NOTIFY): the next request after it arrives is refused.
    await waitFor(async () => (await accountStatus(second, device)) === 401, {
      timeoutMs: 5000,
      what: 'the other process to refuse the ended session',
    });
  });

  it('a deletion in one process ends the account’s token in the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    await confirmedAccount(first, 'Student', 'deleted-across@example.test');
    const device = await signIn(first, 'deleted-across@example.test');
    expect(await accountStatus(second, device)).toBe(200);
    const deletion = await first.inject({
      method: 'POST',
      url: '/api/v1/account/delete',
      headers: { authorization: device.authorization },
      payload: { confirmation: 'deleted-across@example.test', currentPassword: 'secret-pass1' },
    });
    expect(deletion.statusCode).toBe(200);
    await waitFor(async () => (await accountStatus(second, device)) === 401, {
      timeoutMs: 5000,
      what: 'the other process to refuse the deleted account',
    });
  });
});
