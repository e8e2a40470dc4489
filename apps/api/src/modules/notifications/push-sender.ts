import type { PushPayload } from '@nibras/contracts/notifications';
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import type { DbExecutor } from '../../db/client';
import { insertVapidKeysOnce, storedVapidKeys } from './notifications.repo';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair: the environment's when given (production may keep it in its
 * secrets), else the one in the database, made by the first start. Kept with the data, not in
 * a file beside it, so every process (and a restore of the database) signs with the same key
 * and the devices' subscriptions, which are bound to the public key, stay valid. The public
 * key is answered in its one spelling (canonicalVapidKey).
 */
export async function loadVapidKeys(db: DbExecutor, config: AppConfig): Promise<VapidKeys> {
  if (config.vapid.keys) {
    // The devices keep the key they subscribed under in its one spelling: so does the server.
    return { ...config.vapid.keys, publicKey: canonicalVapidKey(config.vapid.keys.publicKey) };
  }
  const stored = await storedVapidKeys(db);
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  await insertVapidKeysOnce(db, webpush.generateVAPIDKeys());
  const made = await storedVapidKeys(db);
  if (!made) throw new Error('the VAPID keys could not be kept');
  return { publicKey: made.publicKey, privateKey: made.privateKey };
}

/** A key's one spelling, base64url without padding (the environment's may be padded). */
export function canonicalVapidKey(key: string): string {
  return Buffer.from(key, 'base64url').toString('base64url');
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What a push service answered. `gone`: the device will never take a push from this server
 * again: 404 and 410 (its subscription ended), or 401/403 saying it was made under another
 * VAPID key.
 */
export type PushOutcome = { status: number; gone: boolean };

/**
 * How the push services word a refusal because the subscription was made under another key:
 * FCM (403) "the VAPID credentials in the authorization header do not correspond to the
 * credentials used to create the subscriptions", Mozilla (401) "VAPID public key mismatch",
 * Apple (403) "VapidPkHashMismatch". Other 401s and 403s (Apple's BadJwtToken for a subject it
 * will not take, an expired token) are the server's to fix: the device stays and the push is
 * tried again, so a bad setting never wipes every device.
 */
const keyMismatch = /mismatch|do(?:es)? not correspond/i;

/** How long a push service keeps a push for a device that is off: a day. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Sends one push: the `web-push` library writes the request (the VAPID signature, RFC 8292,
 * and the body encrypted for the device, aes128gcm, RFC 8291); it is sent with fetch, which
 * also reaches the plain-HTTP endpoints of the development stand-in and the tests.
 */
export async function sendPush(
  target: PushTarget,
  message: PushPayload,
  options: { keys: VapidKeys; subject: string; urgent: boolean },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: options.subject, ...options.keys },
      TTL: timeToLiveSeconds,
      urgency: options.urgent ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  if (answer.status === 401 || answer.status === 403) {
    const said = (await answer.text()).slice(0, 500);
    if (keyMismatch.test(said)) return { status: answer.status, gone: true };
    throw new Error(`the push service answered ${answer.status}: ${said}`);
  }
  await answer.body?.cancel();
  if (answer.status === 404 || answer.status === 410) return { status: answer.status, gone: true };
  if (!answer.ok) throw new Error(`the push service answered ${answer.status}`);
  return { status: answer.status, gone: false };
}
