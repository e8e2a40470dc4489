import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { loadTexts } from '@/lib/i18n';
import { loadToast } from '@/lib/load-toast';
import { renewSessionInTurn } from '@/features/auth/api/renew-session-in-turn';
import {
  checkSessionExpiry,
  refreshDelayMs,
  startSessionRehydration,
  useSession,
} from '@/lib/session';

/** After a failed refresh (network, server), try again this soon while the token still lives. */
const retryDelayMs = 30_000;
/** setTimeout fires at once past this delay (2^31 - 1 ms), which would refresh in a loop. */
const longestTimerMs = 2_147_483_647;

/** Renews the token unless another tab already did (its token is then no longer due). */
function renewOnce() {
  return renewSessionInTurn(() => {
    const { accessToken, accessTokenExpiration } = useSession.getState();
    if (!accessToken || !accessTokenExpiration) return false;
    return refreshDelayMs(accessTokenExpiration) <= 0;
  });
}

/**
 * Keeps the persisted session alive and honest (docs/shared/SPEC.md section 4): reads it at start-up with the
 * rehydrate time-out, clears it once expired, renews the token silently before it expires, and
 * follows logins and logouts made in other tabs.
 */
export function useSessionKeeper() {
  const { t } = useTranslation();
  const rehydrated = useSession((state) => state.rehydrated);
  const accessToken = useSession((state) => state.accessToken);
  const expiration = useSession((state) => state.accessTokenExpiration);

  useEffect(() => startSessionRehydration(), []);

  useEffect(() => {
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === useSession.persist.getOptions().name) void useSession.persist.rehydrate();
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  useEffect(() => {
    if (!rehydrated || !accessToken) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const expireIfDue = () => {
      if (checkSessionExpiry()) {
        void Promise.all([loadToast(), loadTexts(['shared'])]).then(([toast]) =>
          toast.info(t('errors.session_expired', { ns: 'shared' })),
        );
        return true;
      }
      return false;
    };
    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(run, Math.min(delay, longestTimerMs));
    };
    const run = () => {
      if (stopped || expireIfDue() || !expiration) return;
      const due = refreshDelayMs(expiration);
      if (due > 0) return schedule(due);
      renewOnce().catch((error: unknown) => {
        // A 401 has already ended the session through the API client.
        if (stopped || (error instanceof ApiRequestError && error.status === 401)) return;
        schedule(Math.min(retryDelayMs, Math.max(0, Date.parse(expiration) - Date.now())));
      });
    };
    // Background tabs throttle timers: look again as soon as the page is seen.
    const onVisible = () => document.visibilityState === 'visible' && run();

    run();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [rehydrated, accessToken, expiration, t]);
}
