import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import {
  detectPlatform,
  mergeNotifications,
  unseenCount,
  type Environment,
  type StoredNotification,
} from '@wheelend/domain';
import { api, schemas } from '../../shared/api';
import { APP_VERSION_KEY, appVersion, NOTIFICATIONS_PREFIX, readStorage, writeStorage } from '../../shared/appState';

/** The notifications with their local fields (ignore, ignoreTemp, seen), kept in localStorage. */
const LIST_KEY = NOTIFICATIONS_PREFIX;
/** Set for the browser session once the pop-up was closed. */
const LATER_KEY = `${NOTIFICATIONS_PREFIX}.later`;

type Snapshot = { list: StoredNotification[] | null; env: Environment };

function read(): Snapshot {
  let list: StoredNotification[] | null = null;
  const raw = readStorage('local', LIST_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw);
      if (Array.isArray(parsed)) list = parsed;
    } catch {
      list = null;
    }
  }
  const platform =
    typeof navigator === 'undefined' ? 'Unknown' : detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  return { list, env: { platform, version: appVersion() } };
}

let snapshot: Snapshot | undefined;
/** Read at its first use, not as the module loads: the page's first read of localStorage waits for
 * the browser to open it, which the app's start does in a task of its own (start.tsx). */
const current = (): Snapshot => (snapshot ??= read());
let stored: Snapshot | undefined;
/** What a page rendered on the server shows, and the app's first render takes over: nothing stored
 * (the very snapshot when nothing is, so that taking the page over re-renders nothing). */
function serverSnapshot(): Snapshot {
  const now = current();
  return (stored ??= now.list === null ? now : { list: null, env: now.env });
}
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function onStorage(e: StorageEvent) {
  if (e.key === null || e.key === LIST_KEY || e.key === APP_VERSION_KEY) {
    snapshot = read();
    emit();
  }
}

export function getNotifications(): StoredNotification[] {
  return current().list ?? [];
}

export function setNotifications(list: StoredNotification[]): void {
  writeStorage('local', LIST_KEY, JSON.stringify(list));
  snapshot = { ...current(), list };
  emit();
}

/** Re-reads the app version after `/?version=` saved a new one. */
export function refreshEnvironment(): void {
  snapshot = read();
  emit();
}

export function useNotificationStore(): Snapshot {
  return useSyncExternalStore(subscribe, current, serverSnapshot);
}

export function useUnseenCount(): number {
  const { list, env } = useNotificationStore();
  return list ? unseenCount(list, env) : 0;
}

export function sessionIgnored(): boolean {
  return readStorage('session', LATER_KEY) === '1';
}

export function setSessionIgnored(): void {
  writeStorage('session', LATER_KEY, '1');
}

/** Fetches the server list once per load and language and merges it into local storage: the titles
 * and messages are in the reader's language where the notification has one, else in English. */
export function useNotificationSync() {
  const lang = useLingui().i18n.locale;
  return useQuery({
    queryKey: ['notifications', lang],
    queryFn: async ({ signal }) => {
      const path = `/api/v11/aftermarketnotification?lang=${encodeURIComponent(lang)}`;
      const list = await api.get(schemas?.notifications, path, signal);
      const merged = mergeNotifications(current().list, list);
      setNotifications(merged);
      return merged.length;
    },
    staleTime: Infinity,
    // Its answer is merged into this device's list: the server's render of a page never answers it.
    meta: { browserOnly: true },
  });
}
