import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeHere } from './browser-push';

/** Two server keys, base64url as the API sends them, and their bytes. */
const currentKey = 'AQIDBA';
const currentBytes = [1, 2, 3, 4];
const oldBytes = [9, 9, 9, 9];

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON: () => { keys: { p256dh: string; auth: string } };
};

const subscriptionFor = (endpoint: string, key: number[]): FakeSubscription => ({
  endpoint,
  options: { applicationServerKey: new Uint8Array(key).buffer },
  unsubscribe: vi.fn(async () => true),
  toJSON: () => ({ keys: { p256dh: 'p256dh', auth: 'auth' } }),
});

let existing: FakeSubscription | null;
const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) =>
  subscriptionFor('https://push.example/new', [...options.applicationServerKey]),
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
    existing = subscriptionFor('https://push.example/kept', currentBytes);
    const made = await subscribeHere(currentKey);
    expect(made.endpoint).toBe('https://push.example/kept');
    expect(subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('replaces one made for a key the server no longer signs with', async () => {
    const stale = subscriptionFor('https://push.example/stale', oldBytes);
    existing = stale;
    const made = await subscribeHere(currentKey);
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
    expect([...(subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])]).toEqual(currentBytes);
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
