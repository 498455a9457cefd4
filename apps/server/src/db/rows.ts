import type { Column, Table } from 'drizzle-orm';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

/** What raw SQL returns for a column: numeric as text (Drizzle's number mode applies only to its own
 * queries), null where the column allows it. */
type Raw<C extends Column> =
  | (C['_']['columnType'] extends 'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt' ? string : C['_']['data'])
  | (C['_']['notNull'] extends true ? never : null);

/** A row of `table` as raw SQL (`database.rows`) returns it: every column by its SQL name, which is the
 * schema's key in snake case (db/rows.test.ts holds every table to that). Pick the columns selected. */
export type SqlRow<T extends Table> = {
  [K in keyof T['_']['columns'] & string as Snake<K>]: Raw<T['_']['columns'][K]>;
};
