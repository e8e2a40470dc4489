import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { NavBar } from '../../components/layout/nav-bar';
import { useSession } from '../../lib/session';
import { SessionGate } from '../../features/auth/components/session-gate';
import { useLogout } from '../../features/auth/hooks/use-logout';

/** The footer is shown on every page but /login and the dashboards (SPEC.md section 2). */
export function showsFooter(pathname: string) {
  // The router matches paths case-insensitively and with a trailing slash, so this must too.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path !== '/login' && path !== '/dashboard' && !path.startsWith('/dashboard/');
}

export function Component() {
  const { pathname } = useLocation();
  const user = useSession((state) => state.userModel);
  const logout = useLogout();

  return (
    <SessionGate>
      <div className="flex min-h-screen flex-col">
        <NavBar user={user} onLogout={logout} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {showsFooter(pathname) && <Footer />}
      </div>
    </SessionGate>
  );
}
