import { Workbox, messageSW } from 'workbox-window';
import { hubSteps } from '@wheelend/domain';
import { HAND_OVER } from './header';

const steps = new Set<string>(hubSteps);

/** Screens of a questionnaire (the hub finder's steps and filters, the part finders' filters, the
 * calculators): a new version never interrupts them. */
export function inQuestionnaire(path: string): boolean {
  if (path.startsWith('/replace/') || path.startsWith('/hub/filters/') || /\/filter(\/|$)/.test(path)) return true;
  const m = /^\/hub\/([^/]+)$/.exec(path);
  return !!m && steps.has(m[1]);
}

/** Registers the service worker; `onWaiting` is told when a new version is installed and waits.
 * Refused where service workers are off (a private window of some browsers), harmlessly. */
export function registerWorker(onWaiting: () => void) {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', onWaiting);
  void wb
    .register()
    .then((registration) => {
      // An update found before this registration (the browser checks on every navigation) is still
      // installing: Workbox listens for updates found after it and for one already waiting, not for
      // this one, so it is watched here.
      const installing = registration?.installing;
      if (!installing || !navigator.serviceWorker.controller) return;
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) onWaiting();
      });
    })
    .catch(() => undefined);
  // Looked for again when the app comes back to the front, as a phone app does.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
  let applying = false;
  return {
    /** On a navigation to `to` outside a questionnaire, the page loads again there and the waiting
     * version takes over on that load (how: `sw.ts`); true when it does. */
    apply(to: string): boolean {
      const current = navigator.serviceWorker.controller;
      if (applying || !current || inQuestionnaire(new URL(to, location.href).pathname)) return false;
      applying = true;
      // The current version answers once it has noted the request; the page loads again then (at the
      // latest after 3 s), and the page's calls end with it.
      const asked = messageSW(current, {
        type: HAND_OVER,
        title: document.title,
        lang: document.documentElement.lang,
      });
      const later = new Promise((r) => setTimeout(r, 3000));
      // A full load even when `to` differs from the address shown by its fragment alone.
      const load = () => {
        history.replaceState(history.state, '', to);
        location.reload();
      };
      void Promise.race([asked, later]).then(load, load);
      return true;
    },
  };
}
