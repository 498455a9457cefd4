import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POOL_SIZE } from './client.js';
import { numbersReady } from '../finders/numbers.js';
import { createTestDatabase, lastQueries } from '../test/db.js';
import { createTestApp, importSample } from '../test/app.js';

// PostgreSQL only: the embedded engine has one connection and nothing to warm.
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections warmed before ready', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({}, importSample);
  });
  afterAll(() => app?.close());

  it('every pooled connection has run the warm-ups once the server is ready, and lists answer', async () => {
    // Right after ready, before any call: each of the app's connections ran one of them last.
    const last = await lastQueries(app.database);
    expect(
      last.filter((q) => q.includes('from hub_cards') || q.includes('number_lookup(')).length,
    ).toBeGreaterThanOrEqual(POOL_SIZE - 1);
    const list = await app.app.inject({
      url: '/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&inclv=1',
      headers: app.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().Results.length).toBeGreaterThan(10);
  });

  it('warms every connection of the pool with number_lookup in every mode', async () => {
    const database = await createTestDatabase();
    try {
      await numbersReady(database);
      const last = await lastQueries(database);
      expect(
        last.filter((q) => q.includes("number_lookup($1, '', '', null, null, null, null)")).length,
      ).toBeGreaterThanOrEqual(POOL_SIZE - 1);
    } finally {
      await database.dispose();
    }
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
