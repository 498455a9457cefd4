import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './lock.js';
import { replicaReads } from './replicas.js';
import { namedQuery, openAll } from './pool.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Rows of a raw query, the same shape on both engines. */
  rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** PostgreSQL: rows of a query sent as the prepared statement `name` (one text per name), which each
   * connection parses once. Its values are texts, numbers or null, its columns plain ones. */
  named?<T = Record<string, unknown>>(name: string, query: SQL): Promise<T[]>;
  ping(): Promise<void>;
  /** On PostgreSQL, opens every connection of the pool now (before the server is ready), so that the
   * first calls do not each wait for a new server process; and runs `statements` on each of them. */
  connect?(statements?: SQL[]): Promise<void>;
  /** From now on, a query on PostgreSQL unanswered after ms ends its connection and fails (0: none). */
  limitQueries(ms: number): void;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite: a copy of its data folder, to start another database from (`from`). */
  dump?(): Promise<Blob>;
  /** Where catalog reads go on PostgreSQL: one snapshot per answer, on the read replicas if any (db/replicas.ts). */
  catalog?: Database;
  /** The served catalog version, where reading it takes more than one query (db/replicas.ts). */
  catalogVersion?(): Promise<number | undefined>;
};

/** The database catalog reads go to: the replicas when there are, else the database itself. */
export const catalogOf = (database: Database): Database => database.catalog ?? database;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 724_101;

/**
 * The embedded database runs in this process's memory, and its WebAssembly heap never shrinks: the
 * buffer pool and sort memory are kept small (the answers come from the in-memory indexes and caches).
 */
const EMBEDDED_SETTINGS = ['shared_buffers=8MB', 'work_mem=4MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

/**
 * The trigram extension and its indexes serve PostgreSQL's number searches. The embedded database
 * searches an in-memory index instead (finders/numberIndex.ts), and loading the extension's module into
 * this process slows every answer it sends after (bench/README.md): its migrations skip them, and a data
 * folder made by an earlier version loses them.
 */
const TRIGRAM = /\b(pg_trgm|gin_trgm_ops)\b/;
async function migrateEmbedded(client: PGlite) {
  const db = drizzlePglite(client);
  const migrations = readMigrationFiles({ migrationsFolder }).map((m) => ({
    ...m,
    sql: m.sql.filter((statement) => !TRIGRAM.test(statement)),
  }));
  // As drizzle's own migrator for PGlite does, with the session its types do not name.
  const session = db._.session as unknown as Parameters<PgDialect['migrate']>[1];
  await new PgDialect().migrate(migrations, session, { migrationsFolder });
  await db.execute(sql`drop extension if exists pg_trgm cascade`);
}

/** replicaUrls: PostgreSQL read replicas of `url`, for catalog reads. */
export type DbOptions = {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** PGlite: a data folder's copy (`dumpDataDir`) to start from instead of a new one. */
  from?: Blob;
  replicaUrls?: string[];
};

type Limit = { ms: number };

/** Connections of a pool of catalog and app reads. */
export const POOL_SIZE = 10;

/**
 * A client whose query, unanswered after the limit (a database that answers slowly, or a connection
 * that went silent without a reset), ends the connection: the query and those queued behind it fail
 * at once, and the pool drops the client instead of lending it out again.
 */
function boundedClient(limit: Limit) {
  class Bounded extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  Bounded.prototype.query = function (
    this: pg.Client & { connection: { stream: { destroy(e: Error): void } } },
    ...args: unknown[]
  ) {
    if (!limit.ms) return query.apply(this, args);
    const timer = setTimeout(() => {
      const e = Object.assign(new Error(`The database did not answer within ${limit.ms} ms.`), { code: 'ETIMEDOUT' });
      this.connection.stream.destroy(e);
    }, limit.ms);
    const done = () => clearTimeout(timer);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => {
        done();
        callback(...a);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown> | undefined;
    if (typeof result?.then === 'function') result.then(done, done);
    else done();
    return result;
  } as typeof pg.Client.prototype.query;
  return Bounded;
}

/** PostgreSQL when url is set; otherwise PGlite on disk under dataDir, or in memory. */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    const limit: Limit = { ms: 0 };
    const makePool = (connectionString: string, max = POOL_SIZE) => {
      const pool = new pg.Pool({
        connectionString,
        max,
        connectionTimeoutMillis: 5000,
        // Connections stay open once made: each new one is a new server process, which kept the calls
        // that waited for it 150 to 300 ms on a loaded machine.
        idleTimeoutMillis: 0,
        keepAlive: true,
        Client: boundedClient(limit),
      });
      // A server restart ends every connection with an 'error' event: on an idle client the pool's
      // listener takes it, on a checked-out one (a transaction between two queries) this one does; the
      // query in flight fails on its own and the route answers 503.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      return pool;
    };
    const pool = makePool(opts.url);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const primary: Database = {
      db,
      engine: 'postgres',
      rows: async (q) => ((await db.execute(q)) as unknown as { rows: never[] }).rows,
      named: async (name, q) => (await pool.query(namedQuery(name, q))).rows,
      ping: async () => {
        await pool.query('select 1');
      },
      connect: (statements = []) => openAll(pool, statements),
      limitQueries: (ms) => {
        limit.ms = ms;
      },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
    const versions = makePool(opts.url, 1);
    const catalog = replicaReads(primary, pool, opts.replicaUrls ?? [], makePool, versions);
    return {
      ...primary,
      catalog,
      close: async () => {
        await catalog.stop();
        await versions.end();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  let release = () => {};
  if (!opts.memory) {
    const base = opts.dataDir ?? './data';
    dir = join(base, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(base);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir,
      loadDataDir: opts.from,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s])],
    });
  } catch (e) {
    release();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    rows: async (q) => ((await db.execute(q)) as unknown as { rows: never[] }).rows,
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    limitQueries: () => {},
    migrate: async () => {
      await migrateEmbedded(client);
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}
