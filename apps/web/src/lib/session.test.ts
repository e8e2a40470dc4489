import type { UserModel } from '@nibras/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import {
  checkSessionExpiry,
  createSessionStore,
  isSessionExpired,
  refreshDelayMs,
  rehydrateTimeoutMs,
  startSessionRehydration,
} from './session';

const tutor: UserModel = {
  id: '0b7c5a52-3f0e-4a8e-9d7c-1a2b3c4d5e6f',
  fullName: 'Omar Tutor',
  email: 'omar@example.com',
  phoneNumber: '+201001234567',
  userType: 'Tutor',
  preferredLanguage: 'ar',
  avatarUrl: null,
};
const now = Date.parse('2026-11-21T10:00:00.000Z');
const inFiveMinutes = '2026-11-21T10:05:00.000Z';
const aMinuteAgo = '2026-11-21T09:59:00.000Z';

/** A storage whose reads answer only when the test says so, like a slow or stuck backend. */
function slowStorage(saved: string | null) {
  let answer: (value: string | null) => void = () => {};
  const storage: StateStorage = {
    getItem: () => new Promise((resolve) => (answer = resolve)),
    setItem: () => {},
    removeItem: () => {},
  };
  return { storage, answer: () => answer(saved) };
}

function persisted(session: object) {
  return JSON.stringify({ state: session, version: 0 });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the session store', () => {
  it('stores a login and persists exactly accessToken, expiry, userType and userModel', () => {
    const store = createSessionStore();
    store.getState().setSession({
      userModel: tutor,
      accessToken: 'token-1',
      accessTokenExpiration: inFiveMinutes,
    });

    expect(store.getState()).toMatchObject({ status: 'succeeded', userType: 'Tutor', error: null });
    const saved = JSON.parse(localStorage.getItem('nibras-session') ?? '{}') as { state: object };
    expect(saved.state).toEqual({
      accessToken: 'token-1',
      accessTokenExpiration: inFiveMinutes,
      userType: 'Tutor',
      userModel: tutor,
    });
  });

  it("stores 'Login failed' when a failure comes without a message", () => {
    const store = createSessionStore();
    store.getState().setStatus('loading');
    expect(store.getState()).toMatchObject({ status: 'loading', error: null });
    store.getState().setStatus('failed');
    expect(store.getState()).toMatchObject({ status: 'failed', error: 'Login failed' });
    store.getState().setStatus('failed', 'Unauthorized access');
    expect(store.getState().error).toBe('Unauthorized access');
  });

  it('returns to idle and empty on clearSession, in memory and in storage', () => {
    const store = createSessionStore();
    store.getState().setSession({
      userModel: tutor,
      accessToken: 'token-1',
      accessTokenExpiration: inFiveMinutes,
    });
    store.getState().clearSession();

    expect(store.getState()).toMatchObject({
      userModel: null,
      accessToken: null,
      accessTokenExpiration: null,
      userType: null,
      status: 'idle',
      error: null,
    });
    expect(localStorage.getItem('nibras-session')).toContain('"accessToken":null');
  });
});

describe('the expiry check', () => {
  it.each([
    ['passed', aMinuteAgo, true],
    ['exactly now', '2026-11-21T10:00:00.000Z', true],
    ['missing', null, true],
    ['unreadable', 'tomorrow', true],
    ['still ahead', inFiveMinutes, false],
  ])('calls an expiry that is %s expired: %s', (_case, expiration, expired) => {
    expect(isSessionExpired(expiration, now)).toBe(expired);
  });

  it('clears a session whose token has expired and says so', () => {
    const store = createSessionStore();
    store.getState().setSession({
      userModel: tutor,
      accessToken: 'token-1',
      accessTokenExpiration: aMinuteAgo,
    });

    expect(checkSessionExpiry(store, now)).toBe(true);
    expect(store.getState()).toMatchObject({ accessToken: null, userModel: null, status: 'idle' });
  });

  it('clears a token stored without an expiry', () => {
    const store = createSessionStore();
    store.setState({ accessToken: 'token-1', userModel: tutor, accessTokenExpiration: null });
    expect(checkSessionExpiry(store, now)).toBe(true);
    expect(store.getState().accessToken).toBeNull();
  });

  it('keeps a live session, and has nothing to say about no session', () => {
    const store = createSessionStore();
    expect(checkSessionExpiry(store, now)).toBe(false);
    store.getState().setSession({
      userModel: tutor,
      accessToken: 'token-1',
      accessTokenExpiration: inFiveMinutes,
    });
    expect(checkSessionExpiry(store, now)).toBe(false);
    expect(store.getState().accessToken).toBe('token-1');
  });

  it('plans the silent refresh a minute before expiry, at once when that is past', () => {
    expect(refreshDelayMs(inFiveMinutes, now)).toBe(4 * 60_000);
    expect(refreshDelayMs('2026-11-21T10:00:30.000Z', now)).toBe(0);
  });
});

describe('rehydration', () => {
  it('is immediate from localStorage, with the saved session', () => {
    localStorage.setItem(
      'nibras-session',
      persisted({
        accessToken: 'saved',
        accessTokenExpiration: inFiveMinutes,
        userType: 'Tutor',
        userModel: tutor,
      }),
    );
    const store = createSessionStore();
    startSessionRehydration(store);
    expect(store.getState()).toMatchObject({
      rehydrated: true,
      accessToken: 'saved',
      userModel: tutor,
    });
  });

  it('waits for a slow storage, then carries its session', async () => {
    vi.useFakeTimers();
    const { storage, answer } = slowStorage(persisted({ accessToken: 'slow', userModel: tutor }));
    const store = createSessionStore(() => storage);
    startSessionRehydration(store);

    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().rehydrated).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ rehydrated: true, accessToken: 'slow' });
  });

  it('gives up after 5000 ms and starts logged out', async () => {
    vi.useFakeTimers();
    const { storage } = slowStorage(persisted({ accessToken: 'never' }));
    const store = createSessionStore(() => storage);
    startSessionRehydration(store);

    await vi.advanceTimersByTimeAsync(rehydrateTimeoutMs - 1);
    expect(store.getState().rehydrated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(rehydrateTimeoutMs).toBe(5000);
    expect(store.getState()).toMatchObject({
      rehydrated: true,
      accessToken: null,
      userModel: null,
    });
  });
});
