import { useSyncExternalStore } from 'react';

import { SAVED_AT_HEADER } from './header';

type Saved = { path: string; at: Date };
let saved: Saved | null = null;
const listeners = new Set<() => void>();

const told = () => {
  for (const l of listeners) l();
};

/** Runs the screen's calls again; set by the app. */
let again: (() => Promise<unknown>) | undefined;
export const onAskAgain = (f: () => Promise<unknown>) => {
  again = f;
};
// Online, a screen answered from the cache (the connection back but not yet through, or the server not
// answering) asks again, a few times, a few seconds apart.
const AGAIN_AFTER = 3000;
const TRIES = 5;
let tries = 0;
let asking = false;
let timer: ReturnType<typeof setTimeout> | undefined;
function askAgain() {
  if (tries >= TRIES) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    tries += 1;
    asking = true;
    void again?.().finally(() => (asking = false));
  }, AGAIN_AFTER);
}

/** Notes an answer of the current screen that came from the cache (the oldest one wins); an answer from
 * the server to a call asked again clears it. */
export function noteAnswer(res: Response) {
  const header = res.headers.get(SAVED_AT_HEADER);
  if (!header) {
    if (asking && saved) {
      saved = null;
      told();
    }
    return;
  }
  const at = new Date(header);
  if (Number.isNaN(at.getTime())) return;
  if (navigator.onLine) askAgain();
  const path = location.pathname;
  if (saved && saved.path === path && saved.at <= at) return;
  saved = { path, at };
  told();
}

// Back online, the screen's calls run again (refetchOnReconnect): an answer still from the cache notes itself anew.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    saved = null;
    tries = 0;
    told();
  });

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** When the answers of the screen at `path` were saved, if any came from the cache. */
export function useSavedAt(path: string): Date | null {
  const s = useSyncExternalStore(
    subscribe,
    () => saved,
    () => null,
  );
  return s && s.path === path ? s.at : null;
}
