import type { Table } from 'drizzle-orm';

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
