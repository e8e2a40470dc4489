import { pushPayloadSchema, type PushPayload } from '@nibras/contracts/notifications';

/*
 * The service worker's half of Web Push (issue 33): a push shows its notification (the words
 * came written in the reader's language, with their direction), grouped by its tag (one booking,
 * one conversation: the newest replaces the one before and buzzes again); a tap opens its page,
 * in a window of the app already open when there is one.
 */

/*
 * The parts of ServiceWorkerGlobalScope these handlers use, written out: the web app compiles
 * with the DOM library, whose types and the WebWorker library's cannot be loaded together. A
 * real ServiceWorkerGlobalScope fits them.
 */
type WindowClientLike = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
type ExtendableEventLike = { waitUntil(promise: Promise<unknown>): void };
type PushEventLike = ExtendableEventLike & { data: { json(): unknown } | null };
type NotificationEventLike = ExtendableEventLike & {
  notification: { close(): void; data: unknown };
};
export type PushScope = {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  location: { origin: string };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
};

/** Shows the notification a push carries; a push that is not one of ours shows a plain one. */
export async function showPush(scope: PushScope, data: unknown): Promise<void> {
  const parsed = pushPayloadSchema.safeParse(data);
  const payload: PushPayload = parsed.success
    ? parsed.data
    : { title: 'Nibras', body: '', url: '/', tag: 'nibras', lang: 'en' };
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    lang: payload.lang,
    dir: payload.lang === 'ar' ? 'rtl' : 'ltr',
    icon: '/favicon.svg',
    data: { url: payload.url },
    // The same tag again (another message in the conversation) still tells the person.
    renotify: true,
  } as NotificationOptions & { renotify: boolean });
}

/** The page a tap opens: only this app's own pages, whatever the push said. */
export function pageOf(scope: PushScope, url: unknown): string {
  const origin = scope.location.origin;
  try {
    const page = new URL(typeof url === 'string' ? url : '/', origin);
    return page.origin === origin ? page.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

async function openPage(scope: PushScope, href: string) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    await open.focus();
    await open.navigate(href);
    return;
  }
  await scope.clients.openWindow(href);
}

/** A push's JSON, or null when it carries none (or not JSON). */
function jsonOf(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/** Installs the push and notificationclick handlers on the service worker. */
export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    event.waitUntil(showPush(scope, jsonOf(event)));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openPage(scope, pageOf(scope, data?.url)));
  });
}
