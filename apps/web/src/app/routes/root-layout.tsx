import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { LiveAnnouncer } from '@/components/ui/live-announcer';
import { useOnline } from '@/lib/pwa/online';
import { loadQueryClient } from '@/lib/load-query-client';
import { useSession } from '@/lib/session';
import { SessionGate } from '@/features/auth/components/session-gate';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { renewAccessToken } from '@/app/renew-access-token';

const loadLiveMessages = () => import('@/features/messaging/components/live-messages');
const loadUnreadLink = () => import('@/features/messaging/components/unread-link');
const loadWalletLink = () => import('@/features/wallet/components/wallet-link');

// Loaded once someone is logged in, so visitors never download messaging.
const LiveMessages = lazy(() =>
  loadLiveMessages().then((module) => ({ default: module.LiveMessages })),
);
const UnreadMessagesLink = lazy(() =>
  loadUnreadLink().then((module) => ({ default: module.UnreadMessagesLink })),
);
// Families only, once logged in: public pages never carry the wallet's code (budget.json).
const WalletLink = lazy(() => loadWalletLink().then((module) => ({ default: module.WalletLink })));
// Only while offline, from the service worker's precache; a visitor without the worker yet,
// whose load fails, sees the page without the banner rather than an error. It reads the query
// cache, which the home page has not loaded.
const OfflineBanner = lazy((): Promise<{ default: ComponentType }> =>
  Promise.all([import('@/components/layout/offline-banner'), loadQueryClient()])
    .then(([module]) => ({ default: module.OfflineBanner }))
    .catch(() => ({ default: () => null })),
);

/**
 * The layout's lazy parts, loaded: a test that drew the layout waits for them before its file
 * ends, or a load still on its way lands after its environment is gone (vitest then fails the
 * next file).
 */
export function layoutPartsLoaded() {
  return Promise.all([loadLiveMessages(), loadUnreadLink(), loadWalletLink()]);
}

/** The footer is shown on every page but /login and the dashboards (docs/shared/SPEC.md section 2). */
export function showsFooter(pathname: string) {
  // The router matches paths case-insensitively and with a trailing slash, so this must too.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path !== '/login' && path !== '/dashboard' && !path.startsWith('/dashboard/');
}

export function Component() {
  const { pathname } = useLocation();
  const user = useSession((state) => state.userModel);
  const logout = useLogout();
  const online = useOnline();

  return (
    <SessionGate>
      <div className="flex min-h-screen flex-col">
        <NavBar
          user={user}
          onLogout={logout}
          walletLink={
            (user?.userType === 'Parent' || user?.userType === 'Student') && (
              <Suspense fallback={null}>
                <WalletLink />
              </Suspense>
            )
          }
          messagesLink={
            user && (
              <Suspense fallback={null}>
                <UnreadMessagesLink />
              </Suspense>
            )
          }
        />
        {!online && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <LiveMessages renewToken={renewAccessToken} />
          </Suspense>
        )}
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {showsFooter(pathname) && <Footer />}
        <LiveAnnouncer />
      </div>
    </SessionGate>
  );
}
