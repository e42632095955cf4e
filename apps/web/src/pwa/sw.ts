/// <reference lib="webworker" />
/**
 * The lite app's service worker (issue 17, decision 0054), built by vite-plugin-pwa from this file
 * with Workbox. What it keeps: the build's shell (the entry script and styles, the language
 * catalogues, the offline page, the icons; precached under their hashed names), the site's page as
 * last fetched (with the brand's merchant meta tag), hashed assets as they load, and pictures.
 * What it never keeps: anything under the API's prefixes (`/wps/`, `/bo/`, `/ws`, …), whose
 * answers carry money and sessions (`cache-rules.ts`): those go to the network, or fail.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isCachedPath,
  isNavigablePath,
  OFFLINE_PAGE,
  PAGES_CACHE,
  pageWithoutAnswers,
  SHELL_KEY,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page: the network first (a new build's asset names, the brand of the host), else after three
// seconds or offline the last page fetched. Every route is the same page (the app routes itself),
// so it is kept under one key; only a whole, good HTML answer replaces it.
registerRoute(
  ({ request, url, sameOrigin }) =>
    request.mode === 'navigate' && sameOrigin && isNavigablePath(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      { cacheKeyWillBeUsed: async () => SHELL_KEY },
      {
        cacheWillUpdate: async ({ response }) => {
          if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
            return null;
          // Kept without this visit's answers (decision 0057): the body is text now, so the length
          // and encoding it came with no longer apply.
          const headers = new Headers(response.headers);
          headers.delete('content-length');
          headers.delete('content-encoding');
          return new Response(pageWithoutAnswers(await response.text()), {
            status: response.status,
            statusText: response.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

// Hashed build files never change under their name: kept for good, old builds' dropped with time.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tessera-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// Pictures, game art and icons: shown from the cache, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCachedPath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'tessera-static',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 86_400 })],
  }),
);

// A page that could not be had at all (offline before any page was kept): the offline page.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

// A new build's worker takes over at once: the pages it serves name the assets it precached.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
