import {
  defaultChannel,
  notificationEvents,
  pushLimits,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesChange,
  type PushDevice,
  type PushSubscriptionInput,
} from '@nibras/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import {
  deleteDevice,
  devicesOf,
  keepNewestDevices,
  preferencesOf,
  savePreference,
  upsertDevice,
  type PushSubscriptionRow,
} from './notifications.repo';
import { vapidKeysOf } from './push-delivery';
import { canonicalVapidKey } from './push-sender';
import { isPushServiceEndpoint } from './push-services';

export async function preferencesFor(
  app: FastifyInstance,
  user: AuthenticatedUser,
): Promise<NotificationPreferences> {
  const chosen = new Map(
    (await preferencesOf(app.db, user.id)).map((row) => [row.event, row.channel]),
  );
  return {
    preferences: notificationEvents.map((event) => {
      const channel = chosen.get(event) as NotificationChannel | undefined;
      return channel
        ? { event, channel, isDefault: false }
        : { event, channel: defaultChannel(user.userType, event), isDefault: true };
    }),
  };
}

export async function changePreferences(
  app: FastifyInstance,
  user: AuthenticatedUser,
  change: NotificationPreferencesChange,
): Promise<NotificationPreferences> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    for (const { event, channel } of change.preferences)
      await savePreference(tx, { userId: user.id, event, channel, updatedAt: now });
  });
  return preferencesFor(app, user);
}

function deviceOf(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
    endpoint: row.endpoint,
  };
}

export async function devicesFor(app: FastifyInstance, userId: string) {
  return { devices: (await devicesOf(app.db, userId)).map(deviceOf) };
}

/**
 * Turns push on for a device. Subscribing the same endpoint again updates it (so no
 * Idempotency-Key is needed); a person keeps at most ten devices, the oldest going first.
 * In production the endpoint must be one of the browsers' push services (push-services.ts);
 * development also takes the stand-in's and the tests' local endpoints. The device keeps the
 * VAPID key it was subscribed under: only pushes signed with it reach it.
 */
export async function subscribeDevice(
  app: FastifyInstance,
  userId: string,
  input: PushSubscriptionInput,
): Promise<PushDevice> {
  if (!app.config.devTools && !isPushServiceEndpoint(input.endpoint))
    throw new AppError(400, 'validation_failed');
  // The key the push service bound the subscription to; a client from before sends none and
  // subscribed with the key the server gave it, the current one.
  const vapidPublicKey = input.applicationServerKey
    ? canonicalVapidKey(input.applicationServerKey)
    : (await vapidKeysOf(app)).publicKey;
  const device = await app.db.transaction(async (tx) => {
    const row = await upsertDevice(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label,
      vapidPublicKey,
      createdAt: app.clock.now(),
    });
    await keepNewestDevices(tx, userId, pushLimits.devicesPerPerson);
    return row;
  });
  return deviceOf(device);
}

export async function unsubscribeDevice(app: FastifyInstance, userId: string, id: string) {
  if (!(await deleteDevice(app.db, userId, id))) throw new AppError(404, 'not_found');
}
