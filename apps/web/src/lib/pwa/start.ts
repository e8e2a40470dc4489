/**
 * Starts the service worker's registration (register.ts, a chunk of its own) after the page's
 * load event and an idle moment: the first page comes first (issue 33, apps/web/budget.json),
 * then renews this browser's push subscription if the server's key changed (renew-push-key.ts).
 * Only in a build: `npm run dev` has no /sw.js.
 */
export function registerAfterFirstPage() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const start = () => {
    const whenIdle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 5000 })
        : window.setTimeout(callback, 1);
    whenIdle(() => {
      void import('./register')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .then(
          (registration) =>
            void import('./renew-push-key')
              .then(({ renewPushKeyOnOpen }) => renewPushKeyOnOpen(registration))
              .catch(() => {
                // Offline, or the API unreachable: tried again at the next opening.
              }),
        )
        .catch(() => {
          // No service worker (a private window, a blocked script): the app works online.
        });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
