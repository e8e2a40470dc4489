import { pushPayloadSchema, type PushPayload } from '@nibras/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobHandler } from '../jobs/jobs';
import { deleteGoneDevice, findDevice, markDevicePushed } from './notifications.repo';
import { loadVapidKeys, sendPush, type VapidKeys } from './push-sender';

const payloadSchema = z.object({
  deviceId: z.uuid(),
  endpoint: z.string(),
  message: pushPayloadSchema,
});

/** What the development stand-in lists at /dev/pushes: each push as it was sent, unencrypted. */
export type SentPush = {
  at: string;
  userId: string;
  deviceId: string;
  deviceLabel: string;
  endpoint: string;
  message: PushPayload;
  status: number | null;
  /** `key-changed`: not sent, the device was subscribed under a key the server no longer has. */
  outcome: 'sent' | 'gone' | 'key-changed' | 'failed';
};

// Kept per database: a route's plugin sees its own child instance of the app, the same db.
const keysOfApp = new WeakMap<object, Promise<VapidKeys>>();

/** The app's VAPID keys, read (or made) once. */
export function vapidKeysOf(app: FastifyInstance): Promise<VapidKeys> {
  let keys = keysOfApp.get(app.db);
  if (!keys) {
    keys = loadVapidKeys(app.db, app.config);
    keys.catch(() => keysOfApp.delete(app.db));
    keysOfApp.set(app.db, keys);
  }
  return keys;
}

const sentOfApp = new WeakMap<object, SentPush[]>();

/** Outside production, the newest pushes sent (at most 100), for /dev/pushes. */
export function sentPushesOf(app: FastifyInstance): SentPush[] {
  let sent = sentOfApp.get(app.db);
  if (!sent) {
    sent = [];
    sentOfApp.set(app.db, sent);
  }
  return sent;
}

/**
 * Sends one push to one device (job `push.send`). A device removed since, or subscribed again
 * with another endpoint, gets nothing; one subscribed under another VAPID key than the server's
 * (the keys changed since) is removed unsent: its push service would refuse it. A 404 or 410
 * from the push service, or a 401/403 naming a key mismatch, removes the device; any other
 * failure throws, so the job runner tries again later (1, 2, 4, 8 minutes).
 */
export function pushSendHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const job = payloadSchema.parse(payload);
    const device = await findDevice(db, job.deviceId);
    if (!device || device.endpoint !== job.endpoint) return;
    const record = (status: number | null, outcome: SentPush['outcome']) => {
      if (!app.config.devTools) return;
      const sent = sentPushesOf(app);
      sent.unshift({
        at: now.toISOString(),
        userId: device.userId,
        deviceId: device.id,
        deviceLabel: device.label,
        endpoint: device.endpoint,
        message: job.message,
        status,
        outcome,
      });
      sent.length = Math.min(sent.length, 100);
    };
    const keys = await vapidKeysOf(app);
    if (device.vapidPublicKey !== null && device.vapidPublicKey !== keys.publicKey) {
      record(null, 'key-changed');
      await deleteGoneDevice(db, device);
      return;
    }
    try {
      const outcome = await sendPush(device, job.message, {
        keys,
        subject: app.config.vapid.subject,
        urgent: job.message.tag.startsWith('booking:'),
      });
      record(outcome.status, outcome.gone ? 'gone' : 'sent');
      if (outcome.gone) await deleteGoneDevice(db, device);
      else await markDevicePushed(db, device.id, now, keys.publicKey);
    } catch (error) {
      record(null, 'failed');
      throw error;
    }
  };
}
