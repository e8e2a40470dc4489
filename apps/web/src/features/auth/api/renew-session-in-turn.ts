import { useSession } from '@/lib/session';

/**
 * Renews the access token taking turns with the other tabs: the refresh cookie rotates, and
 * presenting the old one twice would be taken for theft and end the session everywhere. A Web
 * Lock makes tabs wait for each other; inside it the session is read again from storage and
 * `stillNeeded` decides whether the winner's new token already made this refresh unnecessary.
 */
export async function renewSessionInTurn(stillNeeded: () => boolean) {
  const renew = async () => {
    await useSession.persist.rehydrate();
    if (!stillNeeded()) return;
    // Loaded on first use: visitors never refresh, so the response schema (and zod) stays off
    // the first load of every page.
    const { refreshSession } = await import('./refresh-session');
    const { userModel, jwtResult } = await refreshSession();
    useSession.getState().renewAccessToken(jwtResult);
    useSession.setState({ userModel, userType: userModel.userType });
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('nibras-session-refresh', renew);
  } else {
    await renew();
  }
}
