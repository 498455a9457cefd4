import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '@wheelend/domain';
import { App, queryClient } from './app/App';
import { loadScreen, makeRouter, ready } from './app/router';
import { installDefaultPolicy } from './shared/trustedTypes';
import { takeDataBlock } from './shared/dataBlock';
import { APP_VERSION_KEY, readStorage } from './shared/appState';
import { startOffline } from './shared/offline/start';
import { activeLocale, startI18n } from './shared/i18n/i18n';

// The start (messages, the offline parts), the router (which ranks every route) and the first render
// each run in a task of their own, after the one that ran this code's modules, so that no one task
// blocks a slow phone for as long as all of them.
const pause = () => new Promise((resolve) => setTimeout(resolve));

/** The answers of a page the server rendered in `served`, when the app starts in that language: the
 * app then takes the page's markup over in place. */
function pageState(served: string): unknown {
  const state = takeDataBlock(PAGE_STATE_ID);
  return activeLocale() === served ? state : undefined;
}

/** The app's start, called by main.tsx once this module has loaded. Nothing starts while the module
 * itself runs: with developer tools attached (as Lighthouse's are) the browser records where each
 * timer and request came from, and for a call made from the module's own top level it parses the
 * whole module again to say where. */
export async function start() {
  await pause();
  // The page's first read of each storage area waits for the browser to open it (7 ms on this
  // machine's browser, four times that on a slow phone): each in a task of its own, before the tasks
  // that read them (the language, the notifications, the router's view transitions).
  readStorage('local', APP_VERSION_KEY);
  await pause();
  readStorage('session', APP_VERSION_KEY);
  await pause();
  installDefaultPolicy();
  startOffline();
  // The language the server wrote the page in, before the app's own marks it.
  const served = document.documentElement.lang;
  await startI18n();
  await pause();
  const router = makeRouter();
  await ready(router);
  await pause();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const state = pageState(served);
  if (state) {
    await loadScreen(router);
    hydrate(queryClient, state);
    // In a transition, as the render below: in slices, not one long task.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  // Not the markup the server rendered (another language, or the service worker's page): replaced.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
