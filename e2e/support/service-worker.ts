import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker, registered after the first page (apps/web/src/lib/pwa), has
 * installed its precache, is active and controls this page (issue 33).
 */
export async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller
            ? (await caches.keys()).some((name) => name.includes('precache'))
            : false;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}
