import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';

/** A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database on it that is dropped afterwards (its catalog read
 * through the replica TEST_REPLICA_URL names, if any). */
export async function createTestDatabase(): Promise<Database & { url?: string; dispose(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  // The migrated database of the global setup (test/template.ts).
  const copy = inject('template');
  if (!admin) {
    const file = copy?.file;
    const database = await openDatabase({ memory: true, from: file ? new Blob([readFileSync(file)]) : undefined });
    if (!file) await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const { url, drop } = await scratchDatabase(admin, copy?.name);
  // With TEST_REPLICA_URL (a streaming replica of that server), catalog reads go to the replica.
  const replica = process.env.TEST_REPLICA_URL ? new URL(process.env.TEST_REPLICA_URL) : undefined;
  if (replica) replica.pathname = new URL(url).pathname;
  const database = await openDatabase({ url, replicaUrls: replica ? [replica.toString()] : [] });
  if (!copy?.name) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

async function onServer(admin: string, statement: string) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A new database on the PostgreSQL server that `admin` names, empty or a copy of the database
 * `template`: its URL and name, and how to drop it. */
export async function scratchDatabase(admin: string, template?: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  for (let tries = 1; ; tries++) {
    try {
      await onServer(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (e) {
      // 55006: the template is still in use (the global setup's connections are ending).
      if ((e as { code?: string }).code !== '55006' || tries === 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** What each of a database's other connections ran last (the one asking is left out). */
export const lastQueries = async (database: Database) =>
  (
    await database.rows<{ query: string }>(
      sql`select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
  ).map((r) => r.query);
