import { useSyncExternalStore } from 'react';
import type { registerWorker } from './worker';

let worker: ReturnType<typeof registerWorker> | undefined;
let waiting = false;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** Whether a new version of the app is installed and waits for the next navigation. */
export const useUpdateWaiting = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );

/** Registers the service worker (built apps only). A new version is told to the page and waits. */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // After the page's load and its first screen's calls (the first idle moment, 3 s at most), so that
  // caching the whole app does not compete with them; its code (Workbox) is loaded then too.
  // With no connection Workbox's code does not come: it is asked for again when the connection returns.
  const register = () =>
    void import('./worker').then(
      (m) => {
        worker = m.registerWorker(() => {
          waiting = true;
          for (const l of listeners) l();
        });
      },
      () => window.addEventListener('online', register, { once: true }),
    );
  const later = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** On a navigation to `to` outside a questionnaire, a waiting version takes over and the page loads
 * again there; true when it does. */
export function applyUpdateOn(to: string): boolean {
  return waiting && !!worker && worker.apply(to);
}
