import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, type PushScope } from './push';

/** A service worker scope as the handlers see it: what they show, open and focus is recorded. */
function fakeScope(openWindows: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const scope: PushScope = {
    registration: {
      showNotification: vi.fn(async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options: options ?? {} });
      }),
    },
    location: { origin: 'https://nibras.example' },
    clients: {
      matchAll: async () =>
        openWindows.map((url) => ({
          url,
          focus: async () => undefined,
          navigate: async (href: string) => navigated.push(href),
        })),
      openWindow: async (url: string) => opened.push(url),
    },
    addEventListener: ((type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener)) as PushScope['addEventListener'],
  };
  installPushHandlers(scope);
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { scope, shown, navigated, opened, dispatch };
}

const arabicPush = {
  title: 'طلب حجز جديد',
  body: '\u2068Omar Hassan\u2069، الرياضيات',
  url: '/sessions/5f0c',
  tag: 'booking:5f0c',
  lang: 'ar',
};

describe('the service worker’s pushes', () => {
  it('shows a push in its reader’s language and direction, grouped by its tag', async () => {
    const { shown, dispatch } = fakeScope();
    await dispatch('push', { data: { json: () => arabicPush } });
    expect(shown).toEqual([
      {
        title: 'طلب حجز جديد',
        options: expect.objectContaining({
          body: arabicPush.body,
          tag: 'booking:5f0c',
          lang: 'ar',
          dir: 'rtl',
          renotify: true,
          data: { url: '/sessions/5f0c' },
        }),
      },
    ]);
  });

  it('still shows something for a push that is not one of ours (a push must show one)', async () => {
    const { shown, dispatch } = fakeScope();
    await dispatch('push', { data: { json: () => ({ nonsense: true }) } });
    expect(shown[0]?.title).toBe('Nibras');
  });

  it('opens the push’s page in the app’s open window, or a new one', async () => {
    const withWindow = fakeScope(['https://nibras.example/dashboard/tutor']);
    const close = vi.fn();
    await withWindow.dispatch('notificationclick', {
      notification: { close, data: { url: '/sessions/5f0c' } },
    });
    expect(close).toHaveBeenCalled();
    expect(withWindow.navigated).toEqual(['https://nibras.example/sessions/5f0c']);
    expect(withWindow.opened).toEqual([]);

    const without = fakeScope();
    await without.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/messages/c1' } },
    });
    expect(without.opened).toEqual(['https://nibras.example/messages/c1']);
  });

  it('never opens another site, whatever the push said', async () => {
    const { opened, dispatch } = fakeScope();
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/phish' } },
    });
    expect(opened).toEqual(['https://nibras.example/']);
  });
});
