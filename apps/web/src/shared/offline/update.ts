import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { hubSteps } from '@wheelend/domain';

let wb: Workbox | undefined;
let waiting = false;
let applying = false;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** Whether a new version of the app is installed and waits for the next navigation. */
export const useUpdateWaiting = () => useSyncExternalStore(subscribe, () => waiting);

/** Registers the service worker (built apps only). A new version is told to the page and waits. */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    waiting = true;
    for (const l of listeners) l();
  });
  // After the page's load and its first screen's calls (the first idle moment, 3 s at most), so that
  // caching the whole app does not compete with them; refused where service workers are off (a
  // private window of some browsers), harmlessly.
  const register = () => void wb?.register().catch(() => undefined);
  const later = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 3000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  // Looked for again when the app comes back to the front, as a phone app does.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update();
  });
}

const steps = new Set<string>(hubSteps);

/** Screens of a questionnaire (the hub finder's steps and filters, the part finders' filters, the
 * calculators): a new version never interrupts them. */
export function inQuestionnaire(path: string): boolean {
  if (path.startsWith('/replace/') || path.startsWith('/hub/filters/') || /\/filter(\/|$)/.test(path)) return true;
  const m = /^\/hub\/([^/]+)$/.exec(path);
  return !!m && steps.has(m[1]);
}

/** On a navigation to `to` outside a questionnaire, a waiting version takes over and the page loads
 * again there; true when it does. */
export function applyUpdateOn(to: string): boolean {
  if (!waiting || !wb || applying || inQuestionnaire(new URL(to, location.href).pathname)) return false;
  applying = true;
  wb.addEventListener('controlling', () => location.assign(to));
  wb.messageSkipWaiting();
  return true;
}
