/**
 * The last answers of a signed-in person's pages, kept in this browser (issue 33, decision
 * 0031): the dashboard, the sessions, a session's page and the messages show what they last
 * showed when the app opens offline, with "as of" (components/layout/offline-banner.tsx), and
 * are asked again as soon as a page uses them (put back as invalidated, so a reload never shows
 * a minute-old answer as fresh). Kept per person, cleared on logout, never a visitor's.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';

export const persistedQueriesKey = 'nibras-last-answers';

/** The roots of the query keys a person's own pages use; catalogs and searches are not kept. */
export const persistedRoots = new Set([
  'booking',
  'family',
  'children',
  'messaging',
  'account',
  'wallet',
  'payouts',
  'tutors-feature',
]);

/** Answers older than this are not shown as "last seen": they would mislead more than help. */
export const persistedMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

type Saved = { userId: string; savedAt: number; state: DehydratedState };

function read(storage: Storage): Saved | null {
  try {
    const saved = JSON.parse(storage.getItem(persistedQueriesKey) ?? 'null') as Saved | null;
    return saved && typeof saved.userId === 'string' && saved.state ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Puts the signed-in person's last answers back into the cache (before the first render, so
 * a page opened offline draws with them), then keeps them as they change.
 */
export function startQueryPersistence(
  client: QueryClient,
  { storage = window.localStorage, now = () => Date.now(), delayMs = 1000 } = {},
) {
  const userIdNow = () => useSession.getState().userModel?.id ?? null;
  let restored = false;
  const restoreFor = (userId: string | null) => {
    const saved = read(storage);
    if (restored || !saved || !userId) return;
    restored = true;
    if (saved.userId === userId && now() - saved.savedAt < persistedMaxAgeMs) {
      hydrate(client, saved.state);
      // Shown until the new answer comes, never trusted as fresh: a reload asks again even
      // within staleTime (a parent's invitation sent a moment ago must appear on reload).
      const keys = new Set(saved.state.queries.map((query) => query.queryHash));
      void client.invalidateQueries({
        predicate: (query) => keys.has(query.queryHash),
        refetchType: 'none',
      });
    } else {
      storage.removeItem(persistedQueriesKey);
    }
  };
  // The session is read from localStorage at once; should it come later, so do the answers.
  restoreFor(userIdNow());

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const owner = userIdNow();
    if (!owner) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && persistedRoots.has(String(query.queryKey[0])),
    });
    try {
      storage.setItem(
        persistedQueriesKey,
        JSON.stringify({ userId: owner, savedAt: now(), state } satisfies Saved),
      );
    } catch {
      // A full or blocked storage: the app works online as before.
    }
  };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!persistedRoots.has(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(save, delayMs);
  });
  // Logged out, or another person signed in: the last person's answers go.
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    const userId = state.userModel?.id ?? null;
    if (userId === (previous.userModel?.id ?? null)) return;
    if (!previous.userModel) return restoreFor(userId);
    clearTimeout(timer);
    timer = undefined;
    storage.removeItem(persistedQueriesKey);
  });
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribeCache();
    unsubscribeSession();
    window.removeEventListener('pagehide', flush);
    clearTimeout(timer);
  };
}
