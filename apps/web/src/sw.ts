/// <reference lib="webworker" />
/**
 * The service worker (issue 33, docs/decisions/0031), built by vite-plugin-pwa (injectManifest)
 * into /sw.js, scope /. It keeps the app shell, every page's code, both languages' texts and
 * the first screens' fonts, so the app opens without a network; the page registers it after
 * its first load (lib/pwa/register.ts). Pages are still the server's whenever it answers
 * (prerendered and drawn pages, decisions 0020 and 0022); offline, index.html draws them from
 * the cache. The API is never answered from here: the last answers a page showed are the query
 * cache's, kept in the page (lib/pwa/persisted-queries.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { skipWaitingMessage } from './lib/pwa/messages';
import { installPushHandlers } from './service-worker/push';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The runtime configuration (/config.js) that index.html loads as a file when the server has
// not put it inline: the last one seen, for when the app opens offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
  new NetworkFirst({ cacheName: 'nibras-runtime-config', networkTimeoutSeconds: 5 }),
);

// A page: the server's (with its inline scripts and drawn content), or the shell when there is
// no network; the app then draws the page itself.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/dev\//] },
  ),
);

// A new version waits until the person chooses to reload (registerType "prompt"): the open
// pages never run half of one version and half of the next.
self.addEventListener('message', (event) => {
  if (event.data === skipWaitingMessage) void self.skipWaiting();
});

// Web Push (decision 0032): a push shows its notification; a tap opens its page.
installPushHandlers(self);

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
