import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.js';
import * as schema from './schema/index.js';
import { isDatabaseDown } from './outage.js';

/** How often each replica is asked whether it answers and which catalog version it has. */
export const PROBE_MS = 1000;

const VERSION = 'select coalesce((select version from catalog_meta where id = 1), 0) as version';

type Member = {
  pool: pg.Pool;
  /** Answered its last probe or query. */
  up: boolean;
  /** The catalog version it was last seen to have (0: none yet). */
  version: number;
  probing: boolean;
};

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * Where the catalog is read from when PostgreSQL has read replicas: each query goes to the next
 * replica in turn that answers and has at least the catalog version this process has already served
 * (so an answer never goes back to an older version, nor mixes one replica's version with another's
 * older rows); with none, to the primary. A replica that fails a query is left out, and the query
 * runs on the primary; one probe a second per replica brings it back once it answers.
 *
 * The catalog version is read from a replica like the rows: an import commits in one transaction,
 * and a standby shows a transaction's rows and its catalog_meta row from the same replayed commit,
 * so a replica that has the new version's row has all of its rows.
 */
export function replicaReads(
  primary: Database,
  primaryPool: pg.Pool,
  urls: string[],
  makePool: (url: string) => pg.Pool,
): Database & { stop(): Promise<void> } {
  const members: Member[] = urls.map((url) => ({ pool: makePool(url), up: false, version: 0, probing: false }));
  /** The highest catalog version this process has read; undefined until the first read (from the primary). */
  let floor: number | undefined;
  let next = 0;

  const usable = () => {
    if (floor === undefined) return undefined;
    for (let i = 0; i < members.length; i++) {
      const m = members[(next + i) % members.length]!;
      if (m.up && m.version >= floor) {
        next = (next + i + 1) % members.length;
        return m;
      }
    }
    return undefined;
  };

  const probe = (m: Member) => {
    if (m.probing) return;
    m.probing = true;
    m.pool
      .query<{ version: number }>(VERSION)
      .then(
        ({ rows }) => {
          m.version = rows[0]!.version;
          m.up = true;
        },
        () => {
          m.up = false;
        },
      )
      .finally(() => (m.probing = false));
  };
  for (const m of members) probe(m);
  const timer = setInterval(() => members.forEach(probe), PROBE_MS);
  timer.unref();

  /** A read on a replica, or on the primary when none may serve it or the replica fails to answer. */
  const query: Query = async (...args) => {
    const m = usable();
    if (m) {
      try {
        return await (m.pool.query as unknown as Query)(...args);
      } catch (e) {
        if (!isDatabaseDown(e)) throw e;
        m.up = false;
      }
    }
    return (primaryPool.query as unknown as Query)(...args);
  };

  const client = { query, connect: () => primaryPool.connect() };
  const db = drizzle({ client: client as unknown as pg.Pool, schema }) as unknown as Db;

  const onPrimary = async () => {
    const { rows } = await primaryPool.query<{ version: number }>(VERSION);
    return rows[0]!.version;
  };

  return {
    ...primary,
    db,
    rows: async (q) => ((await db.execute(q)) as unknown as { rows: never[] }).rows,
    async catalogVersion() {
      let version: number | undefined;
      const m = usable();
      if (m) {
        try {
          const { rows } = await m.pool.query<{ version: number }>(VERSION);
          m.version = rows[0]!.version;
          if (m.version >= floor!) version = m.version;
        } catch (e) {
          if (!isDatabaseDown(e)) throw e;
          m.up = false;
        }
      }
      version ??= await onPrimary();
      floor = Math.max(floor ?? 0, version);
      return version || undefined;
    },
    /** Which replicas serve reads now, for tests and logs. */
    get replicas() {
      return members.map((m) => ({ up: m.up, version: m.version }));
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(members.map((m) => m.pool.end().catch(() => undefined)));
    },
  } as Database & { stop(): Promise<void> };
}
