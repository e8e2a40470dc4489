import { loadQueryClient } from '@/lib/load-query-client';
import { useSession } from '@/lib/session';

/**
 * Keeps a signed-in person's last answers (persisted-queries.ts), loaded with the query client
 * only once someone is signed in: a visitor has none to keep (issue 35). Resolves once the kept
 * answers are back in the cache, so that a page opened offline draws with them.
 */
export function keepAnswersOnceSignedIn(): Promise<void> {
  const start = async () => {
    const [{ startQueryPersistence }, client] = await Promise.all([
      import('./persisted-queries'),
      loadQueryClient(),
    ]);
    startQueryPersistence(client);
  };
  // The session is read from localStorage at once (lib/session.ts).
  if (useSession.getState().userModel) return start();
  const stop = useSession.subscribe((state) => {
    if (!state.userModel) return;
    stop();
    void start();
  });
  return Promise.resolve();
}
