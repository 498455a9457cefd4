import { sql, type SQL } from 'drizzle-orm';
import { finderNames, finders, plainNumber, type FinderName, type FinderSpec } from '@wheelend/domain/finder';
import { normalizePartNumber } from '@wheelend/domain';
import type { Database } from '../db/client.js';
import type { SqlRow } from '../db/rows.js';
import type { itemFilters } from '../db/schema/catalog.js';
import { FILES } from '../catalog/format.js';
import { catalogStore } from '../catalog/store.js';
import type { FilterValue } from '@wheelend/domain/contract';
import { valueColumns, valueOf, type ValueRow } from './values.js';

/**
 * One finder's filters in memory: for every (code, value) the set of items carrying it, as a bitset
 * over the items in number order. Matching pairs is an AND of bitsets, so a filter-values call costs
 * microseconds whatever the catalog size (10,000 items take 1.25 KB per value).
 */
export type FilterIndex = {
  /** Item ids and numbers by bit position (number order). */
  ids: Int32Array;
  numbers: string[];
  /** The positions of the items of each casting number, normalized (castings are found by it). */
  castings: Map<string, number[]>;
  position: Map<number, number>;
  words: number;
  sets: Map<string, Map<number, Uint32Array>>;
  /** The filter values of each code, in display order. */
  values: Map<string, FilterValue[]>;
};

/** A condition of a query: a value of a code, one item (the result name), a casting number, or the
 * items a part number names (the result name given as a number): their ids, or on PostgreSQL the
 * subquery that gives them, so that the answer reads them in its own statement. */
export type Pair =
  | { code: string; id: number }
  | { code: string; text: string }
  | { code: string; items: number[] }
  | { code: string; among: SQL };

/** A finder's items as its spec places them (casting finders hold only items with a casting number). */
export function itemsOf(spec: FinderSpec): SQL {
  const { file, number, castingOnly } = spec.items;
  const table = FILES.find((f) => f.name === file);
  if (!table?.columns.some((c) => c.name === number)) throw new Error(`finder ${spec.name}: no ${file}.${number}`);
  const hasCasting = table.columns.some((c) => c.name === 'casting_number');
  const casting = hasCasting ? sql.identifier('casting_number') : sql`null`;
  const where = castingOnly ? sql` where casting_number is not null` : sql``;
  return sql`select id, ${sql.identifier(number)} as number, ${casting} as casting from ${sql.identifier(file)}${where}`;
}

export async function buildFilterIndex(database: Database, finder: FinderName): Promise<FilterIndex> {
  const rows = await database.rows<{ id: number; number: string; casting: string | null }>(
    sql`select * from (${itemsOf(finders[finder])}) i order by number, id`,
  );
  const ids = Int32Array.from(rows.map((r) => r.id));
  const numbers = rows.map((r) => r.number);
  const castings = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (!r.casting) return;
    const norm = normalizePartNumber(r.casting);
    const items = castings.get(norm);
    if (items) items.push(i);
    else castings.set(norm, [i]);
  });
  const position = new Map(rows.map((r, i) => [r.id, i]));
  const words = Math.max(1, Math.ceil(rows.length / 32));
  const sets = new Map(finders[finder].codes.map((code) => [code, new Map<number, Uint32Array>()]));
  // One row per value with its items' ids joined: a few hundred rows, whatever the number of items.
  const groups = await database.rows<Pick<SqlRow<typeof itemFilters>, 'code' | 'value_id'> & { items: string }>(
    sql`select code, value_id, string_agg(item_id::text, ',') as items from item_filters
      where finder = ${finder} group by code, value_id`,
  );
  for (const g of groups) {
    const byValue = sets.get(g.code);
    if (!byValue) continue;
    const set = new Uint32Array(words);
    for (const id of g.items.split(',')) {
      const p = position.get(Number(id));
      if (p !== undefined) set[p >>> 5] |= 1 << (p & 31);
    }
    byValue.set(g.value_id, set);
  }
  const valueRows = await database.rows<ValueRow & { code: string }>(sql`
    select code, ${sql.raw(valueColumns)} from filter_values where finder = ${finder} order by code, sort, id`);
  const values = new Map<string, FilterValue[]>();
  for (const r of valueRows) {
    const list = values.get(r.code) ?? [];
    list.push(valueOf(r));
    values.set(r.code, list);
  }
  return { ids, numbers, castings, position, words, sets, values };
}

/** The set of the items at these positions. */
function at(index: FilterIndex, positions: Iterable<number | undefined>): Uint32Array {
  const out = new Uint32Array(index.words);
  for (const p of positions) if (p !== undefined) out[p >>> 5] |= 1 << (p & 31);
  return out;
}

/** The items meeting every pair. `result` is the finder's result name: as a pair it names an item id. */
export function match(index: FilterIndex, pairs: Pair[], result: string): Uint32Array {
  const out = new Uint32Array(index.words).fill(0xffffffff);
  const tail = index.ids.length % 32;
  if (tail) out[index.words - 1] = (1 << tail) - 1;
  if (index.ids.length === 0) out.fill(0);
  for (const p of pairs) {
    let set: Uint32Array | undefined;
    if ('text' in p) set = at(index, index.castings.get(normalizePartNumber(p.text)) ?? []);
    else if ('items' in p)
      set = at(
        index,
        p.items.map((id) => index.position.get(id)),
      );
    else if ('among' in p) throw new Error('a subquery pair is for the filters read in SQL');
    else if (p.code === result) set = at(index, [index.position.get(p.id)]);
    else set = index.sets.get(p.code)?.get(p.id);
    if (!set) return out.fill(0);
    for (let w = 0; w < out.length; w++) out[w] &= set[w];
  }
  return out;
}

/** The values of `code` that at least one matching item carries, in display order. */
export function valuesAmong(index: FilterIndex, code: string, matched: Uint32Array): FilterValue[] {
  const sets = index.sets.get(code);
  if (!sets) return [];
  return (index.values.get(code) ?? []).filter((v) => {
    const set = sets.get(v.Id);
    if (!set) return false;
    for (let w = 0; w < matched.length; w++) if (set[w] & matched[w]) return true;
    return false;
  });
}

/** The matching items, in number order. */
export function itemsAmong(index: FilterIndex, matched: Uint32Array): { id: number; number: string }[] {
  const out: { id: number; number: string }[] = [];
  for (let w = 0; w < matched.length; w++) {
    let bits = matched[w];
    while (bits) {
      const b = 31 - Math.clz32(bits & -bits);
      const p = w * 32 + b;
      out.push({ id: index.ids[p], number: index.numbers[p] });
      bits &= bits - 1;
    }
  }
  return out;
}

/** A value given as its id, or as its inch figure (older clients send `wssdi=2.16`); -1 when neither.
 * For a code whose values answer as plain numbers the number comes first (`shwid=4` is 4.00", whatever
 * value has the id 4). `values` are the code's filter values. */
export function valueIdAmong(values: FilterValue[], raw: string, plain = false): number {
  const whole = /^\d{1,9}$/.test(raw);
  const figure = Number(raw);
  if (plain) {
    const byNumber = values.find((v) => Math.abs(plainNumber(v) - figure) < 1e-6);
    if (byNumber) return byNumber.Id;
  }
  if (whole && values.some((v) => v.Id === Number(raw))) return Number(raw);
  const byInch = values.find((v) => v.Inch != null && Math.abs(v.Inch - figure) < 1e-6);
  if (byInch) return byInch.Id;
  return whole ? Number(raw) : -1;
}

/** valueIdAmong the values of `code` in the index. */
export const valueIdOf = (index: FilterIndex, code: string, raw: string, plain = false): number =>
  valueIdAmong(index.values.get(code) ?? [], raw, plain);

/** Whether a value is the id of one of the index's items. */
export const isItemId = (index: FilterIndex, raw: string) => /^\d{1,9}$/.test(raw) && index.position.has(Number(raw));

export type Indexes = { version: number | undefined; of: Record<FinderName, FilterIndex> };

/**
 * Every finder's index of the catalog being served. Built before the server reports ready; when a new
 * catalog version is imported, the next one is built in the background while the old one answers, so
 * no call waits for a build.
 */
export function filterIndexes(database: Database) {
  const store = catalogStore(database, async () => {
    const of = {} as Record<FinderName, FilterIndex>;
    for (const name of finderNames) of[name] = await buildFilterIndex(database, name);
    return of;
  });
  return {
    /** Builds the first index (the server is ready after it). */
    ready: store.ready,
    async get(): Promise<Indexes> {
      const { version, value } = await store.get();
      return { version, of: value };
    },
  };
}

const byDatabase = new WeakMap<Database, ReturnType<typeof filterIndexes>>();

/** The one set of indexes of a database, shared by every finder's routes. */
export function filterIndexesOf(database: Database) {
  let holder = byDatabase.get(database);
  if (!holder) byDatabase.set(database, (holder = filterIndexes(database)));
  return holder;
}
