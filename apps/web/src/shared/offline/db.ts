import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SavedCatalogData } from '@wheelend/domain/contract';

/** What the device keeps: the saved catalog, and emails sent while offline until they are accepted. */
export type SavedCatalogRecord = { version: number; savedAt: number; bytes: number; data: SavedCatalogData };
/** An email send kept on the device: the call, its body, its recipient (for the screen), what it is
 * about (a calculation: a second send of it is the same email) and its key. */
export type KeptEmail = { key: string; url: string; body: unknown; to: string; about?: string; keptAt: number };

interface OfflineDb extends DBSchema {
  catalog: { key: 'current'; value: SavedCatalogRecord };
  outbox: { key: string; value: KeptEmail };
}

let db: Promise<IDBPDatabase<OfflineDb>> | undefined;

export function offlineDb() {
  db ??= openDB<OfflineDb>('parts-finder-offline', 1, {
    upgrade(d) {
      d.createObjectStore('catalog');
      d.createObjectStore('outbox', { keyPath: 'key' });
    },
  });
  return db;
}
