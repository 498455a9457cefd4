/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { createHandlerBoundToURL, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { SAVED_AT_HEADER } from './shared/offline/header';
import { savedForOffline } from './shared/offline/apiCache';

declare const self: ServiceWorkerGlobalScope;

// The app shell (index.html, every script, style and icon of this build) comes from the cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Page loads of the app get the cached shell, so a repeat visit needs no network for it. */
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/cdn\//, /^\/readyz/, /^\/healthz/],
  }),
);

/** An answer taken from the cache tells the page when it was fetched. */
const markSaved = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_AT_HEADER, cachedResponse.headers.get('date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** API answers: the network first; with no answer within 6 s (or none at all) the last one saved. Which
 * answers are saved: shared/offline/apiCache.ts; the others go to the network as if there were no worker. */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && savedForOffline(url.pathname),
  new NetworkFirst({
    cacheName: 'api',
    networkTimeoutSeconds: 6,
    plugins: [markSaved, new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/** Part images: the saved copy at once, refreshed in the background. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/cdn/images/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A new version waits until the page asks it to take over (on a navigation outside a questionnaire).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
