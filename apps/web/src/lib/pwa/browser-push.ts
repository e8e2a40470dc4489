import type { PushSubscriptionInput } from '@nibras/contracts/notifications';

/** Whether this browser can receive pushes at all, and whether its person said no to them. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The app's service worker registration, when one is installed (the built app's). */
async function registration() {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This browser's push subscription, if it has one. */
export async function subscriptionHere(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** A name for this device in the list: "Chrome on Android", "Safari on iPhone". */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  return system ? `${browser} · ${system}` : browser;
}

export class PushPermissionError extends Error {}
export class NoServiceWorkerError extends Error {}

/**
 * Asks the browser for a push subscription bound to the server's VAPID key, asking the person
 * first (the browser's own prompt), and returns it as the API takes it.
 */
export async function subscribeHere(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const worker = await registration();
  if (!worker) throw new NoServiceWorkerError();
  return subscriptionFor(worker.pushManager, await worker.pushManager.getSubscription(), publicKey);
}

/**
 * Whether the browser says this subscription was made with `publicKey` (base64url): undefined
 * when it does not say (no applicationServerKey).
 */
function madeWithKey(subscription: PushSubscription, publicKey: string): boolean | undefined {
  const key = subscription.options.applicationServerKey;
  return key === null ? undefined : sameBytes(key, keyBytes(publicKey));
}

/**
 * Whether the browser says this subscription was made with another key than `publicKey`. A
 * browser that does not say is taken at its word: checked on every opening, a doubt would
 * subscribe anew each time.
 */
export function madeForAnotherKey(subscription: PushSubscription, publicKey: string): boolean {
  return madeWithKey(subscription, publicKey) === false;
}

/**
 * This browser's subscription for `publicKey`, as the API takes it: the one it has, or a new
 * one. One made for another key (the server's VAPID keys changed) is ended first: the push
 * service would refuse every push the server signs now, and the browser will not subscribe
 * with another key while it lives. Asks nothing: the caller knows push is allowed here.
 */
export async function subscriptionFor(
  pushManager: PushManager,
  existing: PushSubscription | null,
  publicKey: string,
): Promise<PushSubscriptionInput> {
  // Kept only when the browser says it has this key: the subscription is being made now, so
  // one in doubt is made anew.
  if (existing && madeWithKey(existing, publicKey) === true)
    return subscriptionInput(existing, publicKey);
  await existing?.unsubscribe();
  return subscriptionInput(await subscribeWith(pushManager, publicKey), publicKey);
}

function subscribeWith(pushManager: PushManager, publicKey: string) {
  return pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

/** A subscription made with `publicKey`, as the API takes it. */
function subscriptionInput(
  subscription: PushSubscription,
  publicKey: string,
): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: deviceLabel(navigator.userAgent),
    applicationServerKey: publicKey,
  };
}

/** base64url to bytes, as pushManager.subscribe takes the key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer, bytes: Uint8Array): boolean {
  if (buffer.byteLength !== bytes.length) return false;
  const other = new Uint8Array(buffer);
  return bytes.every((byte, index) => other[index] === byte);
}
