import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.js';
import { namedQuery, openAll } from './pool.js';
import * as schema from './schema/index.js';
import { SWAPPED_TABLES } from './schema/index.js';
import { isDatabaseDown } from './outage.js';

/** How often each replica is asked whether it answers and which catalog version it has. */
export const PROBE_MS = 1000;

/** A snapshot locks the tables an import swaps before it reads anything: an import's swap then waits
 * for the answers under way, and an answer that starts after it sees the new tables whole. */
const BEGIN = `begin isolation level repeatable read read only;
  lock table ${SWAPPED_TABLES.join(', ')} in access share mode`;

const VERSION = 'select coalesce((select version from catalog_meta where id = 1), 0) as version';

type Member = {
  pool: pg.Pool;
  /** One connection of its own for the catalog version (versionPool). */
  versions: pg.Pool;
  /** Answered its last probe or query. */
  up: boolean;
  /** The catalog version it was last seen to have (0: none yet). */
  version: number;
  probing: boolean;
};

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/** One answer's catalog reads: a read-only transaction opened by its first query, on one server. */
type Snapshot = { open?: Promise<{ client: pg.PoolClient; member?: Member }>; closed: boolean };
const snapshots = new AsyncLocalStorage<Snapshot>();

/**
 * Runs `fn` (a request, a store's build) with its catalog reads in one snapshot: a REPEATABLE READ
 * READ ONLY transaction on one server, opened by the first read and ended by `end`. An import that
 * commits while an answer is being made is then either wholly in it or not at all.
 */
export function inSnapshot<T>(fn: () => T): { result: T; end(): void } {
  const snapshot: Snapshot = { closed: false };
  const result = snapshots.run(snapshot, fn);
  return {
    result,
    end() {
      if (snapshot.closed) return;
      snapshot.closed = true;
      snapshot.open?.then(
        ({ client }) =>
          client.query('commit').then(
            () => client.release(),
            (e: Error) => client.release(e),
          ),
        () => undefined,
      );
    },
  };
}

/** `fn`'s promise with its catalog reads in one snapshot, ended when it settles. */
export function snapshotOf<T>(fn: () => Promise<T>): Promise<T> {
  const run = inSnapshot(fn);
  return run.result.finally(run.end);
}

/**
 * Runs `fn`, an answer's only catalog read, as one statement outside the answer's snapshot: a single
 * statement reads one snapshot of its own and takes its locks on the tables it reads, so an import's
 * swap is in it whole or not at all, without the transaction's begin and commit (two round trips
 * holding a pooled connection). Once the answer's snapshot is open, `fn` reads in it as before. Only for
 * an answer that reads nothing else: a read after it would see another snapshot.
 */
export function oneStatement<T>(fn: () => Promise<T>): Promise<T> {
  const snapshot = snapshots.getStore();
  return snapshot?.open ? fn() : snapshots.exit(fn);
}

/**
 * Where the catalog is read from on PostgreSQL, with or without read replicas: each answer's reads go
 * to one snapshot (inSnapshot) on the next replica in turn that answers and has at least the catalog
 * version this process has already served (so an answer never goes back to an older version, nor
 * mixes one replica's version with another's older rows); with none, to the primary. A replica that fails a query is left out, and the query
 * runs on the primary; one probe a second per replica brings it back once it answers.
 *
 * The catalog version is read on a connection of its own per server (`primaryVersions`, and one per
 * replica): a call that holds a pooled connection in its snapshot may wait for that reading, which
 * then never waits for the pool those calls hold.
 *
 * The catalog version is read from a replica like the rows: an import commits in one transaction,
 * and a standby shows a transaction's rows and its catalog_meta row from the same replayed commit,
 * so a replica that has the new version's row has all of its rows.
 */
export function replicaReads(
  primary: Database,
  primaryPool: pg.Pool,
  urls: string[],
  makePool: (url: string, max?: number) => pg.Pool,
  primaryVersions: pg.Pool,
): Database & { stop(): Promise<void> } {
  const members: Member[] = urls.map((url) => ({
    pool: makePool(url),
    versions: makePool(url, 1),
    up: false,
    version: 0,
    probing: false,
  }));
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
    m.versions
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
  const timer = members.length ? setInterval(() => members.forEach(probe), PROBE_MS) : undefined;
  timer?.unref();

  /** Before the first read of a process the floor is read (from the primary), so that no replica that
   * lags behind the version the primary has at that moment serves it: a read never waits for more. */
  const known = async () => {
    if (floor === undefined && members.length > 0) await readVersion();
  };

  /** A read on a replica, or on the primary when none may serve it or the replica fails to answer. */
  const direct: Query = async (...args) => {
    await known();
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

  const begin = async (pool: pg.Pool) => {
    const client = await pool.connect();
    try {
      await client.query(BEGIN);
    } catch (e) {
      client.release(e as Error);
      throw e;
    }
    return client;
  };
  const open = async (): Promise<{ client: pg.PoolClient; member?: Member }> => {
    await known();
    const m = usable();
    if (m) {
      try {
        return { client: await begin(m.pool), member: m };
      } catch (e) {
        if (!isDatabaseDown(e)) throw e;
        m.up = false;
      }
    }
    return { client: await begin(primaryPool) };
  };

  /** Within a snapshot (a request, a store's build), every read goes to its transaction. */
  const query: Query = async (...args) => {
    const snapshot = snapshots.getStore();
    if (!snapshot || snapshot.closed) return direct(...args);
    snapshot.open ??= open();
    const { client, member } = await snapshot.open;
    try {
      return await (client.query as unknown as Query)(...args);
    } catch (e) {
      // The replica went away mid-answer: the rest of it is read from the primary.
      if (!member || !isDatabaseDown(e)) throw e;
      member.up = false;
      client.release(e as Error);
      snapshot.open = open();
      const again = await snapshot.open;
      return (again.client.query as unknown as Query)(...args);
    }
  };

  const client = { query, connect: () => primaryPool.connect() };
  const db = drizzle({ client: client as unknown as pg.Pool, schema }) as unknown as Db;

  const onPrimary = async () => {
    const { rows } = await primaryVersions.query<{ version: number }>(VERSION);
    return rows[0]!.version;
  };

  /** The catalog version served, from the next usable replica, else the primary; raises the floor. */
  async function readVersion() {
    let version: number | undefined;
    const m = usable();
    if (m) {
      try {
        const { rows } = await m.versions.query<{ version: number }>(VERSION);
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
  }

  return {
    ...primary,
    db,
    rows: async (q) => ((await db.execute(q)) as unknown as { rows: never[] }).rows,
    named: async (name, q) => (await query(namedQuery(name, q))).rows,
    catalogVersion: readVersion,
    /** Opens every connection of the primary's pool and of each replica's (those that answer), and runs
     * `statements` on each: the calls after ready read the replicas, whose connections would otherwise
     * each start a server process on a first call. */
    connect: async (statements = []) => {
      await Promise.all([primary.connect?.(statements), ...members.map((m) => openAll(m.pool, statements))]);
    },
    /** Which replicas serve reads now, for tests and logs. */
    get replicas() {
      return members.map((m) => ({ up: m.up, version: m.version }));
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(members.flatMap((m) => [m.pool, m.versions]).map((pool) => pool.end().catch(() => undefined)));
    },
  } as Database & { stop(): Promise<void> };
}
