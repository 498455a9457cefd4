import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { perCatalogVersion } from '../../http/answerCache.js';
import { valueOf, type FilterValue, type Pair, type ValueRow } from './queries.js';

/**
 * The hub filters in memory: for every (code, value) the set of hubs carrying it, as a bitset over
 * the hubs in assembly-number order, each code read when first used. Matching pairs is an AND of bitsets, so a filter-values call
 * costs microseconds whatever the catalog size (10,000 hubs take 1.25 KB per value).
 */
export type FilterIndex = {
  /** Hub ids and numbers by bit position (assembly-number order). */
  ids: Int32Array;
  numbers: string[];
  position: Map<number, number>;
  words: number;
  sets: Map<string, Map<number, Uint32Array>>;
  /** The filter values of each code, in display order. */
  values: Map<string, FilterValue[]>;
};

/** A filter index whose per-code sets are read from the database the first time a code is used. */
export type LazyFilterIndex = FilterIndex & { load(codes: string[]): Promise<void> };

export async function buildFilterIndex(database: Database): Promise<LazyFilterIndex> {
  const hubs = await database.rows<{ id: number; number: string }>(sql`
    select id, hub_assembly_number as number from hub_assemblies order by hub_assembly_number, id`);
  const ids = Int32Array.from(hubs.map((h) => h.id));
  const numbers = hubs.map((h) => h.number);
  const position = new Map(hubs.map((h, i) => [h.id, i]));
  const words = Math.max(1, Math.ceil(hubs.length / 32));
  const sets = new Map<string, Map<number, Uint32Array>>();
  const loading = new Map<string, Promise<void>>();
  const loadCode = async (code: string) => {
    const byValue = new Map<number, Uint32Array>();
    const rows = await database.rows<{ item_id: number; value_id: number }>(sql`
      select item_id, value_id from item_filters where finder = 'hub' and code = ${code}`);
    for (const r of rows) {
      const p = position.get(r.item_id);
      if (p === undefined) continue;
      let set = byValue.get(r.value_id);
      if (!set) byValue.set(r.value_id, (set = new Uint32Array(words)));
      set[p >>> 5] |= 1 << (p & 31);
    }
    sets.set(code, byValue);
  };
  const load = async (codes: string[]) => {
    await Promise.all(
      codes
        .filter((c) => c !== 'hanum')
        .map((c) => {
          let p = loading.get(c);
          if (!p) {
            loading.set(c, (p = loadCode(c)));
            p.catch(() => loading.delete(c));
          }
          return p;
        }),
    );
  };
  const valueRows = await database.rows<ValueRow & { code: string }>(sql`
    select code, id, name, inch, millimeter, inches, display_range, min_gawr_pound, max_gawr_pound, nominal_diameter,
      wheel_material, stud_length_class, aftermarket_axle, aftermarket_axle_id, bearing_description_inboard,
      bearing_description_outboard, image_guid
    from filter_values where finder = 'hub' order by code, sort, id`);
  const values = new Map<string, FilterValue[]>();
  for (const r of valueRows) {
    const list = values.get(r.code) ?? [];
    list.push(valueOf(r));
    values.set(r.code, list);
  }
  return { ids, numbers, position, words, sets, values, load };
}

/** The hubs carrying every pair (a hanum pair names a hub id). */
export function match(index: FilterIndex, pairs: Pair[]): Uint32Array {
  const out = new Uint32Array(index.words).fill(0xffffffff);
  const tail = index.ids.length % 32;
  if (tail) out[index.words - 1] = (1 << tail) - 1;
  if (index.ids.length === 0) out.fill(0);
  for (const p of pairs) {
    if (p.code === 'hanum') {
      const pos = index.position.get(p.id);
      const only = new Uint32Array(index.words);
      if (pos !== undefined) only[pos >>> 5] = 1 << (pos & 31);
      for (let w = 0; w < out.length; w++) out[w] &= only[w];
      continue;
    }
    const set = index.sets.get(p.code)?.get(p.id);
    if (!set) return out.fill(0);
    for (let w = 0; w < out.length; w++) out[w] &= set[w];
  }
  return out;
}

/** The values of `code` that at least one matching hub carries, in display order. */
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

/** The matching hubs, in assembly-number order. */
export function hubsAmong(index: FilterIndex, matched: Uint32Array): { id: number; number: string }[] {
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

/** The index of the catalog being served, built once per catalog version. */
export const filterIndexOf = (database: Database) => perCatalogVersion(database, () => buildFilterIndex(database));
