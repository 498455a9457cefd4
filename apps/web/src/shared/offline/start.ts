import { registerServiceWorker } from './update';

/** The offline parts of the app: the service worker, then (loaded after the first screen) kept emails
 * and the saved catalog kept up to date. */
export function startOffline() {
  registerServiceWorker();
  setTimeout(() => {
    // With no connection its code does not come: it is asked for again when the connection returns.
    const outbox = () =>
      void import('./outbox').then(
        (m) => m.startOutbox(),
        () => window.addEventListener('online', outbox, { once: true }),
      );
    outbox();
    // The catalog's code (and the schemas it checks a download with) only for a device that saved one.
    const refresh = () =>
      void import('./db')
        .then((m) => m.offlineDb())
        .then((d) => d.count('catalog'))
        .then((n) => (n > 0 ? import('./catalog').then((m) => m.refreshSavedCatalog()) : undefined))
        .catch(() => undefined);
    refresh();
    window.addEventListener('online', refresh);
  }, 3000);
}
