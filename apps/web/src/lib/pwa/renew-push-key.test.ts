import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { envelope, fakeApi, logInAs, sampleUsers } from '@/test/app-fakes';
import {
  currentBytes,
  currentKey,
  fakeSubscription,
  oldBytes,
  type FakeSubscription,
} from '@/test/push-fakes';
import { renewPushKeyOnOpen } from './renew-push-key';
import { registerAfterFirstPage } from './start';
import { unfinishedRenewalKey } from './unfinished-renewal';

const subscriptionFor = (endpoint: string, key: number[]) =>
  fakeSubscription(endpoint, key, () => {
    here = null;
  });

/** This browser's subscription, as its pushManager keeps it. */
let here: FakeSubscription | null;
const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
  // A browser refuses another key while a subscription lives (InvalidStateError).
  if (here) throw new DOMException('subscribed with another key', 'InvalidStateError');
  here = subscriptionFor('https://push.example/renewed', [...options.applicationServerKey]);
  return here;
});
const registration = {
  pushManager: { getSubscription: async () => here, subscribe },
} as unknown as ServiceWorkerRegistration;

const device = {
  id: '6b0b1d3c-3f39-4f56-9a43-1f7d0d1e2a11',
  label: 'Chrome · Android',
  createdAt: '2030-01-01T00:00:00.000Z',
  lastPushedAt: null,
  endpoint: 'https://push.example/renewed',
};

/** The API: the server's key, and the devices route, answering `status`. */
function fakeServer(status = 200) {
  return fakeApi({
    'GET /api/v1/push/public-key': () => ({ body: envelope({ publicKey: currentKey }) }),
    'POST /api/v1/push/devices': () =>
      status === 200 ? { body: envelope(device) } : { status, body: { nonsense: true } },
  });
}
const posted = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .filter(([path, init]) => path === '/api/v1/push/devices' && init.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

beforeEach(() => {
  here = null;
  subscribe.mockClear();
  vi.stubGlobal('Notification', { permission: 'granted' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // The web project shares one page between files (isolate: false): the stand-in goes.
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useSession.getState().clearSession();
  localStorage.clear();
});

describe('renewing the push subscription when the app opens', () => {
  it('subscribes again with the server’s new key and tells the server, for a signed-in person', async () => {
    logInAs('Parent');
    const stale = subscriptionFor('https://push.example/stale', oldBytes);
    here = stale;
    const api = fakeServer();

    expect(await renewPushKeyOnOpen(registration)).toBe(true);

    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
    expect([...(subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])]).toEqual(currentBytes);
    expect(posted(api)).toEqual([
      {
        endpoint: 'https://push.example/renewed',
        keys: { p256dh: 'p256dh-https://push.example/renewed', auth: 'auth' },
        label: expect.any(String),
        applicationServerKey: currentKey,
      },
    ]);
    expect(localStorage.getItem(unfinishedRenewalKey)).toBeNull();
  });

  it('leaves alone a subscription made with the server’s key, or one whose browser does not say its key', async () => {
    logInAs('Parent');
    const kept = subscriptionFor('https://push.example/kept', currentBytes);
    here = kept;
    const api = fakeServer();

    expect(await renewPushKeyOnOpen(registration)).toBe(false);
    // Nor one whose browser does not say which key it was made with: not renewed at every
    // opening on a guess.
    const unsaid = { ...subscriptionFor('https://push.example/unsaid', currentBytes) };
    unsaid.options = { applicationServerKey: null };
    here = unsaid;
    expect(await renewPushKeyOnOpen(registration)).toBe(false);

    expect(kept.unsubscribe).not.toHaveBeenCalled();
    expect(unsaid.unsubscribe).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(posted(api)).toEqual([]);
  });

  it('does nothing for a visitor, nor where push is off or no longer allowed', async () => {
    here = subscriptionFor('https://push.example/stale', oldBytes);
    const api = fakeServer();
    expect(await renewPushKeyOnOpen(registration)).toBe(false);

    logInAs('Parent');
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await renewPushKeyOnOpen(registration)).toBe(false);

    vi.stubGlobal('Notification', { permission: 'granted' });
    here = null;
    expect(await renewPushKeyOnOpen(registration)).toBe(false);

    expect(api).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('finishes a renewal the server was not told of at the next opening, for the same person only', async () => {
    logInAs('Parent');
    here = subscriptionFor('https://push.example/stale', oldBytes);
    fakeServer(503);
    await expect(renewPushKeyOnOpen(registration)).rejects.toThrow();
    // The browser holds the new subscription; the server still has the old one.
    expect(here?.endpoint).toBe('https://push.example/renewed');

    const api = fakeServer();
    expect(await renewPushKeyOnOpen(registration)).toBe(true);
    expect(subscribe).toHaveBeenCalledOnce();
    expect(posted(api)).toEqual([
      expect.objectContaining({
        endpoint: 'https://push.example/renewed',
        applicationServerKey: currentKey,
      }),
    ]);

    // Cut short for the parent, then another person opens the app here: not theirs to finish.
    localStorage.setItem(unfinishedRenewalKey, sampleUsers.Parent.id);
    logInAs('Tutor');
    const other = fakeServer();
    expect(await renewPushKeyOnOpen(registration)).toBe(false);
    expect(posted(other)).toEqual([]);
    expect(localStorage.getItem(unfinishedRenewalKey)).toBeNull();
  });

  it('runs in a built app once the service worker is registered after the first page', async () => {
    vi.stubEnv('PROD', true);
    // The hourly check for a new version (register.ts) is not this test's.
    vi.spyOn(window, 'setInterval').mockReturnValue(0 as never);
    const worker = Object.assign(new EventTarget(), {
      ...registration,
      installing: null,
      waiting: null,
      update: vi.fn(),
    });
    const container = Object.assign(new EventTarget(), {
      controller: null,
      register: vi.fn(async () => worker),
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    logInAs('Parent');
    here = subscriptionFor('https://push.example/stale', oldBytes);
    const api = fakeServer();

    registerAfterFirstPage();

    await vi.waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(container.register).toHaveBeenCalledOnce();
    expect(here?.endpoint).toBe('https://push.example/renewed');
  });
});
