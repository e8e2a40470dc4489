import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentBytes,
  currentKey,
  fakeSubscription,
  oldBytes,
  type FakeSubscription,
} from '@/test/push-fakes';
import { subscribeHere } from './browser-push';

let existing: FakeSubscription | null;
const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
  fakeSubscription('https://push.example/new', [...options.applicationServerKey]),
);

beforeEach(() => {
  existing = null;
  subscribe.mockClear();
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => existing, subscribe },
      }),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The web project shares one page between files (isolate: false): the stand-in goes.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('subscribeHere', () => {
  it('keeps the subscription this browser made for the server’s key', async () => {
    existing = fakeSubscription('https://push.example/kept', currentBytes);
    const made = await subscribeHere(currentKey);
    expect(made.endpoint).toBe('https://push.example/kept');
    expect(subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('replaces one made for a key the server no longer signs with', async () => {
    const stale = fakeSubscription('https://push.example/stale', oldBytes);
    existing = stale;
    const made = await subscribeHere(currentKey);
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
    expect([...(subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])]).toEqual(currentBytes);
    expect(made.endpoint).toBe('https://push.example/new');
  });

  it('makes one anew when the browser does not say which key it has', async () => {
    const unsaid = fakeSubscription('https://push.example/unsaid', currentBytes);
    unsaid.options = { applicationServerKey: null };
    existing = unsaid;
    const made = await subscribeHere(currentKey);
    expect(unsaid.unsubscribe).toHaveBeenCalledOnce();
    expect(made.endpoint).toBe('https://push.example/new');
  });

  it('subscribes with the server’s key when there is none', async () => {
    const made = await subscribeHere(currentKey);
    expect(subscribe).toHaveBeenCalledOnce();
    // The server keeps the key the subscription was made with (decision 0032).
    expect(made).toMatchObject({
      endpoint: 'https://push.example/new',
      keys: { auth: 'auth' },
      applicationServerKey: currentKey,
    });
  });
});
