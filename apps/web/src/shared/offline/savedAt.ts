import { useSyncExternalStore } from 'react';

import { SAVED_AT_HEADER } from './header';

type Saved = { path: string; at: Date };
let saved: Saved | null = null;
const listeners = new Set<() => void>();

/** Notes an answer of the current screen that came from the cache (the oldest one wins). */
export function noteAnswer(res: Response) {
  const header = res.headers.get(SAVED_AT_HEADER);
  if (!header) return;
  const at = new Date(header);
  if (Number.isNaN(at.getTime())) return;
  const path = location.pathname;
  if (saved && saved.path === path && saved.at <= at) return;
  saved = { path, at };
  for (const l of listeners) l();
}

// Back online, the screen's calls run again (refetchOnReconnect): an answer still from the cache notes itself anew.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    saved = null;
    for (const l of listeners) l();
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
