import type { Page } from '@playwright/test';

/**
 * Waits until the service worker, registered after the first page (apps/web/src/lib/pwa),
 * is active and controls this page (issue 33).
 */
export async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return Boolean(registration?.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 60_000 },
  );
}
