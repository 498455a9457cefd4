import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

/** `query` as node-postgres's prepared statement `name`. */
export function namedQuery(name: string, query: SQL): pg.QueryConfig {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, values: params };
}

/** Opens every connection of a pool at once and runs `statements` on each of them. Best effort: a
 * connection that fails to open is skipped, a statement that fails leaves its connection as it was. */
export async function openAll(pool: pg.Pool, statements: SQL[] = []): Promise<void> {
  const opened = await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect()));
  const queries = statements.map((s) => dialect.sqlToQuery(s));
  await Promise.all(
    opened.map(async (c) => {
      if (c.status !== 'fulfilled') return;
      for (const q of queries) await c.value.query(q.sql, q.params).catch(() => undefined);
      c.value.release();
    }),
  );
}
