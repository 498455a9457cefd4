import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { getTableColumns, isTable, sql, type Table } from 'drizzle-orm';
import * as schema from './schema/index.js';
import { jsonRows, type SqlRow } from './rows.js';
import { createTestDatabase } from '../test/db.js';

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('SqlRow', () => {
  it('names columns as the schema does: every SQL name is its key in snake case', () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((t): t is Table => isTable(t));
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables)
      for (const [key, column] of Object.entries(getTableColumns(table))) expect(column.name, key).toBe(snake(key));
  });

  it('types numeric columns as text and nullable columns with null', () => {
    type Value = SqlRow<typeof schema.filterValues>;
    expectTypeOf<Value['id']>().toEqualTypeOf<number>();
    expectTypeOf<Value['inch']>().toEqualTypeOf<string | null>();
    expectTypeOf<Value['display_range']>().toEqualTypeOf<string | null>();
    expectTypeOf<Value>().not.toHaveProperty('displayRange');
  });
});

describe('jsonRows', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('gives the rows of a query in the order asked, their values as a plain query does', async () => {
    const query = sql`select * from (values (2, 'b "q" \\ é', null::text), (1, 'a', 'x'), (3, '', E'tab\\t')) v(id, name, note)`;
    const plain = await database.rows<{ id: number; name: string; note: string | null }>(sql`${query} order by 1`);
    expect(await jsonRows(database, query, sql`order by r.id`)).toEqual(plain);
    expect(await jsonRows(database, sql`${query} where false`)).toEqual([]);
  });
});
