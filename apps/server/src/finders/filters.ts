import { sql, type SQL } from 'drizzle-orm';
import { finders, type FinderName, type FinderSpec } from '@wheelend/domain/finder';
import { normalizePartNumber } from '@wheelend/domain';
import type { FilterValue } from '@wheelend/domain/contract';
import type { Database } from '../db/client.js';
import { catalogVersion } from '../catalog/store.js';
import { oneStatement, snapshotOf } from '../db/replicas.js';
import {
  filterIndexesOf,
  isItemId,
  itemsAmong,
  itemsOf,
  match,
  valueIdAmong,
  valueIdOf,
  valuesAmong,
  type FilterIndex,
  type Pair,
} from './filterIndex.js';
import { valueColumns, valueOf, type ValueRow } from './values.js';
import { inList } from './parts.js';
import { normalizedNumber } from '../db/schema/catalog.js';

/** What a finder's routes ask of its filters, the same on both engines. */
export type Filters = {
  /** A value given as its id or its inch figure (valueIdAmong); -1 when neither. */
  valueId(code: string, raw: string, plain: boolean): Promise<number>;
  /** Whether a value is the id of one of the finder's items. */
  isItem(raw: string): Promise<boolean>;
  /** The values of `code` that at least one item meeting every pair carries, in display order. */
  values(code: string, pairs: Pair[]): Promise<FilterValue[]>;
  /** The items meeting every pair, in number order. */
  items(pairs: Pair[]): Promise<{ id: number; number: string }[]>;
  /** In SQL: the ids of the same items as a subquery, so that an answer reads them and what it shows of
   * them in one statement. */
  matching?(pairs: Pair[]): SQL;
};

export type FinderFilters = {
  /** Ready to answer (the server reports ready after it). */
  ready(): Promise<void>;
  /** The catalog version answered, and each finder's filters of it. */
  get(): Promise<{ version: number | undefined; of(finder: FinderName): Filters }>;
};

/** The in-memory bitset index (`filterIndex.ts`) as Filters. */
export function indexFilters(index: FilterIndex, spec: FinderSpec): Filters {
  return {
    valueId: async (code, raw, plain) => valueIdOf(index, code, raw, plain),
    isItem: async (raw) => isItemId(index, raw),
    values: async (code, pairs) => valuesAmong(index, code, match(index, pairs, spec.result)),
    items: async (pairs) => itemsAmong(index, match(index, pairs, spec.result)),
  };
}

/** Each code's filter values (the questions' choices), by finder and code. */
export type ValueLists = Map<string, FilterValue[]>;

/**
 * The filter values of every finder for the catalog version being served, read once a version (one
 * query): the choices of the questions, a few hundred rows that do not grow with the catalog. A value
 * given in a query is then found without a query of its own.
 */
function valueLists(database: Database) {
  const version = catalogVersion(database);
  let held: { version: number | undefined; lists: Promise<ValueLists> } | undefined;
  const read = async () => {
    const rows = await snapshotOf(() =>
      database.rows<ValueRow & { finder: string; code: string }>(sql`
        select finder, code, ${sql.raw(valueColumns)} from filter_values order by finder, code, sort, id`),
    );
    const lists: ValueLists = new Map();
    for (const r of rows) {
      const key = `${r.finder}|${r.code}`;
      const list = lists.get(key) ?? [];
      list.push(valueOf(r));
      lists.set(key, list);
    }
    return lists;
  };
  return async (): Promise<ValueLists> => {
    const v = await version();
    if (held && held.version === v) return held.lists;
    const lists = read();
    held = { version: v, lists };
    // A failed reading (the database went away) is not kept: the next call reads again.
    lists.catch(() => {
      if (held?.lists === lists) held = undefined;
    });
    return lists;
  };
}

/**
 * A finder's filters read in SQL on every call: nothing held in memory but the call's own rows and the
 * finders' filter values (`lists`). A filter-values answer is one statement, read outside the call's
 * snapshot unless an earlier read of the call opened it (oneStatement).
 */
export function sqlFilters(database: Database, spec: FinderSpec, lists = valueLists(database)): Filters {
  const finder = spec.name;
  const items = itemsOf(spec);
  /** The pairs as filter value keys of item_keys ('code:value_id'), and the condition on an item `i`
   * that it meets the other pairs. */
  const split = (pairs: Pair[]) => {
    const keys: string[] = [];
    const conditions: SQL[] = [];
    for (const p of pairs) {
      if ('text' in p) conditions.push(sql`${normalizedNumber(sql`i.casting`)} = ${normalizePartNumber(p.text)}`);
      else if ('items' in p) conditions.push(p.items.length ? sql`i.id in (${inList(p.items)})` : sql`false`);
      else if ('among' in p) conditions.push(sql`i.id in (${p.among})`);
      else if (p.code === spec.result) conditions.push(sql`i.id = ${p.id}`);
      else keys.push(`${p.code}:${p.id}`);
    }
    return { keys, others: conditions.length ? sql.join(conditions, sql` and `) : undefined };
  };
  /** An array of keys as a literal (codes and ids need no quoting). */
  const array = (keys: string[]) => `{${keys.join(',')}}`;
  /** The condition on an item `i` that it meets every pair: the values asked, one lookup of the GIN
   * index of item_keys. */
  const meets = (pairs: Pair[]): SQL => {
    const { keys, others } = split(pairs);
    const carrying = keys.length
      ? sql`i.id in (select item_id from item_keys where finder = ${finder} and keys @> ${array(keys)}::text[])`
      : undefined;
    return carrying && others ? sql`${carrying} and ${others}` : (carrying ?? others ?? sql`true`);
  };
  const matching = (pairs: Pair[]) => sql`select i.id from (${items}) i where ${meets(pairs)}`;
  return {
    async valueId(code, raw, plain) {
      return valueIdAmong((await lists()).get(`${finder}|${code}`) ?? [], raw, plain);
    },
    async isItem(raw) {
      if (!/^\d{1,9}$/.test(raw)) return false;
      return (await database.rows(sql`select 1 from (${items}) i where i.id = ${Number(raw)}`)).length > 0;
    },
    async values(code, pairs) {
      // Each value of the code (a few dozen at most): whether an item carries it and the values asked.
      const { keys, others } = split(pairs);
      const among = others ? sql`and k.item_id in (select i.id from (${items}) i where ${others})` : sql``;
      const rows = await oneStatement(() =>
        database.rows<ValueRow>(sql`select ${sql.raw(valueColumns)} from filter_values v
          where v.finder = ${finder} and v.code = ${code} and exists (
            select 1 from item_keys k where k.finder = ${finder}
              and k.keys @> (${array(keys)}::text[] || (v.code || ':' || v.id)) ${among})
          order by v.sort, v.id`),
      );
      return rows.map(valueOf);
    },
    async items(pairs) {
      return database.rows<{ id: number; number: string }>(
        sql`select i.id, i.number from (${items}) i where ${meets(pairs)} order by i.number, i.id`,
      );
    },
    matching,
  };
}

const byDatabase = new WeakMap<Database, FinderFilters>();

/**
 * The filters of every finder of a database. On the embedded engine, the bitset indexes built before
 * the server reports ready (a filter-values call costs microseconds, and its memory is the engine's
 * own process anyway); on PostgreSQL, SQL on every call (the answers are cached by the answer cache),
 * so that nothing in the process grows with the catalog and the start does not wait for it; only the
 * filter values are kept (read before ready, again for each new catalog version).
 */
export function filtersOf(database: Database): FinderFilters {
  let held = byDatabase.get(database);
  if (held) return held;
  if (database.engine === 'postgres') {
    const version = catalogVersion(database);
    const lists = valueLists(database);
    const of = Object.fromEntries(
      Object.values(finders).map((spec) => [spec.name, sqlFilters(database, spec, lists)]),
    ) as Record<FinderName, Filters>;
    held = {
      ready: async () => void (await lists()),
      get: async () => ({ version: await version(), of: (f) => of[f] }),
    };
  } else {
    const indexes = filterIndexesOf(database);
    held = {
      ready: indexes.ready,
      async get() {
        const { version, of } = await indexes.get();
        return { version, of: (f) => indexFilters(of[f], finders[f]) };
      },
    };
  }
  byDatabase.set(database, held);
  return held;
}
