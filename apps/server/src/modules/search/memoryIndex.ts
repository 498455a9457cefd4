import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Row } from './queries.js';

/**
 * The interchanges in memory, sorted by normalized number, with a trigram index for 'contains'.
 * Used on the embedded database, where every query runs on the server's own thread: a lookup here
 * takes microseconds and never blocks the other requests. About 150 bytes per interchange.
 */
export type NumberIndex = {
  norms: string[];
  numbers: string[];
  own: string[];
  ids: Int32Array;
  competitors: Int32Array;
  types: Int32Array;
  names: Map<number, string>;
  /** Trigram -> positions (ascending) of the numbers that contain it. */
  trigrams: Map<string, Int32Array>;
  /** The provider's hub numbers, and those with aftermarket parts. */
  hubs: Set<string>;
  hubsWithParts: Set<string>;
};

const CHUNK = 100_000;

/** Each distinct trigram of a number once. */
function trigramsOf(norm: string, visit: (g: string) => void) {
  const seen = new Set<string>();
  for (let k = 0; k + 3 <= norm.length; k++) {
    const g = norm.slice(k, k + 3);
    if (!seen.has(g)) {
      seen.add(g);
      visit(g);
    }
  }
}

export async function buildNumberIndex(database: Database): Promise<NumberIndex> {
  const norms: string[] = [];
  const numbers: string[] = [];
  const own: string[] = [];
  const ids: number[] = [];
  const competitors: number[] = [];
  const types: number[] = [];
  const intern = new Map<string, string>();
  let last = -1;
  for (;;) {
    const chunk = await database.rows<Row>(sql`
      select id, competitor_id, competitor_part_number as number, norm, part_type_id, own_part_number as own
      from interchanges where id > ${last} order by id limit ${CHUNK}`);
    for (const r of chunk) {
      norms.push(r.norm);
      numbers.push(r.number);
      let o = intern.get(r.own);
      if (o === undefined) intern.set(r.own, (o = r.own));
      own.push(o);
      ids.push(r.id);
      competitors.push(r.competitor_id);
      types.push(r.part_type_id);
    }
    if (chunk.length < CHUNK) break;
    last = chunk[chunk.length - 1].id;
  }
  const n = norms.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    norms[a] < norms[b] ? -1 : norms[a] > norms[b] ? 1 : ids[a] - ids[b]);
  const index: NumberIndex = {
    norms: new Array(n), numbers: new Array(n), own: new Array(n),
    ids: new Int32Array(n), competitors: new Int32Array(n), types: new Int32Array(n),
    names: new Map(), trigrams: new Map(), hubs: new Set(), hubsWithParts: new Set(),
  };
  for (let i = 0; i < n; i++) {
    const from = order[i];
    index.norms[i] = norms[from];
    index.numbers[i] = numbers[from];
    index.own[i] = own[from];
    index.ids[i] = ids[from];
    index.competitors[i] = competitors[from];
    index.types[i] = types[from];
  }
  // Two passes, so each posting list is allocated once at its final size.
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) trigramsOf(index.norms[i], (g) => counts.set(g, (counts.get(g) ?? 0) + 1));
  const fill = new Map<string, number>();
  for (const [g, c] of counts) {
    index.trigrams.set(g, new Int32Array(c));
    fill.set(g, 0);
  }
  for (let i = 0; i < n; i++) {
    trigramsOf(index.norms[i], (g) => {
      const at = fill.get(g)!;
      index.trigrams.get(g)![at] = i;
      fill.set(g, at + 1);
    });
  }
  const names = await database.rows<{ id: number; name: string }>(sql`select id, name from competitors`);
  for (const c of names) index.names.set(c.id, c.name);
  const hubs = await database.rows<{ number: string; parts: boolean }>(sql`
    select h.hub_assembly_number as number, exists (select 1 from hub_parts p where p.hub_id = h.id) as parts
    from hub_assemblies h`);
  for (const h of hubs) {
    index.hubs.add(h.number);
    if (h.parts) index.hubsWithParts.add(h.number);
  }
  return index;
}

/** The first position whose number is not below `text`. */
function lowerBound(norms: string[], text: string): number {
  let lo = 0;
  let hi = norms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (norms[mid] < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function rowAt(ix: NumberIndex, i: number): Row {
  return {
    id: ix.ids[i], competitor_id: ix.competitors[i], competitor: ix.names.get(ix.competitors[i]) ?? null,
    number: ix.numbers[i], norm: ix.norms[i], part_type_id: ix.types[i], own: ix.own[i],
  };
}

/** Same ranking as the SQL lookup: numbers equal to or starting with `norm` in order, then (from
 * `minContains` characters, when fewer than `max` were found) numbers containing it, in order. */
export function lookupInIndex(
  ix: NumberIndex,
  norm: string,
  max: number,
  minContains: number,
  keep: (row: Row) => boolean = () => true,
): Row[] {
  const out: Row[] = [];
  for (let i = lowerBound(ix.norms, norm); i < ix.norms.length && ix.norms[i].startsWith(norm) && out.length < max; i++) {
    const row = rowAt(ix, i);
    if (keep(row)) out.push(row);
  }
  if (out.length >= max || norm.length < minContains) return out;
  let rarest: Int32Array | undefined;
  for (let k = 0; k + 3 <= norm.length; k++) {
    const list = ix.trigrams.get(norm.slice(k, k + 3));
    if (!list) return out;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  for (let j = 0; j < rarest!.length && out.length < max; j++) {
    const i = rarest![j];
    const s = ix.norms[i];
    if (s.startsWith(norm) || !s.includes(norm)) continue;
    const row = rowAt(ix, i);
    if (keep(row)) out.push(row);
  }
  return out;
}
