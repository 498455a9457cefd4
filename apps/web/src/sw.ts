/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { createHandlerBoundToURL, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { escapeHtml } from '@wheelend/domain/html';
import { HAND_OVER, SAVED_AT_HEADER } from './shared/offline/header';
import { savedForOffline } from './shared/offline/apiCache';

declare const self: ServiceWorkerGlobalScope;

/** Set when the page asked this version to hand over to a waiting one (see the message handler). */
let handOver: { title: string; lang: string } | undefined;

/** Once asked, a page load gets the hand-over page while a new version waits, before any route of the app. */
registerRoute(
  ({ request }) => !!handOver && request.mode === 'navigate' && !!self.registration.waiting,
  () => Promise.resolve(handOverPage(handOver!)),
);

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
// The browser lets it take over only once this version has no event left to handle, and when one comes
// while this version is being stopped for it (any call of the page), it is started again and the
// take-over waits until it idles (30 s after the page's last call, never while DevTools is attached).
// So the page does not ask from the app: it asks this version to hand over (HAND_OVER) and loads its
// address again, which gets the hand-over page; that page calls nothing and asks the new version to
// take over (SKIP_WAITING), then loads the address from it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; title?: unknown; lang?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === HAND_OVER) {
    handOver = { title: String(data.title ?? ''), lang: String(data.lang ?? '') };
    event.ports[0]?.postMessage(null);
  }
});
clientsClaim();

/** An empty page with the app's title that asks the waiting version to take over and then loads its
 * address again. Should the take-over not happen within 3 s (another tab of the app kept this version
 * busy), it loads the address again, which asks again: the browser tries the take-over on each page
 * load, and this version answers with this page while the new one waits. A load that has not arrived
 * after 3, 6, 12 s… is started again: one begun while the browser switched versions can be lost. */
function handOverPage({ title, lang }: { title: string; lang: string }): Response {
  const nonce = crypto.randomUUID();
  const script = `
    let wait = 0;
    const again = () => {
      if (wait) return;
      wait = 3000;
      const load = () => { location.reload(); setTimeout(load, wait); wait *= 2; };
      load();
    };
    navigator.serviceWorker.addEventListener('controllerchange', again);
    setTimeout(again, 3000);
    navigator.serviceWorker.getRegistration().then(
      (r) => (r && r.waiting ? r.waiting.postMessage({ type: 'SKIP_WAITING' }) : again()),
      again,
    );`;
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<link rel="icon" href="data:,"><script nonce="${nonce}">${script}</script></head><body></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; img-src data:; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
    },
  });
}
