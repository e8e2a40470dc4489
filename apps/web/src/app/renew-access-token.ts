import { renewSessionInTurn } from '@/features/auth/api/renew-session-in-turn';
import { useSession } from '@/lib/session';

/**
 * The live stream's answer to a 401: another tab may already have renewed the token; else
 * refresh once, in turn with the other tabs. A refresh that fails with 401 ends the session
 * through the API client.
 */
export async function renewAccessToken() {
  const before = useSession.getState().accessToken;
  await renewSessionInTurn(() => useSession.getState().accessToken === before);
  return Boolean(useSession.getState().accessToken);
}
