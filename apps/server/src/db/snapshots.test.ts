import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.js';
import { inSnapshot, oneStatement } from './replicas.js';

// The answers' snapshots on PostgreSQL (db/replicas.ts); the embedded database has none.
describe.skipIf(!process.env.TEST_DATABASE_URL)('catalog snapshots on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  const activeTransactions = async () =>
    (
      await database.rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`)
    )[0]!.n;

  it('reads the catalog version while every pooled connection is held in a snapshot', async () => {
    const catalog = database.catalog!;
    // More calls than pooled connections, each holding one in its snapshot while it waits for the version.
    const runs = Array.from({ length: 14 }, () =>
      inSnapshot(async () => {
        await catalog.rows(sql`select 1`);
        return catalog.catalogVersion!();
      }),
    );
    const started = Date.now();
    const versions = await Promise.all(runs.map((r) => r.result.finally(r.end)));
    expect(versions.every((v) => v === versions[0])).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads one statement without a snapshot transaction, unless the snapshot is open', async () => {
    const catalog = database.catalog!;
    const transactions = () =>
      catalog.rows<{ open: boolean }>(sql`select now() <> statement_timestamp() as open`).then((r) => r[0]!.open);
    // now() is the transaction's start: it differs from the statement's only inside a transaction.
    const alone = inSnapshot(() => new Promise((r) => setTimeout(r, 5)).then(() => oneStatement(transactions)));
    expect(await alone.result).toBe(false);
    alone.end();
    const inside = inSnapshot(async () => {
      await catalog.rows(sql`select 1`);
      await new Promise((r) => setTimeout(r, 5));
      return oneStatement(transactions);
    });
    expect(await inside.result).toBe(true);
    inside.end();
    await expect.poll(activeTransactions).toBe(0);
  });
});
