import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import webpush from 'web-push';
import { conversations, jobs, pushSubscriptions, vapidKeys } from '../../db/schema/index';
import { apiRoot } from '../../paths';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { startPushService, verifiedVapidClaims, type FakeDevice } from '../../test/push-service';
import { notifyBookingChange } from '../booking/booking-notifications';
import {
  createBookingPeople,
  insertBooking,
  mailTo,
} from '../booking/booking-notifications.fixtures';

const startAt = new Date('2030-03-04T14:00:00Z');

/*
 * Web Push end to end (issue 33): the app sends to a push service on this machine, which
 * decrypts each push with the keys its fake device made, as a browser would.
 */
describe('pushes and the choice of channels', () => {
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startPushService>>;
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  beforeAll(async () => {
    service = await startPushService();
    app = await buildTestApp({}, { clock });
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  const api = (
    authorization: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, payload });

  /** As the web app posts a subscription; without `applicationServerKey`, as a client from before. */
  const subscribe = async (
    authorization: string,
    device: FakeDevice,
    label = 'Phone',
    applicationServerKey?: string,
  ) => {
    const answer = await api(authorization, 'POST', '/push/devices', {
      endpoint: device.endpoint,
      keys: device.keys,
      label,
      applicationServerKey,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { id: string };
  };

  const serverKey = async (authorization: string) =>
    ((await api(authorization, 'GET', '/push/public-key')).json().data as { publicKey: string })
      .publicKey;

  /** Keys the server had before its keys changed (another server's, or older settings). */
  const oldKey = () => webpush.generateVAPIDKeys().publicKey;

  const devicesOf = (userId: string) =>
    app.db
      .select({
        endpoint: pushSubscriptions.endpoint,
        vapidPublicKey: pushSubscriptions.vapidPublicKey,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));

  async function requestedBooking(options: { tutorLanguage?: 'en' | 'ar' } = {}) {
    const people = await createBookingPeople(app, {
      tutor: {
        language: options.tutorLanguage ?? 'en',
        timeZone: 'Asia/Riyadh',
        fullName: 'Ahmad Tutor',
      },
      family: { fullName: 'Omar Hassan' },
    });
    const booking = await insertBooking(app, people, {
      startAt,
      status: 'requested',
      history: [{ from: null, to: 'requested', actorId: people.family.id }],
    });
    const notify = () =>
      app.db.transaction((tx) =>
        notifyBookingChange(
          tx,
          { appUrl: app.config.appUrl, now: clock.now() },
          'requested',
          booking.id,
          {
            actorId: people.family.id,
          },
        ),
      );
    return { people, booking, notify };
  }

  const drain = async () => {
    for (let round = 0; round < 5; round += 1) {
      const { done, failed } = await app.runDueJobs();
      if (done + failed === 0) return;
    }
  };

  it('gives the VAPID public key made at first start, the same on every call', async () => {
    const { people } = await requestedBooking();
    const first = await api(people.tutorAuthorization, 'GET', '/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data as { publicKey: string };
    // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await api(people.familyAuthorization, 'GET', '/push/public-key');
    expect(again.json().data.publicKey).toBe(publicKey);
  });

  it('sends a request to each of the tutor’s devices once, encrypted, in Arabic, opening the session', async () => {
    const { people, booking, notify } = await requestedBooking({ tutorLanguage: 'ar' });
    const phone = service.device(`phone-${booking.id}`);
    const laptop = service.device(`laptop-${booking.id}`);
    await subscribe(people.tutorAuthorization, phone, 'Android phone');
    await subscribe(people.tutorAuthorization, laptop, 'Laptop');

    await notify();
    // The same event told again (a retried transaction) queues nothing more.
    await notify();
    await drain();
    await drain();

    for (const device of [phone, laptop]) {
      const pushes = service.pushesTo(device.name);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toEqual({
        title: 'طلب حجز جديد',
        body: expect.stringContaining('\u2068Omar Hassan\u2069'),
        url: `/sessions/${booking.id}`,
        tag: `booking:${booking.id}`,
        lang: 'ar',
      });
    }
    // Riyadh's time, Western digits (5:00 PM there).
    expect(service.pushesTo(phone.name)[0]?.body).toMatch(/5:00/);
    // The default for a tutor's requests is both: the email went too (the outbox has no key, so
    // the second call queued a second email, as it did before pushes existed).
    expect(await mailTo(app, people.tutor.email)).toHaveLength(2);
    // Each push is signed with the server's VAPID key for this push service's origin.
    const { publicKey } = (await api(people.tutorAuthorization, 'GET', '/push/public-key')).json()
      .data as { publicKey: string };
    const push = service.received.find((entry) => entry.device === phone.name)!;
    const claims = verifiedVapidClaims(push.headers.authorization as string, publicKey);
    expect(claims.aud).toBe(new URL(phone.endpoint).origin);
    expect(claims.sub).toBe(app.config.vapid.subject);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    // The devices' list says when each last received one.
    const devices = (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data
      .devices as Array<{ label: string; lastPushedAt: string | null }>;
    expect(devices.map((device) => device.label).sort()).toEqual(['Android phone', 'Laptop']);
    expect(devices.every((device) => device.lastPushedAt !== null)).toBe(true);
  });

  it('honours the channel chosen for the event: email only, push only, or none', async () => {
    const cases = [
      { channel: 'email', pushes: 0, emails: 1 },
      { channel: 'push', pushes: 1, emails: 0 },
      { channel: 'none', pushes: 0, emails: 0 },
      { channel: 'both', pushes: 1, emails: 1 },
    ] as const;
    for (const { channel, pushes, emails } of cases) {
      const { people, booking, notify } = await requestedBooking();
      const phone = service.device(`${channel}-${booking.id}`);
      await subscribe(people.tutorAuthorization, phone);
      const saved = await api(people.tutorAuthorization, 'PUT', '/notifications/preferences', {
        preferences: [{ event: 'booking-requested', channel }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.preferences).toContainEqual({
        event: 'booking-requested',
        channel,
        isDefault: false,
      });
      await notify();
      await drain();
      expect(service.pushesTo(phone.name), channel).toHaveLength(pushes);
      expect(await mailTo(app, people.tutor.email), channel).toHaveLength(emails);
    }
  });

  it('lists the defaults per role until a choice is made', async () => {
    const { people } = await requestedBooking();
    const answer = await api(people.tutorAuthorization, 'GET', '/notifications/preferences');
    const preferences = answer.json().data.preferences as Array<{
      event: string;
      channel: string;
      isDefault: boolean;
    }>;
    expect(preferences).toHaveLength(10);
    expect(preferences.every((row) => row.isDefault)).toBe(true);
    expect(preferences.find((row) => row.event === 'booking-requested')?.channel).toBe('both');
    expect(preferences.find((row) => row.event === 'money')?.channel).toBe('email');
    const bad = await api(people.tutorAuthorization, 'PUT', '/notifications/preferences', {
      preferences: [{ event: 'booking-requested', channel: 'pigeon' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });

  it('removes a device the push service says is gone (410, 404) and keeps one that failed for now (500)', async () => {
    const { people, booking, notify } = await requestedBooking();
    const gone = service.device(`gone-${booking.id}`);
    const unknown = service.device(`unknown-${booking.id}`);
    const busy = service.device(`busy-${booking.id}`);
    for (const device of [gone, unknown, busy]) await subscribe(people.tutorAuthorization, device);
    service.answer(gone.name, 410);
    service.answer(unknown.name, 404);
    service.answer(busy.name, 500);
    await notify();
    await drain();

    const left = await app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, people.tutor.id));
    expect(left.map((row) => row.endpoint)).toEqual([busy.endpoint]);
    // The failed push waits for its next attempt (in a minute), like an email's.
    const pending = await app.db.select().from(jobs).where(eq(jobs.kind, 'push.send'));
    const busyJob = pending.find(
      (job) => (job.payload as { endpoint: string }).endpoint === busy.endpoint,
    );
    expect(busyJob).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busyJob?.lastError).toMatch(/500/);

    // It answers again: the retry delivers the push, once.
    service.answer(busy.name, 201);
    clock.advance(61_000);
    await drain();
    expect(service.pushesTo(busy.name)).toHaveLength(1);
  });

  it('keeps the key each device subscribed under: the one the browser names, else the server’s current one', async () => {
    const { people, booking } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const old = oldKey();
    const named = service.device(`named-key-${booking.id}`);
    const unnamed = service.device(`unnamed-key-${booking.id}`);
    await subscribe(people.tutorAuthorization, named, 'Phone', old);
    // A client from before sends no key: it subscribed with the one the server gave it.
    await subscribe(people.tutorAuthorization, unnamed, 'Laptop');
    expect(await devicesOf(people.tutor.id)).toEqual(
      expect.arrayContaining([
        { endpoint: named.endpoint, vapidPublicKey: old },
        { endpoint: unnamed.endpoint, vapidPublicKey: current },
      ]),
    );
    // Subscribed again under the current key (padded, as some write it): the device follows.
    await subscribe(people.tutorAuthorization, named, 'Phone', `${current}=`);
    expect(await devicesOf(people.tutor.id)).toContainEqual({
      endpoint: named.endpoint,
      vapidPublicKey: current,
    });
    const shown = (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data
      .devices as Array<Record<string, unknown>>;
    expect(Object.keys(shown[0] ?? {}).sort()).toEqual(
      ['createdAt', 'endpoint', 'id', 'label', 'lastPushedAt'].sort(),
    );
  });

  it('sends nothing to a device subscribed under a key the server no longer has, and removes it', async () => {
    const { people, booking, notify } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const old = oldKey();
    const stale = service.device(`stale-key-${booking.id}`, { applicationServerKey: old });
    const renewed = service.device(`renewed-key-${booking.id}`, { applicationServerKey: current });
    await subscribe(people.tutorAuthorization, stale, 'Old phone', old);
    await subscribe(people.tutorAuthorization, renewed, 'Phone', current);
    await notify();
    await drain();

    // Not even tried: its push service would refuse a push signed with the current key.
    expect(service.requestsTo(stale.name)).toBe(0);
    expect(service.pushesTo(renewed.name)).toHaveLength(1);
    expect(await devicesOf(people.tutor.id)).toEqual([
      { endpoint: renewed.endpoint, vapidPublicKey: current },
    ]);
    // Nothing is left to retry for it.
    const pending = await app.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(
      pending.filter((job) => (job.payload as { endpoint: string }).endpoint === stale.endpoint),
    ).toEqual([]);
  });

  it('removes a device its push service says was made under another key (FCM 403, Mozilla 401) and keeps one refused for another reason', async () => {
    const { people, booking, notify } = await requestedBooking();
    const old = oldKey();
    const fcm = service.device(`mismatch-fcm-${booking.id}`, { applicationServerKey: old });
    const mozilla = service.device(`mismatch-mozilla-${booking.id}`);
    const refused = service.device(`refused-${booking.id}`);
    for (const device of [fcm, mozilla, refused])
      await subscribe(people.tutorAuthorization, device);
    // Kept from before migration 0016 with no key stored (the environment's keys): the server
    // cannot tell which key they were made under; their push service can.
    await app.db
      .update(pushSubscriptions)
      .set({ vapidPublicKey: null })
      .where(eq(pushSubscriptions.userId, people.tutor.id));
    service.answer(
      mozilla.name,
      401,
      JSON.stringify({ code: 401, errno: 109, message: 'VAPID public key mismatch' }),
    );
    // Apple's answer to a subject it will not take: the server's to fix, not the device's.
    service.answer(refused.name, 403, JSON.stringify({ reason: 'BadJwtToken' }));
    await notify();
    await drain();

    expect(service.requestsTo(fcm.name)).toBe(1);
    expect(service.requestsTo(mozilla.name)).toBe(1);
    expect(await devicesOf(people.tutor.id)).toEqual([
      { endpoint: refused.endpoint, vapidPublicKey: null },
    ]);
    const pending = await app.db.select().from(jobs).where(eq(jobs.kind, 'push.send'));
    const byEndpoint = (endpoint: string) =>
      pending.find((job) => (job.payload as { endpoint: string }).endpoint === endpoint);
    expect(byEndpoint(refused.endpoint)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(byEndpoint(refused.endpoint)?.lastError).toMatch(/403.*BadJwtToken/);
    expect(byEndpoint(fcm.endpoint)?.status).not.toBe('pending');
  });

  it('migration 0016 gives the devices kept from before the stored key, and none when there is none', async () => {
    const { people, booking } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const kept = service.device(`kept-${booking.id}`);
    await subscribe(people.tutorAuthorization, kept);
    const migration = await readFile(
      path.join(apiRoot, 'drizzle/0016_push_device_key.sql'),
      'utf8',
    );
    // Its statements after the new column's: the column exists here already.
    const [, ...fill] = migration.split('--> statement-breakpoint');
    const keyAfterMigration = (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) =>
      tx
        .select({ key: pushSubscriptions.vapidPublicKey })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, kept.endpoint));
    const migrateKept = async (options: { storedKey: boolean }) => {
      let key: string | null | undefined;
      await expect(
        app.db.transaction(async (tx) => {
          await tx.update(pushSubscriptions).set({ vapidPublicKey: null });
          if (!options.storedKey) await tx.delete(vapidKeys);
          for (const statement of fill) await tx.execute(sql.raw(statement));
          key = (await keyAfterMigration(tx))[0]?.key;
          tx.rollback();
        }),
      ).rejects.toThrow(TransactionRollbackError);
      return key;
    };
    expect(fill.length).toBeGreaterThan(0);
    expect(await migrateKept({ storedKey: true })).toBe(current);
    expect(await migrateKept({ storedKey: false })).toBeNull();
  });

  it('turns a device off (only one’s own) and sends it nothing more', async () => {
    const { people, booking, notify } = await requestedBooking();
    const phone = service.device(`off-${booking.id}`);
    const { id } = await subscribe(people.tutorAuthorization, phone);
    const stranger = await api(people.familyAuthorization, 'DELETE', `/push/devices/${id}`);
    expect(stranger.statusCode).toBe(404);
    const off = await api(people.tutorAuthorization, 'DELETE', `/push/devices/${id}`);
    expect(off.statusCode).toBe(200);
    expect(
      (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data.devices,
    ).toEqual([]);
    await notify();
    await drain();
    expect(service.pushesTo(phone.name)).toEqual([]);
  });

  it('pushes each new message at once, naming who wrote, grouped per conversation, never quoting it', async () => {
    const people = await createBookingPeople(app, {
      tutor: { fullName: 'Samira Haddad' },
      family: { language: 'ar', fullName: 'Omar Student' },
    });
    const [conversation] = await app.db
      .insert(conversations)
      .values({
        tutorId: people.tutor.id,
        studentId: people.family.id,
        lastMessageAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    const phone = service.device(`messages-${conversation!.id}`);
    await subscribe(people.familyAuthorization, phone);
    const tutorPhone = service.device(`tutor-messages-${conversation!.id}`);
    await subscribe(people.tutorAuthorization, tutorPhone);
    for (const body of ['My private words', 'Second one']) {
      const sent = await app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation!.id}/messages`,
        headers: { authorization: people.tutorAuthorization, 'idempotency-key': randomUUID() },
        payload: { body },
      });
      expect(sent.statusCode).toBe(201);
    }
    await drain();
    const pushes = service.pushesTo(phone.name);
    expect(pushes).toHaveLength(2);
    for (const push of pushes)
      expect(push).toEqual({
        title: 'رسالة جديدة',
        body: 'من \u2068Samira Haddad\u2069',
        url: `/messages/${conversation!.id}`,
        tag: `conversation:${conversation!.id}`,
        lang: 'ar',
      });
    expect(JSON.stringify(pushes)).not.toContain('private');
    // The writer's own devices hear nothing of their own messages.
    expect(service.pushesTo(tutorPhone.name)).toEqual([]);
  });

  it('sends through the development stand-in push service and lists each push at /dev/pushes', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { people, booking, notify } = await requestedBooking();
    const device = service.device(`stand-in-${booking.id}`);
    const name = `stand-in-${booking.id}`;
    await subscribe(people.tutorAuthorization, {
      ...device,
      endpoint: `${address}/dev/push-service/${name}`,
    });
    await notify();
    await drain();
    const received = (await app.inject({ url: `/dev/push-service/${name}` })).json().data
      .received as Array<{ body: string }>;
    expect(received).toHaveLength(1);
    const sent = (await app.inject({ url: `/dev/pushes?userId=${people.tutor.id}` })).json().data
      .pushes as Array<{ outcome: string; status: number; message: { url: string } }>;
    expect(sent).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        status: 201,
        message: expect.objectContaining({ url: `/sessions/${booking.id}` }),
      }),
    ]);
    // Told the device is gone, the stand-in answers 410 and the server removes the device.
    await app.inject({ method: 'DELETE', url: `/dev/push-service/${name}` });
    await app.db.transaction((tx) =>
      notifyBookingChange(
        tx,
        { appUrl: app.config.appUrl, now: clock.now() },
        'cancelled',
        booking.id,
      ),
    );
    await drain();
    expect(
      (await api(people.tutorAuthorization, 'GET', '/push/devices')).json().data.devices,
    ).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const { people } = await requestedBooking();
    const answer = await api(people.tutorAuthorization, 'POST', '/push/devices', {
      endpoint: 'ftp://example.test/x',
      keys: { p256dh: 'short', auth: 'short' },
      label: 'Phone',
    });
    expect(answer.statusCode).toBe(400);
    const unsigned = await app.inject({ method: 'GET', url: '/api/v1/push/devices' });
    expect(unsigned.statusCode).toBe(401);
  });
});
