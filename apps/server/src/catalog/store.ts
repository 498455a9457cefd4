// The catalog version being served, and what is built from the catalog for it (catalogStore).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { snapshotOf } from '../db/replicas.js';

/** How often the catalog version is read again; another process's import shows within this time. */
export const VERSION_CHECK_MS = 1000;

type VersionState = {
  version: number | undefined;
  checkedAt: number;
  checking?: Promise<void>;
  read?: (maxAge?: number) => Promise<number | undefined>;
};
const versions = new WeakMap<Database, VersionState>();

/** When the catalog version of a database was read last, and the reading under way; nothing before the first. */
export const versionReading = (database: Database): Readonly<VersionState> | undefined => versions.get(database);

/** The catalog version being served, read at most once a second (one reading per database). */
export function catalogVersion(database: Database) {
  let state = versions.get(database);
  if (!state) versions.set(database, (state = { version: undefined, checkedAt: -Infinity }));
  const s = state;
  return (s.read ??= async function current(maxAge = VERSION_CHECK_MS): Promise<number | undefined> {
    if (Date.now() - s.checkedAt > maxAge) {
      s.checking ??= (
        database.catalogVersion?.() ??
        database
          .rows<{ version: number }>(sql`select version from catalog_meta where id = 1`)
          .then(([row]) => row?.version)
      )
        .then((version) => {
          s.version = version;
          s.checkedAt = Date.now();
        })
        .finally(() => {
          s.checking = undefined;
        });
      await s.checking;
    }
    return s.version;
  });
}

/** Per database: stores being built again for a new catalog version, and a count of starts and ends. */
const rebuilds = new WeakMap<Database, { open: number; generation: number }>();
function changing(database: Database, by = 1) {
  const r = rebuilds.get(database) ?? { open: 0, generation: 0 };
  r.open += by;
  r.generation++;
  rebuilds.set(database, r);
}
/** A mark that changes whenever a store starts or ends a rebuild; undefined while one is under way. */
export function steady(database: Database) {
  const r = rebuilds.get(database);
  return r && r.open > 0 ? undefined : (r?.generation ?? 0);
}

/**
 * Something built from the catalog before the server reports ready (`ready`), and built again in the
 * background when a new catalog version is imported while the old one answers: no call waits for a build.
 */
export function catalogStore<T>(database: Database, build: () => Promise<T>) {
  const version = catalogVersion(database);
  let current: { version: number | undefined; value: T } | undefined;
  let building: Promise<{ version: number | undefined; value: T }> | undefined;
  const start = (v: number | undefined) => {
    if (!building) {
      const rebuild = current !== undefined;
      if (rebuild) changing(database);
      // On PostgreSQL built in a snapshot of its own, never in that of the request that asked for it.
      building = (database.engine === 'postgres' ? snapshotOf(build) : build())
        .then((value) => (current = { version: v, value }))
        .finally(() => {
          building = undefined;
          if (rebuild) changing(database, -1);
        });
    }
    return building;
  };
  return {
    async ready(): Promise<void> {
      if (!current) await start(await version());
    },
    async get(): Promise<{ version: number | undefined; value: T }> {
      const v = await version();
      if (!current) return start(v);
      if (current.version !== v && !building) start(v).catch(() => undefined);
      return current;
    },
  };
}
