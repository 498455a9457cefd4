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
  const name = `t_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // With TEST_REPLICA_URL (a streaming replica of that server), catalog reads go to the replica.
  const replica = process.env.TEST_REPLICA_URL ? new URL(process.env.TEST_REPLICA_URL) : undefined;
  if (replica) replica.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), replicaUrls: replica ? [replica.toString()] : [] });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
