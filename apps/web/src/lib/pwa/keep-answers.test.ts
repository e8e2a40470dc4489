import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { logInAs, sampleUsers } from '@/test/app-fakes';
import { keepAnswersOnceSignedIn } from './keep-answers';
import { persistedQueriesKey } from './persisted-queries';

/** A person's last answers come back once someone is signed in, never for a visitor (issue 35). */
const bookingKey = ['booking', 'bookings', 'detail', 'b1'];
const booking = { id: 'b1', subject: 'Math' };

/** What an earlier visit of the parent left in this browser: the booking's page. */
function keptFromEarlierVisit() {
  const earlier = new QueryClient();
  earlier.setQueryData(bookingKey, booking);
  localStorage.setItem(
    persistedQueriesKey,
    JSON.stringify({
      userId: sampleUsers.Parent.id,
      savedAt: Date.now(),
      state: dehydrate(earlier),
    }),
  );
}

const stops: (() => void)[] = [];
function keeping(client: QueryClient) {
  const loadClient = vi.fn(async () => client);
  const keep = keepAnswersOnceSignedIn({ loadClient });
  stops.push(keep.stop);
  return { ...keep, loadClient };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  useSession.getState().clearSession();
  localStorage.clear();
});

describe('keeping the last answers', () => {
  it('puts them back before the first render for a person signed in when the app opens', async () => {
    keptFromEarlierVisit();
    logInAs('Parent');
    const client = new QueryClient();
    await keeping(client).restored;
    expect(client.getQueryData(bookingKey)).toEqual(booking);
  });

  it('loads nothing for a visitor, and puts them back once the person signs in', async () => {
    keptFromEarlierVisit();
    const client = new QueryClient();
    const { restored, loadClient } = keeping(client);
    await restored;
    expect(loadClient).not.toHaveBeenCalled();
    expect(client.getQueryData(bookingKey)).toBeUndefined();

    logInAs('Parent');
    await vi.waitFor(() => expect(client.getQueryData(bookingKey)).toEqual(booking));
    expect(loadClient).toHaveBeenCalledOnce();
  });
});
