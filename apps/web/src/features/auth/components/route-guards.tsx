import { dashboardPathOf, type UserTypeName } from '@nibras/contracts/roles';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { withNext } from '@/features/auth/hooks/use-next-path';

const ReturnTo = lazy(() => import('./return-to').then(({ ReturnTo }) => ({ default: ReturnTo })));

/** Where the guard came from, so that login can return there (see `VisitorOnly`). */
type FromState = { from?: string } | null;

/**
 * The pages of a visitor (home, login, signup, password reset): a logged-in user goes to their
 * own dashboard instead (docs/shared/SPEC.md section 4, read as docs/decisions/0004 explains). After login,
 * a user sent here from a page of their own dashboard goes back to it, and a user who came with
 * `?next=` (a booking half made, a session page) goes to that page of the app.
 */
export function VisitorOnly() {
  const userType = useSession((state) => (state.accessToken ? state.userModel?.userType : null));
  const location = useLocation();
  if (!userType) return <Outlet />;
  const dashboard = dashboardPathOf[userType];
  const from = (location.state as FromState)?.from;
  const back = from === dashboard || from?.startsWith(`${dashboard}/`) ? from : dashboard;
  const next = new URLSearchParams(location.search).get('next');
  if (next) {
    return (
      <Suspense fallback={null}>
        <ReturnTo next={next} fallback={back} />
      </Suspense>
    );
  }
  return <Navigate to={back} replace />;
}

/** A page for any logged-in user (a session's page): a visitor logs in first and comes back. */
export function RequireLogin() {
  const loggedIn = useSession((state) => Boolean(state.accessToken && state.userModel));
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={withNext('/login', pathname + search)} replace />;
  return <Outlet />;
}

/**
 * A dashboard of one role (docs/shared/SPEC.md section 6): no token or no user model goes to /login, a user
 * of another role goes to their own dashboard.
 */
export function RequireRole({
  role,
  signInPath = '/login',
}: {
  role: UserTypeName;
  /** Where to sign in: operators have a sign-in of their own, with a second factor. */
  signInPath?: string;
}) {
  const accessToken = useSession((state) => state.accessToken);
  const userType = useSession((state) => state.userModel?.userType);
  const { pathname } = useLocation();
  if (!accessToken || !userType) {
    return <Navigate to={signInPath} replace state={{ from: pathname } satisfies FromState} />;
  }
  if (userType !== role) return <Navigate to={dashboardPathOf[userType]} replace />;
  return <Outlet />;
}
