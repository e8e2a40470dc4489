import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  notificationPreferences,
  pushSubscriptions,
  users,
  vapidKeys,
} from '../../db/schema/index';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function preferencesOf(db: DbExecutor, userId: string) {
  return db
    .select({ event: notificationPreferences.event, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function preferenceOf(db: DbExecutor, userId: string, event: string) {
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.event, event)),
    );
  return row?.channel;
}

export async function savePreference(
  db: DbExecutor,
  row: { userId: string; event: string; channel: string; updatedAt: Date },
) {
  await db
    .insert(notificationPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { channel: row.channel, updatedAt: row.updatedAt },
    });
}

export async function userTypeOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ userType: users.userType, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export function devicesOf(db: DbExecutor, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/**
 * A device's subscription, as the browser sent it. The endpoint is the device: subscribing it
 * again (the same browser after a new sign-in, or another account on it) moves it to this person.
 */
export async function upsertDevice(
  db: DbExecutor,
  row: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    label: string;
    vapidPublicKey: string;
    createdAt: Date;
  },
) {
  const [device] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
        vapidPublicKey: row.vapidPublicKey,
      },
    })
    .returning();
  return device!;
}

/** Keeps the newest `keep` devices of a person, removing the others. */
export async function keepNewestDevices(db: DbExecutor, userId: string, keep: number) {
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
    .limit(keep);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        newest.map((row) => row.id),
      ),
    ),
  );
}

export async function deleteDevice(db: DbExecutor, userId: string, id: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A person's device by its push endpoint (the browser being logged out of). */
export async function deleteDeviceByEndpoint(db: DbExecutor, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteAllDevices(db: DbExecutor, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function findDevice(db: DbExecutor, id: string) {
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return device;
}

/**
 * Removes a device that can take no more pushes, unless it was subscribed again since (another
 * endpoint, or the same one under another key).
 */
export async function deleteGoneDevice(
  db: DbExecutor,
  device: { id: string; endpoint: string; vapidPublicKey: string | null },
) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, device.id),
        eq(pushSubscriptions.endpoint, device.endpoint),
        sql`${pushSubscriptions.vapidPublicKey} is not distinct from ${device.vapidPublicKey}`,
      ),
    );
}

/**
 * A push reached the device. One whose key was unknown (kept from before migration 0017) was
 * made under the key it was signed with, since the push service took it: that key is kept.
 */
export async function markDevicePushed(db: DbExecutor, id: string, at: Date, signedWith: string) {
  await db
    .update(pushSubscriptions)
    .set({
      lastPushedAt: at,
      vapidPublicKey: sql`coalesce(${pushSubscriptions.vapidPublicKey}, ${signedWith})`,
    })
    .where(eq(pushSubscriptions.id, id));
}

export async function storedVapidKeys(db: DbExecutor) {
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row;
}

/** The first process to start writes the pair; any other keeps the one already there. */
export async function insertVapidKeysOnce(
  db: DbExecutor,
  keys: { publicKey: string; privateKey: string },
) {
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}
