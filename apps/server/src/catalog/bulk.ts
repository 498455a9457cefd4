// The database side of an import: one transaction on one connection, rows streamed in with COPY, and
// the large tables loaded beside the served ones and swapped in at the end.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { SWAPPED_TABLES, typedLookupIndexes } from '../db/schema/index.js';

type Rows = Record<string, unknown>[];

/** One import's connection, inside its transaction. */
export type Session = {
  exec(text: string): Promise<Rows>;
  /** A COPY into `table`, written a piece at a time (COPY text format lines) and ended once. */
  copy(table: string, columns: string[]): Copy;
};
export type Copy = { write(lines: string): Promise<void>; end(): Promise<void> };

/** Runs `fn` in one transaction on a connection of its own (PostgreSQL) or the embedded database's. */
export async function inTransaction<T>(database: Database, fn: (s: Session) => Promise<T>): Promise<T> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.engine === 'pglite') return (client as PGlite).transaction((tx) => fn(pgliteSession(tx)));
  const conn = await (client as pg.Pool).connect();
  try {
    await conn.query('begin');
    const result = await fn(postgresSession(conn));
    await conn.query('commit');
    conn.release();
    return result;
  } catch (e) {
    await conn.query('rollback').then(
      () => conn.release(),
      (err: Error) => conn.release(err),
    );
    throw e;
  }
}

/** The embedded database takes a COPY as one file: pieces are gathered up to this size. */
const PGLITE_COPY_BYTES = 8 << 20;

function pgliteSession(tx: Transaction): Session {
  return {
    exec: async (text) => (await tx.query<Record<string, unknown>>(text)).rows,
    copy(table, columns) {
      const into = `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from '/dev/blob'`;
      let pieces: string[] = [];
      let size = 0;
      const flush = async () => {
        if (!size) return;
        const blob = new Blob(pieces);
        pieces = [];
        size = 0;
        await tx.query(into, [], { blob });
      };
      return {
        async write(lines) {
          pieces.push(lines);
          size += lines.length;
          if (size >= PGLITE_COPY_BYTES) await flush();
        },
        end: flush,
      };
    },
  };
}

type Connection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
};

/** COPY … FROM STDIN as a query node-postgres runs: it hands over the connection once the server
 * asks for the data, and reports the end (or the server's error) when the server is ready again. */
class CopyIn {
  private connection?: Connection;
  private error?: Error;
  private started: Promise<void>;
  private start!: () => void;
  private finished: Promise<void>;
  private finish!: (e?: Error) => void;
  constructor(readonly text: string) {
    this.started = new Promise((resolve) => (this.start = resolve));
    this.finished = new Promise((resolve, reject) => (this.finish = (e) => (e ? reject(e) : resolve())));
    this.finished.catch(() => undefined);
  }
  submit(connection: Connection) {
    this.connection = connection;
    connection.query(this.text);
  }
  handleCopyInResponse() {
    this.start();
  }
  handleError(e: Error) {
    this.error = e;
    this.start();
  }
  handleReadyForQuery() {
    this.finish(this.error);
  }
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleEmptyQuery() {}
  handleCommandComplete() {}
  handleCopyData() {}

  async write(lines: string) {
    await this.started;
    if (this.error) throw this.error;
    const c = this.connection!;
    c.sendCopyFromChunk(Buffer.from(lines));
    if (c.stream.writableNeedDrain) await new Promise((r) => c.stream.once('drain', r));
  }
  private ended?: Promise<void>;
  end() {
    return (this.ended ??= this.started.then(() => {
      if (!this.error) this.connection!.endCopyFrom();
      return this.finished;
    }));
  }
}

function postgresSession(conn: pg.PoolClient): Session {
  return {
    exec: async (text) => (await conn.query(text)).rows as Rows,
    copy(table, columns) {
      const copy = new CopyIn(`copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`);
      void conn.query(copy as never);
      return copy;
    },
  };
}

const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const text = (s: string) => (/[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => escapes[c]!) : s);

/** A row's values as one line of COPY's text format. */
export function copyLine(values: unknown[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (typeof v === 'string') line += text(v);
    else if (typeof v === 'boolean') line += v ? 't' : 'f';
    else if (typeof v === 'number') line += String(v);
    else line += text(JSON.stringify(v));
  }
  return line + '\n';
}

export const staged = (table: string) => `${table}_next`;
export const isSwapped = (table: string) => (SWAPPED_TABLES as readonly string[]).includes(table);

/** A table's unique constraints and its other indexes, as statements that make them on `on`. */
async function indexesOf(s: Session, table: string, on: string) {
  const constraints = (await s.exec(`select c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c where c.conrelid = '${table}'::regclass and c.contype in ('p', 'u') order by c.oid`)) as {
    name: string;
    def: string;
  }[];
  const indexes = (await s.exec(`select i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = '${table}'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid and c.conrelid = x.indrelid)
    order by i.relname`)) as { name: string; def: string }[];
  return {
    constraints: constraints.map((c) => ({
      name: c.name,
      make: `alter table ${on} add constraint ${staged(c.name)} ${c.def}`,
      unique: true,
    })),
    indexes: indexes.map((i) => ({
      name: i.name,
      make: i.def.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON (\S+) /, `CREATE $1INDEX ${staged(i.name)} ON ${on} `),
      unique: /^CREATE UNIQUE/.test(i.def),
    })),
  };
}

/** Empty copies of the swapped tables (no indexes), the new version's rows go to. */
export async function createStaged(s: Session) {
  for (const table of SWAPPED_TABLES) {
    await s.exec(`drop table if exists ${staged(table)}`);
    await s.exec(`create table ${staged(table)} (like ${table} including defaults including constraints)`);
  }
}

/** Columns of a unique key whose build failed, for the message: its rows that share a key. */
export type Duplicate = { table: string; columns: string[]; values: unknown[][] };

function keyColumns(make: string): string[] {
  const m = /\(([^()]*)\)\s*$/.exec(make) ?? /(?:KEY|UNIQUE)\s*\(([^()]*)\)/.exec(make);
  return m ? m[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : [];
}

/**
 * Builds the indexes of the loaded staged tables, as the served tables have them: first the unique
 * keys (a duplicate key is reported, with up to `max` of its values, and nothing else is built), then
 * the rest, then the planner's statistics.
 */
export async function indexStaged(s: Session, max: number, skip: readonly string[] = []): Promise<Duplicate[]> {
  const duplicates: Duplicate[] = [];
  const plans = [];
  for (const table of SWAPPED_TABLES) plans.push({ table, ...(await indexesOf(s, table, staged(table))) });
  for (const { table, constraints, indexes } of plans)
    for (const key of [...constraints, ...indexes.filter((i) => i.unique)]) {
      await s.exec('savepoint unique_key');
      try {
        await s.exec(key.make);
        await s.exec('release savepoint unique_key');
      } catch (e) {
        if ((e as { code?: string }).code !== '23505') throw e;
        await s.exec('rollback to savepoint unique_key');
        const columns = keyColumns(key.make);
        const list = columns.map((c) => `"${c}"`).join(', ');
        const rows = await s.exec(`select ${list} from ${staged(table)} group by ${list}
          having count(*) > 1 order by ${list} limit ${max}`);
        duplicates.push({ table, columns, values: rows.map((r) => columns.map((c) => r[c])) });
      }
    }
  if (duplicates.length) return duplicates;
  for (const { table, indexes } of plans) {
    for (const index of indexes.filter((i) => !i.unique && !skip.includes(i.name))) await s.exec(index.make);
    await s.exec(`analyze ${staged(table)}`);
  }
  return [];
}

/** Indexes the embedded database does without: its number lookups run on an in-memory index
 * (finders/numberIndex.ts). It has no trigram index at all (db/client.ts); the typed lookups' prefix
 * indexes its migrations make are dropped by its first import. */
export const EMBEDDED_SKIPS = typedLookupIndexes;

/** How long the swap waits for the readers holding a served table before it lets them go on and
 * tries again: a reader never waits longer than this for an import. */
const SWAP_WAIT_MS = 200;

/**
 * Puts the staged tables in place of the served ones, under the names the served ones had. Catalog
 * reads on PostgreSQL lock the swapped tables first (db/replicas.ts), so an answer is made wholly
 * before the swap or wholly after it.
 */
export async function swapStaged(s: Session) {
  const plans = [];
  for (const table of SWAPPED_TABLES) plans.push({ table, ...(await indexesOf(s, table, table)) });
  for (;;) {
    await s.exec('savepoint swap');
    try {
      await s.exec(`set local lock_timeout = ${SWAP_WAIT_MS}`);
      await s.exec(`lock table ${SWAPPED_TABLES.join(', ')} in access exclusive mode`);
      await s.exec('set local lock_timeout = 0');
      await s.exec('release savepoint swap');
      break;
    } catch (e) {
      if ((e as { code?: string }).code !== '55P03') throw e;
      await s.exec('rollback to savepoint swap');
      await new Promise((r) => setTimeout(r, SWAP_WAIT_MS / 2));
    }
  }
  for (const { table, constraints, indexes } of plans) {
    await s.exec(`drop table ${table}`);
    await s.exec(`alter table ${staged(table)} rename to ${table}`);
    for (const c of constraints) await s.exec(`alter table ${table} rename constraint ${staged(c.name)} to ${c.name}`);
    for (const i of indexes) await s.exec(`alter index if exists ${staged(i.name)} rename to ${i.name}`);
  }
}
