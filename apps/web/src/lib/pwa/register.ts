/**
 * Registers the service worker (src/sw.ts, built into /sw.js) once the first page has loaded:
 * never on a first visit's critical path (issue 33, apps/web/budget.json). A new version
 * installs in the background and waits; the person sees "A new version is ready: Reload", and
 * only that reload moves every open page to it together (decision 0031).
 */
import { commonText } from '@/lib/i18n';
import { loadToast } from '@/lib/load-toast';
import { skipWaitingMessage } from './messages';

/** How often an open app asks whether there is a new version (besides each page load). */
const updateCheckEvery = 60 * 60 * 1000;

export async function registerServiceWorker(serviceWorkers = navigator.serviceWorker) {
  const registration = await serviceWorkers.register('/sw.js', { scope: '/' });
  // Reloaded once, when the waiting version takes over after the person chose "Reload".
  let reloading = false;
  const hadController = Boolean(serviceWorkers.controller);
  serviceWorkers.addEventListener('controllerchange', () => {
    // The very first version claiming this page changes nothing it runs.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const offer = (waiting: ServiceWorker) => void offerNewVersion(waiting);
  if (registration.waiting && serviceWorkers.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed while another version runs this page: a new version, waiting.
      if (installing.state === 'installed' && serviceWorkers.controller) offer(installing);
    });
  });
  window.setInterval(() => void registration.update().catch(() => {}), updateCheckEvery);
  return registration;
}

async function offerNewVersion(waiting: ServiceWorker) {
  const toast = await loadToast();
  toast(commonText('app.updateReady'), {
    id: 'nibras-new-version',
    duration: Infinity,
    action: {
      label: commonText('app.reload'),
      onClick: () => waiting.postMessage(skipWaitingMessage),
    },
  });
}
