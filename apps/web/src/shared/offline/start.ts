import { registerServiceWorker } from './update';

/** The offline parts of the app: the service worker, then (loaded after the first screen) kept emails
 * and the saved catalog kept up to date. */
export function startOffline() {
  registerServiceWorker();
  setTimeout(() => {
    void import('./outbox').then((m) => m.startOutbox());
    const refresh = () => void import('./catalog').then((m) => m.refreshSavedCatalog());
    refresh();
    window.addEventListener('online', refresh);
  }, 3000);
}
