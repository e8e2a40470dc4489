import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions, vapidKeys } from '../../db/schema/index';
import { apiRoot } from '../../paths';
import { pushTestApp } from './push.fixtures';

/**
 * A device keeps the VAPID key it subscribed under (migration 0017, decision 0032): once the
 * server's keys change, a device made under the old one gets nothing and is removed, whether
 * the server knows its key or its push service says so.
 */
describe('push devices and the server’s key', () => {
  const suite = pushTestApp();
  const { api, subscribe, requestedBooking, drain, devicesOf } = suite;

  const serverKey = async (authorization: string) =>
    ((await api(authorization, 'GET', '/push/public-key')).json().data as { publicKey: string })
      .publicKey;

  /** A key the server had before its keys changed (another server's, or older settings). */
  const oldKey = () => webpush.generateVAPIDKeys().publicKey;

  it('keeps the key each device subscribed under: the one the browser names, else the server’s current one', async () => {
    const { people, booking } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const old = oldKey();
    const named = suite.service.device(`named-key-${booking.id}`);
    const unnamed = suite.service.device(`unnamed-key-${booking.id}`);
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
    const stale = suite.service.device(`stale-key-${booking.id}`, { applicationServerKey: old });
    const renewed = suite.service.device(`renewed-key-${booking.id}`, {
      applicationServerKey: current,
    });
    await subscribe(people.tutorAuthorization, stale, 'Old phone', old);
    await subscribe(people.tutorAuthorization, renewed, 'Phone', current);
    await notify();
    await drain();

    // Not even tried: its push service would refuse a push signed with the current key.
    expect(suite.service.requestsTo(stale.name)).toBe(0);
    expect(suite.service.pushesTo(renewed.name)).toHaveLength(1);
    expect(await devicesOf(people.tutor.id)).toEqual([
      { endpoint: renewed.endpoint, vapidPublicKey: current },
    ]);
    // Nothing is left to retry for it.
    const pending = await suite.app.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(
      pending.filter((job) => (job.payload as { endpoint: string }).endpoint === stale.endpoint),
    ).toEqual([]);
  });

  it('removes a device its push service says was made under another key (FCM 403, Mozilla 401), keeps one refused for another reason, and learns the key of one that takes the push', async () => {
    const { people, booking, notify } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const old = oldKey();
    const fcm = suite.service.device(`mismatch-fcm-${booking.id}`, { applicationServerKey: old });
    const mozilla = suite.service.device(`mismatch-mozilla-${booking.id}`);
    const refused = suite.service.device(`refused-${booking.id}`);
    const taken = suite.service.device(`taken-${booking.id}`, { applicationServerKey: current });
    for (const device of [fcm, mozilla, refused, taken])
      await subscribe(people.tutorAuthorization, device);
    // Kept from before migration 0017 with no key stored (the environment's keys): the server
    // cannot tell which key they were made under; their push service can.
    await suite.app.db
      .update(pushSubscriptions)
      .set({ vapidPublicKey: null })
      .where(eq(pushSubscriptions.userId, people.tutor.id));
    suite.service.answer(
      mozilla.name,
      401,
      JSON.stringify({ code: 401, errno: 109, message: 'VAPID public key mismatch' }),
    );
    // Apple's answer to a subject it will not take: the server's to fix, not the device's.
    suite.service.answer(refused.name, 403, JSON.stringify({ reason: 'BadJwtToken' }));
    await notify();
    await drain();

    expect(suite.service.requestsTo(fcm.name)).toBe(1);
    expect(suite.service.requestsTo(mozilla.name)).toBe(1);
    expect(suite.service.pushesTo(taken.name)).toHaveLength(1);
    expect(await devicesOf(people.tutor.id)).toEqual(
      expect.arrayContaining([
        { endpoint: refused.endpoint, vapidPublicKey: null },
        // Its push service took a push signed with the current key: it was made under that one.
        { endpoint: taken.endpoint, vapidPublicKey: current },
      ]),
    );
    expect(await devicesOf(people.tutor.id)).toHaveLength(2);
    const pending = await suite.app.db.select().from(jobs).where(eq(jobs.kind, 'push.send'));
    const byEndpoint = (endpoint: string) =>
      pending.find((job) => (job.payload as { endpoint: string }).endpoint === endpoint);
    expect(byEndpoint(refused.endpoint)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(byEndpoint(refused.endpoint)?.lastError).toMatch(/403.*BadJwtToken/);
    expect(byEndpoint(fcm.endpoint)?.status).not.toBe('pending');
  });

  it('migration 0017 gives the devices kept from before the stored key, and none when there is none', async () => {
    const { people, booking } = await requestedBooking();
    const current = await serverKey(people.tutorAuthorization);
    const kept = suite.service.device(`kept-${booking.id}`);
    await subscribe(people.tutorAuthorization, kept);
    const migration = await readFile(
      path.join(apiRoot, 'drizzle/0017_push_device_key.sql'),
      'utf8',
    );
    // Its statements after the new column's: the column exists here already.
    const [, ...fill] = migration.split('--> statement-breakpoint');
    const keyAfterMigration = (tx: Parameters<Parameters<typeof suite.app.db.transaction>[0]>[0]) =>
      tx
        .select({ key: pushSubscriptions.vapidPublicKey })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, kept.endpoint));
    const migrateKept = async (options: { storedKey: boolean }) => {
      let key: string | null | undefined;
      await expect(
        suite.app.db.transaction(async (tx) => {
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
});
