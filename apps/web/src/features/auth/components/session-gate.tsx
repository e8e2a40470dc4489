import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, useSessionRehydrated } from '@/lib/session';
import { useSessionKeeper } from '@/features/auth/hooks/use-session-keeper';
import { AppLoading } from '@/components/layout/app-loading';

/**
 * Holds the app until the persisted session is read (at most the rehydrate time-out), then keeps
 * it. A token without a user model is no session: off /login it is cleared and the user sent
 * there (docs/shared/SPEC.md section 4).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useSessionKeeper();
  const rehydrated = useSessionRehydrated();
  const orphanToken = useSession((state) => Boolean(state.accessToken) && !state.userModel);

  // The same screen as while the page's code loads: one loading screen, not two in a row.
  if (!rehydrated) return <AppLoading />;
  if (orphanToken && pathname !== '/login') {
    return <OrphanTokenRedirect />;
  }
  return children;
}

function OrphanTokenRedirect() {
  useEffect(() => useSession.getState().clearSession(), []);
  return <Navigate to="/login" replace />;
}
