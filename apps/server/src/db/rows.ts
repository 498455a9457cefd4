import { sql, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './client.js';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

type Numeric = 'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt';

/** What raw SQL returns for a column whose Drizzle value is V: numeric as text (Drizzle's number mode
 * applies only to its own queries), else V. */
type Raw<C, V> = C extends { _: { columnType: Numeric } } ? string | Extract<V, null> : V;

/** A row of `table` as raw SQL (`database.rows`) returns it: Drizzle's `$inferSelect` with every column
 * by its SQL name, which is the schema's key in snake case (db/rows.test.ts holds every table to that).
 * Pick the columns selected. */
export type SqlRow<T extends Table> = {
  [K in keyof T['$inferSelect'] & string as Snake<K>]: Raw<T['_']['columns'][K], T['$inferSelect'][K]>;
};

/**
 * The rows of `query` (in `order`, an expression of its columns as `r.<column>`), read as one JSON
 * text: the embedded engine's client copies every field of a result into a buffer of its own, so a
 * result of many small rows costs several times more read field by field. Values come as JSON gives
 * them back (numbers, text, null).
 */
export async function jsonRows<T>(database: Database, query: SQL, order: SQL = sql``): Promise<T[]> {
  const [{ rows }] = await database.rows<{ rows: string }>(
    sql`select coalesce(json_agg(r ${order}), '[]')::text as rows from (${query}) r`,
  );
  return JSON.parse(rows) as T[];
}
