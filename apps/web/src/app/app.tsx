import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useLoadedQueryClient } from '@/lib/query-client-slot';
import { HydratedProvider } from '@/lib/use-hydrated';
import { useThemeStore } from '@/lib/theme';
import { useToasterWanted } from '@/lib/toaster-wanted';

// sonner (10 kB) is not needed to draw a page: its Toaster comes once the first page is up and
// some code that shows toasts has loaded (lib/toast.ts). A toast raised before that is not lost:
// sonner shows the active toasts to a Toaster that subscribes late.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** True once the browser is idle after the first render. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

export type AppProps = { router: ReturnType<typeof createBrowserRouter> };

/** The app around its router, made in main.tsx so that the first page's code loads early. */
export function App({ router }: AppProps) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/**
 * TanStack Query's context, given the app's client once a page has loaded it
 * (lib/query-client-slot.ts) and never before, so the home page goes without it. Its provider
 * would need the client from the first render; this one is the same element throughout, so the
 * client's arrival draws the pages again rather than mounting them anew. Mounted as the
 * provider mounts it: refetching on focus and on reconnecting.
 */
function QueryContext({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const loaded = useLoadedQueryClient();
  const active = client ?? loaded ?? undefined;
  useEffect(() => {
    if (!active) return;
    active.mount();
    return () => active.unmount();
  }, [active]);
  return <QueryClientContext.Provider value={active}>{children}</QueryClientContext.Provider>;
}

/**
 * What surrounds the router: the same for the browser's router and the prerender's static one
 * (src/prerender/entry.tsx), so that a prerendered page hydrates into the same tree. The server
 * draws each page with a query cache of its own (src/prerender/drawn-pages.tsx).
 */
export function AppFrame({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const theme = useThemeStore((state) => state.theme);
  const { t, i18n } = useTranslation();
  const idle = useIdle();
  const toasterWanted = useToasterWanted();
  return (
    <QueryContext client={client}>
      <HydratedProvider>{children}</HydratedProvider>
      {idle && toasterWanted && (
        <Suspense fallback={null}>
          <Toaster
            theme={theme}
            dir={i18n.dir()}
            position={i18n.dir() === 'rtl' ? 'top-left' : 'top-right'}
            // Below the sticky header (h-16, lg:h-18), never over it: a toast there covered the
            // account menu, and a pointer resting on a toast keeps it open.
            offset={{ top: 80 }}
            mobileOffset={{ top: 72 }}
            closeButton
            // sonner's own names are English ("Notifications alt+T", "Close toast").
            containerAriaLabel={t('toasts.label')}
            toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
          />
        </Suspense>
      )}
    </QueryContext>
  );
}
