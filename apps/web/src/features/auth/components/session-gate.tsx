import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { useSessionKeeper } from '../hooks/use-session-keeper';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Holds the app until the persisted session is read (at most the rehydrate time-out), then keeps
 * it. A token without a user model is no session: off /login it is cleared and the user sent
 * there (SPEC.md section 4).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  useSessionKeeper();
  const rehydrated = useSession((state) => state.rehydrated);
  const orphanToken = useSession((state) => Boolean(state.accessToken) && !state.userModel);

  if (!rehydrated) {
    return (
      <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4">
        <Spinner className="size-10" />
        <p className="text-slate-700 dark:text-slate-200">{t('session.loading')}</p>
      </div>
    );
  }
  if (orphanToken && pathname !== '/login') {
    return <OrphanTokenRedirect />;
  }
  return children;
}

function OrphanTokenRedirect() {
  useEffect(() => useSession.getState().clearSession(), []);
  return <Navigate to="/login" replace />;
}
