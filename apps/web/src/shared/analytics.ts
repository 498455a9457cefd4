import type { AnalyticsEvent } from '@wheelend/domain/contract';
import { appConfig } from './config';

/** Page views and searches, sent in batches to our own server. No third-party script. */

const ENDPOINT = '/api/v11/analytics/events';
const FLUSH_AFTER_MS = 2000;
const MAX_BATCH = 50;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lastRoute: string | undefined;
let listening = false;

const clean = (s: string, max: number) =>
  s
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, max);

function schedule() {
  listen();
  if (queue.length >= MAX_BATCH) return flush();
  if (timer === undefined) timer = setTimeout(() => flush(), FLUSH_AFTER_MS);
}

/** Sends what is queued: navigator.sendBeacon where available (it survives leaving the page),
 * otherwise fetch with keepalive. Analytics never disturb the user, so failures are dropped. */
export function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ Events: queue.splice(0, MAX_BATCH) });
    const url = `${ENDPOINT}?subscription-key=${encodeURIComponent(appConfig.apiKey)}`;
    const nav = typeof navigator !== 'undefined' ? navigator : undefined;
    if (nav?.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) continue;
    if (typeof fetch === 'function') {
      fetch(ENDPOINT, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': appConfig.apiKey },
        body,
      }).catch(() => undefined);
    }
  }
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** One page view per route change (the path without query or hash). */
export function trackPageView(path: string): void {
  const route = clean(path.split(/[?#]/)[0] || '/', 300);
  if (route === lastRoute || !route.startsWith('/')) return;
  lastRoute = route;
  queue.push({ Kind: 'page_view', Route: route });
  schedule();
}

export type SearchEvent = { competitor?: string | null; partNumber: string; found?: boolean };

/** The 'Unified Search' event of the home search: the competitor and the part number. */
export function trackEvent(name: 'Unified Search', data: SearchEvent): void {
  if (name !== 'Unified Search') return;
  const partNumber = clean(data.partNumber ?? '', 60);
  if (!partNumber) return;
  const competitor = data.competitor ? clean(data.competitor, 100) || null : null;
  queue.push({
    Kind: 'unified_search',
    Competitor: competitor,
    PartNumber: partNumber,
    ...(typeof data.found === 'boolean' ? { Found: data.found } : {}),
  });
  schedule();
}
