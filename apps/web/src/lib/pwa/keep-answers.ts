import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from '@/lib/load-query-client';
import { useSession } from '@/lib/session';

/**
 * Keeps a signed-in person's last answers (persisted-queries.ts), loaded with the query client
 * only once someone is signed in: a visitor has none to keep (issue 35). `restored` resolves
 * once the kept answers are back in the cache, so that a page opened offline draws with them;
 * `stop` ends the keeping (the app never does; a test does).
 */
export function keepAnswersOnceSignedIn({
  loadClient = loadQueryClient,
}: { loadClient?: () => Promise<QueryClient> } = {}) {
  let stopped = false;
  let stopPersistence: (() => void) | undefined;
  const start = async () => {
    const [{ startQueryPersistence }, client] = await Promise.all([
      import('./persisted-queries'),
      loadClient(),
    ]);
    if (!stopped) stopPersistence = startQueryPersistence(client);
  };
  // The session is read from localStorage at once (lib/session.ts).
  const signedIn = Boolean(useSession.getState().userModel);
  const stopWaiting = signedIn
    ? () => {}
    : useSession.subscribe((state) => {
        if (!state.userModel) return;
        stopWaiting();
        void start();
      });
  return {
    restored: signedIn ? start() : Promise.resolve(),
    stop() {
      stopped = true;
      stopWaiting();
      stopPersistence?.();
    },
  };
}
