import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/** A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a new database on it that is dropped afterwards (its catalog read
 * through the replica TEST_REPLICA_URL names, if any). */
export async function createTestDatabase(): Promise<Database & { url?: string; dispose(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const { url, drop } = await scratchDatabase(admin);
  // With TEST_REPLICA_URL (a streaming replica of that server), catalog reads go to the replica.
  const replica = process.env.TEST_REPLICA_URL ? new URL(process.env.TEST_REPLICA_URL) : undefined;
  if (replica) replica.pathname = new URL(url).pathname;
  const database = await openDatabase({ url, replicaUrls: replica ? [replica.toString()] : [] });
  await database.migrate();
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

/** A new, empty database on the PostgreSQL server that `admin` names: its URL and name, and how to
 * drop it. */
export async function scratchDatabase(admin: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
