import { useSyncExternalStore } from 'react';
import { message, normalizePartNumber, PART_TYPE, partTypeName, type Message } from '@wheelend/domain';
import {
  SAVED_FORMAT,
  savedCatalog,
  savedCatalogInfo,
  type SavedCatalogInfo,
  type SavedSummary,
} from '@wheelend/domain/contract';
import type { PartSuggestion } from '@wheelend/domain/contract';
import { api } from '../api';
import type { Text } from '../i18n';
import { appConfig } from '../config';
import { offlineDb, type SavedCatalogRecord } from './db';
import { markSaved } from './saved';

const URL_INFO = '/api/v11/offline/catalog/info';
const URL_DATA = '/api/v11/offline/catalog';

/** The saved catalog's state for the screens: what is saved, and a download under way. */
export type CatalogState = {
  /** `current`: saved in the format this app reads (an older one is downloaded again when online). */
  saved: { version: number; savedAt: number; bytes: number; numbers: number; current: boolean } | null;
  progress: { done: number; total: number } | null;
  /** Why the last download failed: a message, or the words of an unexpected error. */
  error: Message | string | null;
};

const none: CatalogState = { saved: null, progress: null, error: null };
let state = none;
const listeners = new Set<() => void>();
function set(next: Partial<CatalogState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useSavedCatalog = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => none,
  );

/** The saved catalog in memory, with each number normalized, once it was read from the device. */
type Loaded = SavedCatalogRecord & { norms: string[] };
let loaded: Promise<Loaded | null> | undefined;

function remember(record: SavedCatalogRecord | undefined): Loaded | null {
  if (!record) {
    set({ saved: null });
    return null;
  }
  const { version, savedAt, bytes, data } = record;
  set({ saved: { version, savedAt, bytes, numbers: data.Numbers.length, current: data.Format === SAVED_FORMAT } });
  return { ...record, norms: data.Numbers.map(normalizePartNumber) };
}

/** The saved catalog, read from the device on first use. */
export function loadSaved(): Promise<Loaded | null> {
  loaded ??= offlineDb()
    .then((d) => d.get('catalog', 'current'))
    .then(remember, () => null);
  return loaded;
}

/** What the saved catalog would be now; checked in production too, as what is kept on the device. */
export const catalogInfo = async (): Promise<SavedCatalogInfo> =>
  savedCatalogInfo.parse(await api.get(undefined, URL_INFO)).Results[0];

let running: Promise<void> | undefined;

class StatusError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}.`);
  }
}

/** Downloads the saved catalog, counting its unpacked bytes against `info.RawBytes` as they arrive,
 * and keeps it on the device in place of the one before. */
export function downloadCatalog(info: SavedCatalogInfo): Promise<void> {
  running ??= (async () => {
    set({ progress: { done: 0, total: info.RawBytes }, error: null });
    try {
      const res = await fetch(URL_DATA, {
        headers: { Accept: 'application/json', 'Ocp-Apim-Subscription-Key': appConfig.apiKey },
      });
      if (!res.ok || !res.body) throw new StatusError(res.status);
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let done = 0;
      for (;;) {
        const r = await reader.read();
        if (r.done) break;
        chunks.push(r.value);
        done += r.value.length;
        set({ progress: { done, total: Math.max(done, info.RawBytes) } });
      }
      const text = await new Blob(chunks as BlobPart[]).text();
      const data = savedCatalog.parse(JSON.parse(text)).Results[0];
      const record: SavedCatalogRecord = { version: data.Version, savedAt: Date.now(), bytes: info.Bytes, data };
      await (await offlineDb()).put('catalog', record, 'current');
      loaded = Promise.resolve(remember(record));
    } catch (e) {
      set({
        error:
          e instanceof TypeError
            ? message('offline.error.lost')
            : e instanceof StatusError
              ? message('offline.error.status', { status: e.status })
              : (e as Error).message,
      });
      throw e;
    } finally {
      set({ progress: null });
      running = undefined;
    }
  })();
  return running;
}

/** Removes the saved catalog from the device. */
export async function removeCatalog() {
  await (await offlineDb()).delete('catalog', 'current');
  loaded = Promise.resolve(null);
  set({ saved: null });
}

/** When online, downloads the saved catalog again if the server's catalog version or the saved format changed; never
 * blocks a screen and stays quiet when it fails (the saved one stays). */
export async function refreshSavedCatalog() {
  if (!navigator.onLine || running) return;
  const saved = await loadSaved();
  if (!saved) return;
  try {
    const info = await catalogInfo();
    if (info.Version !== saved.version || saved.data.Format !== SAVED_FORMAT) await downloadCatalog(info);
  } catch {
    // Offline again or the server is busy: the next start or reconnection tries again.
  }
}

const MAX = 20;

/** The first index whose normalized number is at least `norm`. */
function lowerBound(norms: string[], norm: string) {
  let lo = 0;
  let hi = norms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (norms[mid] < norm) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Numbers of the saved catalog that equal or start with the typed text (any formatting), exact first. */
export async function findSaved(text: string): Promise<PartSuggestion[] | null> {
  const c = await loadSaved();
  if (!c) return null;
  const norm = normalizePartNumber(text);
  if (!norm) return [];
  const { data, norms } = c;
  const out: PartSuggestion[] = [];
  for (let i = lowerBound(norms, norm); i < norms.length && out.length < MAX && norms[i].startsWith(norm); i++) {
    const own = data.Owns[data.Own[i]];
    const s: PartSuggestion = {
      CompetitorInterchangesId: i,
      CompetitorId: data.Competitor[i],
      CompetitorName: data.Competitors[data.Competitor[i]] ?? '',
      CompetitorPartNumber: data.Numbers[i],
      PartTypeId: data.PartType[i],
      PartNumber: own,
      IsOwn: normalizePartNumber(own) === norms[i],
    };
    markSaved(s);
    out.push(s);
  }
  return out;
}

/** A part's saved summary, with the name of its part type: a message for the types the app names,
 * else the catalog's name. */
export async function savedSummary(number: string): Promise<(SavedSummary & { TypeName: Text }) | null> {
  const c = await loadSaved();
  if (!c) return null;
  const s = c.data.Summaries.find((x) => x.Number === number);
  if (!s) return null;
  const name =
    partTypeName(s.PartTypeId) ??
    (s.PartTypeId === PART_TYPE.brakeDrum ? message('offline.part.brakeDrum') : undefined) ??
    c.data.PartTypes.find((t) => t.Id === s.PartTypeId)?.Name;
  return { ...s, TypeName: name ?? '' };
}
