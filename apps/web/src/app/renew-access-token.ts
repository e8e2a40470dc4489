import { useSession } from '../lib/session';

/**
 * The live stream's answer to a 401: another tab may already have renewed the token (read it
 * from storage); else refresh once, taking turns with the other tabs as the session keeper does.
 * A refresh that fails with 401 ends the session through the API client.
 */
export async function renewAccessToken() {
  const before = useSession.getState().accessToken;
  const renew = async () => {
    await useSession.persist.rehydrate();
    if (useSession.getState().accessToken !== before) return;
    const { refreshSession } = await import('../features/auth/api/refresh-session');
    const { userModel, jwtResult } = await refreshSession();
    useSession.getState().renewAccessToken(jwtResult);
    useSession.setState({ userModel, userType: userModel.userType });
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('nibras-session-refresh', renew);
  } else {
    await renew();
  }
  return Boolean(useSession.getState().accessToken);
}
