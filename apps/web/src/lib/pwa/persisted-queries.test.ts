import type { UserModel } from '@nibras/contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { persistedMaxAgeMs, persistedQueriesKey, startQueryPersistence } from './persisted-queries';

/** The last answers of a person's pages, kept for the app opened offline (issue 33). */
const parent = (id: string): UserModel => ({
  id,
  fullName: 'Sara Ahmed',
  email: `${id}@example.com`,
  phoneNumber: '+201001234567',
  userType: 'Parent',
  preferredLanguage: 'ar',
  avatarUrl: null,
});

const signIn = (id: string) =>
  useSession.getState().setSession({
    userModel: parent(id),
    accessToken: 'token',
    accessTokenExpiration: '2099-01-01T00:00:00.000Z',
  });

const booking = { id: 'b1', subject: 'Math' };
const stops: (() => void)[] = [];

/** A persistence over a fresh cache, writing at once, at a clock the test sets. */
function started(now = () => 1_000_000) {
  const client = new QueryClient();
  stops.push(startQueryPersistence(client, { delayMs: 0, now }));
  return client;
}

const saved = () => JSON.parse(localStorage.getItem(persistedQueriesKey) ?? 'null');
const waitForSave = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  useSession.getState().clearSession();
  localStorage.clear();
});

describe('persisted queries', () => {
  it("keeps a person's own answers and puts them back for the same person", async () => {
    signIn('p1');
    const first = started();
    first.setQueryData(['booking', 'bookings', 'detail', 'b1'], booking);
    first.setQueryData(['catalog', 'subjects', 'en'], ['Math']);
    await waitForSave();
    expect(saved().userId).toBe('p1');
    stops.pop()?.();

    const again = started();
    expect(again.getQueryData(['booking', 'bookings', 'detail', 'b1'])).toEqual(booking);
    // Shown, but asked again when a page uses it, even within staleTime (a reload refreshes).
    const restored = again
      .getQueryCache()
      .find({ queryKey: ['booking', 'bookings', 'detail', 'b1'] });
    expect(restored?.isStale()).toBe(true);
    // A catalog is the same for everyone and large: never kept.
    expect(again.getQueryData(['catalog', 'subjects', 'en'])).toBeUndefined();
  });

  it("never shows another person's answers, and forgets them at logout", async () => {
    signIn('p1');
    started().setQueryData(['booking', 'bookings', 'detail', 'b1'], booking);
    await waitForSave();
    expect(saved()).not.toBeNull();

    useSession.getState().clearSession();
    expect(saved()).toBeNull();
  });

  it('drops answers kept for someone else', async () => {
    signIn('p1');
    started().setQueryData(['booking', 'bookings', 'detail', 'b1'], booking);
    await waitForSave();
    stops.pop()?.();
    // Another person signs in on this browser (the store changed underneath, as another tab would).
    useSession.setState({ userModel: parent('p2') });
    const client = started();
    expect(client.getQueryData(['booking', 'bookings', 'detail', 'b1'])).toBeUndefined();
    expect(saved()).toBeNull();
  });

  it('shows nothing older than a week', async () => {
    signIn('p1');
    started(() => 0).setQueryData(['booking', 'bookings', 'detail', 'b1'], booking);
    await waitForSave();
    stops.pop()?.();
    const client = started(() => persistedMaxAgeMs + 1);
    expect(client.getQueryData(['booking', 'bookings', 'detail', 'b1'])).toBeUndefined();
  });
});
