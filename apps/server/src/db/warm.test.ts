import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POOL_SIZE } from './client.js';
import { createTestDatabase } from '../test/db.js';
import { createTestApp, importSample } from '../test/app.js';

// PostgreSQL only: the embedded engine has one connection and nothing to warm.
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections warmed before ready', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({}, importSample);
  });
  afterAll(() => app?.close());

  it('every pooled connection has read a list of hub cards once the server is ready, and lists answer', async () => {
    // Right after ready, before any call: what each of the app's connections ran last.
    const rows = await app.database.rows<{ query: string }>(
      sql`select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(rows.filter((r) => r.query.includes('from hub_cards')).length).toBeGreaterThanOrEqual(POOL_SIZE - 1);
    const list = await app.app.inject({
      url: '/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&inclv=1',
      headers: app.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().Results.length).toBeGreaterThan(10);
  });

  it('runs each statement on every connection of the pool, and a statement that fails stops neither', async () => {
    const database = await createTestDatabase();
    try {
      await database.rows(sql`create table seen (pid int not null)`);
      await database.connect!([sql`select * from no_such_table`, sql`insert into seen select pg_backend_pid()`]);
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(distinct pid)::int as n from seen`);
      expect(n).toBe(POOL_SIZE);
      expect(await database.rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.dispose();
    }
  });
});
