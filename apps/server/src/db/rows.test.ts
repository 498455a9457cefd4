import { describe, expect, expectTypeOf, it } from 'vitest';
import { getTableColumns, isTable, type Table } from 'drizzle-orm';
import * as schema from './schema/index.js';
import type { SqlRow } from './rows.js';

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
