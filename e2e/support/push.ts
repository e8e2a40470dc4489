import { createECDH, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ece from 'http_ece';
import { dataOf } from './api';

/**
 * A device's push subscription for the journey. No push service can be reached from these
 * machines, and headless Chromium's pushManager.subscribe needs one; so the page's
 * pushManager answers a subscription this test made: its endpoint is the app's development
 * stand-in push service (/dev/push-service/<name>), its keys are the test's. Everything else is
 * the app's own code: the page posts that subscription as it would a real one, the server
 * encrypts and signs each push for it and posts it there, the test decrypts it with the keys
 * (as the device would) and hands it to the real service worker through the DevTools protocol.
 */
export function fakeDevice(baseURL: string, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    name,
    endpoint: `${baseURL}/dev/push-service/${name}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt: (body: string) =>
      ece
        .decrypt(Buffer.from(body, 'base64url'), {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret,
        })
        .toString('utf8'),
  };
}

type Device = ReturnType<typeof fakeDevice>;

/** Makes the page's pushManager hand out the device's subscription (see fakeDevice). */
export async function subscribeWith(page: Page, device: Device) {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const bytes = (text: string) => {
        const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
        const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
        return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
      };
      let current: PushSubscription | null = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: string) => bytes(name === 'auth' ? auth : p256dh),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        current = subscription;
        return subscription;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
  );
}

/** The pushes the stand-in push service received for the device, decrypted. */
export async function pushesAt(request: APIRequestContext, device: Device) {
  const { received } = await dataOf<{ received: Array<{ body: string }> }>(
    await request.get(`/dev/push-service/${device.name}`),
  );
  return received.map((push) => device.decrypt(push.body));
}

/**
 * Delivers a push's text to the page's service worker as a push service would, through the
 * DevTools protocol (ServiceWorker.deliverPushMessage). Chromium does not say whether the
 * worker got it: shownNotifications tells.
 */
export async function deliverToServiceWorker(page: Page, baseURL: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.find((entry) => entry.scopeURL === `${baseURL}/`)?.registrationId)
    .toBeTruthy();
  const registration = registrations.find((entry) => entry.scopeURL === `${baseURL}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: registration.registrationId,
    data,
  });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      dir: notification.dir,
      data: notification.data as unknown,
    }));
  });
}
