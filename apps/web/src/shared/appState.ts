/** App state kept in the browser. Every key starts with 'app.'; Home clears them all except the
 * notifications (with their seen and ignore counts) and the app version. */

export const APP_PREFIX = 'app.';
export const APP_VERSION_KEY = 'app.version';
export const NOTIFICATIONS_PREFIX = 'app.notifications';

const kept = (key: string) => key === APP_VERSION_KEY || key.startsWith(NOTIFICATIONS_PREFIX);

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null) keys.push(k);
  }
  return keys;
}

const listeners = new Set<() => void>();

/** Runs `listener` after every resetAppState(); returns the unsubscribe function. */
export function onAppReset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears every 'app.' key of localStorage and sessionStorage except the notifications and the
 * app version, then tells in-memory stores to start again. */
export function resetAppState(): void {
  for (const storage of storages()) {
    for (const key of keysOf(storage)) {
      if (key.startsWith(APP_PREFIX) && !kept(key)) storage.removeItem(key);
    }
  }
  for (const l of listeners) l();
}

function storages(): Storage[] {
  const list: Storage[] = [];
  try {
    if (typeof localStorage !== 'undefined') list.push(localStorage);
    if (typeof sessionStorage !== 'undefined') list.push(sessionStorage);
  } catch {
    // storage disabled by the browser
  }
  return list;
}

export function readStorage(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: 'local' | 'session', key: string, value: string | null): void {
  try {
    const s = storage === 'local' ? localStorage : sessionStorage;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage full or disabled: the app keeps working for this page
  }
}

/** The app version saved from `/?version=…`, or null. */
export function appVersion(): string | null {
  return readStorage('local', APP_VERSION_KEY);
}

export function saveAppVersion(version: string): void {
  const v = version.trim().slice(0, 32);
  if (/^\d+(\.\d+){0,3}$/.test(v)) writeStorage('local', APP_VERSION_KEY, v);
}
