import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jsonRows } from '../db/rows.js';
import type { Row } from './numbers.js';

/**
 * The interchanges in memory, sorted by normalized number, with a trigram index for 'contains'.
 * Used on the embedded database, where every query runs on the server's own thread: a lookup here
 * takes microseconds and never blocks the other requests. The numbers are kept as two long strings
 * with offsets and the rest in typed arrays, so a million interchanges are a few dozen objects
 * (about 80 bytes each) that the garbage collector need not walk.
 */
export type NumberIndex = {
  size: number;
  /** The normalized numbers joined, in order; number i is norms.slice(normAt[i], normAt[i + 1]). */
  norms: string;
  normAt: Int32Array;
  /** The numbers as written, joined, in the same order. */
  numbers: string;
  numberAt: Int32Array;
  /** The provider's number of each interchange, as a position in `owns`. */
  own: Small;
  owns: string[];
  ids: Int32Array;
  competitors: Small;
  types: Small;
  names: Map<number, string>;
  /** Trigram key -> positions (ascending) of the numbers containing a trigram with that key after
   * their first character, as gaps in 7-bit groups (the high bit set on all but a gap's last byte):
   * postings.subarray(trigramAt[key], trigramAt[key + 1]). A key has `bits` bits. */
  bits: number;
  trigramAt: Int32Array;
  postings: Uint8Array;
  /** Per entry of `owns`: HUB_NUMBER when it is one of the provider's hubs, plus WITH_PARTS when that
   * hub has aftermarket parts. */
  ownKinds: Uint8Array;
};

export const HUB_NUMBER = 1;
export const WITH_PARTS = 2;

/** Columns of small numbers take two bytes a row when they fit. */
type Small = Uint16Array | Int32Array;
const narrow = (a: Int32Array): Small => (a.every((x) => x >= 0 && x < 0x10000) ? Uint16Array.from(a) : a);

/** Bytes of a gap written in 7-bit groups. */
const gapBytes = (gap: number) => (gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5);

/** Rows per read: small reads keep the embedded database's and the heap's high-water marks low. */
const CHUNK = 10_000;

/** Key bits for `n` numbers: about two keys per number, from 2^10 to 2^18 (1 MB of offsets). Part numbers
 * are written in about 40 characters, so a catalog of any size has some tens of thousands of distinct
 * trigrams: more keys than a quarter of a million only left offsets unused (at 2^21, 8 MB of offsets
 * for 6 MB of postings with 1,000,000 interchanges). */
const keyBits = (n: number) => Math.min(18, Math.max(10, Math.ceil(Math.log2(Math.max(1, n) * 2))));

/** A trigram (7 bits per character) hashed to `bits` bits. Trigrams that share a key (and characters
 * beyond ASCII) only widen a posting list; every candidate is checked for the text itself. */
const keyAt = (s: string, k: number, bits: number) =>
  Math.imul(
    ((s.charCodeAt(k) & 0x7f) << 14) | ((s.charCodeAt(k + 1) & 0x7f) << 7) | (s.charCodeAt(k + 2) & 0x7f),
    0x9e3779b1,
  ) >>>
  (32 - bits);

/** Each distinct trigram key of text[from, to) once. */
function keysOf(text: string, from: number, to: number, bits: number, into: number[]): number[] {
  into.length = 0;
  for (let k = from; k + 3 <= to; k++) {
    const key = keyAt(text, k, bits);
    if (!into.includes(key)) into.push(key);
  }
  return into;
}

/** A typed array with room for at least `size` items, keeping the first `used`. */
function room(a: Int32Array<ArrayBuffer>, size: number, used: number): Int32Array<ArrayBuffer> {
  if (size <= a.length) return a;
  const b = new Int32Array(Math.max(size, a.length * 2));
  b.set(a.subarray(0, used));
  return b;
}

/**
 * Reads the interchanges already in index order (normalized number in byte order, then id), a chunk
 * at a time along the norm index, straight into the packed arrays: no array of a million strings
 * or rows is ever held.
 */
export async function buildNumberIndex(database: Database): Promise<NumberIndex> {
  const [{ count }] = await database.rows<{ count: number }>(sql`select count(*)::int as count from interchanges`);
  let normAt = new Int32Array(count + 1);
  let numberAt = new Int32Array(count + 1);
  let own = new Int32Array(count);
  let ids = new Int32Array(count);
  let competitors = new Int32Array(count);
  let types = new Int32Array(count);
  const owns: string[] = [];
  const ownIds = new Map<string, number>();
  const normPieces: string[] = [];
  const numberPieces: string[] = [];
  let n = 0;
  let normLength = 0;
  let numberLength = 0;
  const columns = sql`select id, competitor_id, competitor_part_number as number, norm, part_type_id, own_part_number as own
    from interchanges`;
  // In number order, as one JSON text (a million interchanges read field by field took most of a start).
  const read = (rows: SQL) => jsonRows<Omit<Row, 'competitor'>>(database, rows, sql`order by r.norm collate "C", r.id`);
  let last: Pick<Row, 'id' | 'norm'> | undefined;
  for (;;) {
    const chunk =
      last === undefined
        ? await read(sql`${columns} order by norm using ~<~, id limit ${CHUNK}`)
        : await read(sql`${columns} where norm = ${last.norm} and id > ${last.id} order by id limit ${CHUNK}`);
    if (last !== undefined && chunk.length < CHUNK) {
      chunk.push(
        ...(await read(sql`${columns} where norm ~>~ ${last.norm}
        order by norm using ~<~, id limit ${CHUNK - chunk.length}`)),
      );
    }
    const size = n + chunk.length;
    normAt = room(normAt, size + 1, n + 1);
    numberAt = room(numberAt, size + 1, n + 1);
    own = room(own, size, n);
    ids = room(ids, size, n);
    competitors = room(competitors, size, n);
    types = room(types, size, n);
    const norms: string[] = [];
    const numbers: string[] = [];
    for (const r of chunk) {
      normAt[n] = normLength;
      numberAt[n] = numberLength;
      normLength += r.norm.length;
      numberLength += r.number.length;
      norms.push(r.norm);
      numbers.push(r.number);
      let o = ownIds.get(r.own);
      if (o === undefined) {
        ownIds.set(r.own, (o = owns.length));
        owns.push(r.own);
      }
      own[n] = o;
      ids[n] = r.id;
      competitors[n] = r.competitor_id;
      types[n] = r.part_type_id;
      n++;
    }
    normPieces.push(norms.join(''));
    numberPieces.push(numbers.join(''));
    if (chunk.length < CHUNK) break;
    last = chunk[chunk.length - 1];
  }
  normAt[n] = normLength;
  numberAt[n] = numberLength;
  const index: NumberIndex = {
    size: n,
    norms: normPieces.join(''),
    normAt: normAt.slice(0, n + 1),
    numbers: numberPieces.join(''),
    numberAt: numberAt.slice(0, n + 1),
    own: narrow(own.subarray(0, n)),
    owns,
    ids: ids.slice(0, n),
    competitors: narrow(competitors.subarray(0, n)),
    types: narrow(types.subarray(0, n)),
    names: new Map(),
    bits: keyBits(n),
    trigramAt: new Int32Array((1 << keyBits(n)) + 1),
    postings: new Uint8Array(0),
    ownKinds: new Uint8Array(owns.length),
  };

  // Two passes: count each key's bytes, then write the gaps at their final places. A number is listed
  // under the trigrams after its first character: 'contains' looks only there (a match at the start
  // is a prefix match, found in order).
  const keys: number[] = [];
  const counts = index.trigramAt;
  const { norms, bits } = index;
  const size = 1 << bits;
  let previous = new Int32Array(size).fill(-1);
  for (let i = 0; i < n; i++)
    for (const key of keysOf(norms, index.normAt[i] + 1, index.normAt[i + 1], bits, keys)) {
      counts[key + 1] += gapBytes(i - previous[key]);
      previous[key] = i;
    }
  for (let key = 0; key < size; key++) counts[key + 1] += counts[key];
  const postings = new Uint8Array(counts[size]);
  const fill = counts.slice(0, size);
  previous = previous.fill(-1);
  for (let i = 0; i < n; i++)
    for (const key of keysOf(norms, index.normAt[i] + 1, index.normAt[i + 1], bits, keys)) {
      let gap = i - previous[key];
      previous[key] = i;
      while (gap >= 0x80) {
        postings[fill[key]++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      postings[fill[key]++] = gap;
    }
  index.postings = postings;

  const names = await database.rows<{ id: number; name: string }>(sql`select id, name from competitors`);
  for (const c of names) index.names.set(c.id, c.name);
  const hubs = await database.rows<{ number: string; parts: boolean }>(sql`
    select h.hub_assembly_number as number, exists (select 1 from hub_parts p where p.hub_id = h.id) as parts
    from hub_assemblies h`);
  for (const h of hubs) {
    const o = ownIds.get(h.number);
    if (o !== undefined) index.ownKinds[o] = HUB_NUMBER | (h.parts ? WITH_PARTS : 0);
  }
  return index;
}

/** Compares number i with `text`: negative when it sorts before, 0 when equal. */
function compareAt(ix: NumberIndex, i: number, text: string): number {
  const from = ix.normAt[i];
  const length = ix.normAt[i + 1] - from;
  const m = Math.min(length, text.length);
  for (let k = 0; k < m; k++) {
    const d = ix.norms.charCodeAt(from + k) - text.charCodeAt(k);
    if (d !== 0) return d;
  }
  return length - text.length;
}

/** The first position whose number is not below `text`. */
function lowerBound(ix: NumberIndex, text: string): number {
  let lo = 0;
  let hi = ix.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareAt(ix, mid, text) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The positions of the numbers equal to `norm`, in order. */
export function equalIn(ix: NumberIndex, norm: string): number[] {
  const out: number[] = [];
  for (let i = lowerBound(ix, norm); i < ix.size && compareAt(ix, i, norm) === 0; i++) out.push(i);
  return out;
}

const startsAt = (ix: NumberIndex, i: number, text: string) =>
  ix.normAt[i + 1] - ix.normAt[i] >= text.length && ix.norms.startsWith(text, ix.normAt[i]);

/** Whether number i contains `text` somewhere after its first character. */
function containsLater(ix: NumberIndex, i: number, text: string): boolean {
  for (let p = ix.normAt[i] + 1; p + text.length <= ix.normAt[i + 1]; p++)
    if (ix.norms.startsWith(text, p)) return true;
  return false;
}

function rowAt(ix: NumberIndex, i: number): Row {
  return {
    id: ix.ids[i],
    competitor_id: ix.competitors[i],
    competitor: ix.names.get(ix.competitors[i]) ?? null,
    number: ix.numbers.slice(ix.numberAt[i], ix.numberAt[i + 1]),
    norm: ix.norms.slice(ix.normAt[i], ix.normAt[i + 1]),
    part_type_id: ix.types[i],
    own: ix.owns[ix.own[i]],
  };
}

/** Where the gap that gapAt read last ends. */
const after = { j: 0 };
/** The gap written at postings[j] (see NumberIndex.postings); where it ends in `after`. */
function gapAt(postings: Uint8Array, j: number): number {
  let gap = 0;
  for (let shift = 0; ; shift += 7) {
    const b = postings[j++];
    gap += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) break;
  }
  after.j = j;
  return gap;
}

/** Same ranking as the SQL lookup: numbers equal to or starting with `norm` in order, then (from
 * `minContains` characters, when fewer than `max` were found) numbers containing it, in order. */
export function lookupInIndex(
  ix: NumberIndex,
  norm: string,
  max: number,
  minContains: number,
  keep: (ix: NumberIndex, i: number) => boolean = () => true,
): Row[] {
  const out: Row[] = [];
  for (let i = lowerBound(ix, norm); i < ix.size && startsAt(ix, i, norm) && out.length < max; i++)
    if (keep(ix, i)) out.push(rowAt(ix, i));
  if (out.length >= max || norm.length < minContains) return out;
  // The two shortest posting lists among the text's trigrams: a number that contains the text is in
  // both, and only the numbers of both are read and checked for it. Walking the lists in step reads
  // them in order; checking a number reads the joined numbers at its place, a cache miss each.
  let rarest = -1;
  let fewest = Infinity;
  let second = -1;
  let fewer = Infinity;
  for (let k = 0; k + 3 <= norm.length; k++) {
    const key = keyAt(norm, k, ix.bits);
    const bytes = ix.trigramAt[key + 1] - ix.trigramAt[key];
    if (bytes === 0) return out;
    if (key === rarest || key === second) continue;
    if (bytes < fewest) {
      [second, fewer] = [rarest, fewest];
      [rarest, fewest] = [key, bytes];
    } else if (bytes < fewer) [second, fewer] = [key, bytes];
  }
  const { postings } = ix;
  const end = ix.trigramAt[rarest + 1];
  const end2 = second < 0 ? 0 : ix.trigramAt[second + 1];
  let j2 = second < 0 ? 0 : ix.trigramAt[second];
  let i2 = -1;
  for (let j = ix.trigramAt[rarest], i = -1; j < end && out.length < max;) {
    i += gapAt(postings, j);
    j = after.j;
    if (second >= 0) {
      for (; i2 < i && j2 < end2; j2 = after.j) i2 += gapAt(postings, j2);
      if (i2 < i) break;
      if (i2 > i) continue;
    }
    if (keep(ix, i) && !startsAt(ix, i, norm) && containsLater(ix, i, norm)) out.push(rowAt(ix, i));
  }
  return out;
}
