import { sql } from 'drizzle-orm';
import { normalizePartNumber, PART_TYPE } from '@wheelend/domain';
import type { Database } from '../db/client.js';
import { catalogStore } from '../catalog/store.js';
import { buildNumberIndex, equalIn, HUB_NUMBER, lookupInIndex, WITH_PARTS, type NumberIndex } from './numberIndex.js';

/** At most this many suggestions per lookup. */
export const MAX_SUGGESTIONS = 20;
/** Contains-matching starts at this many characters. */
export const MIN_CONTAINS = 3;
/** On PostgreSQL, contains-matching ranks at most this many of the numbers containing the text. */
export const MAX_CONTAINS = 1000;

export type Row = {
  id: number;
  competitor_id: number;
  competitor: string | null;
  number: string;
  norm: string;
  part_type_id: number;
  own: string;
};

export const select = sql`select i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own
  from interchanges i left join competitors c on c.id = i.competitor_id`;

const likeSafe = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Which interchanges a lookup keeps: all, hubs that lead to one of the provider's hubs, those hubs
 * with aftermarket parts, or the interchanges of one part type. */
export type Mode = 'all' | 'hubs' | 'parts' | { partType: number };
const HUB = PART_TYPE.hubAssembly;

const indexes = new WeakMap<Database, ReturnType<typeof catalogStore<NumberIndex>>>();
function numberIndexOf(database: Database) {
  let store = indexes.get(database);
  if (!store) indexes.set(database, (store = catalogStore(database, () => buildNumberIndex(database))));
  return store;
}
const numberIndex = async (database: Database) => (await numberIndexOf(database).get()).value;

/** Builds the embedded database's number index before the server reports ready (and again, beside the
 * old one, for a new catalog version), so that no lookup waits for it. PostgreSQL needs none. */
export async function numbersReady(database: Database) {
  if (database.engine === 'pglite') await numberIndexOf(database).ready();
}

/** Interchanges whose normalized number equals, starts with, or (3+ characters, only when fewer than
 * 20 were found) contains the normalized text: ranked in that order, by normalized number within
 * each rank, at most 20 (on PostgreSQL, the contains rank orders the first MAX_CONTAINS numbers the
 * trigram index gives, so a short text inside millions of numbers costs no more than a rare one).
 * 'hubs' keeps complete hubs that lead to one of the provider's hubs, 'parts'
 * those whose hub has aftermarket parts. On PostgreSQL exact and prefix read the norm btree in order
 * and contains uses the trigram index; on the embedded database the same ranking runs on an
 * in-memory index, so a lookup never holds the server's thread. */
export async function lookup(database: Database, text: string, mode: Mode = 'all'): Promise<Row[]> {
  const norm = normalizePartNumber(text);
  if (!norm) return [];
  return database.engine === 'pglite' ? memoryLookup(database, norm, mode) : sqlLookup(database, norm, mode);
}

export async function memoryLookup(database: Database, norm: string, mode: Mode): Promise<Row[]> {
  const ix = await numberIndex(database);
  const kind = mode === 'hubs' ? HUB_NUMBER : WITH_PARTS;
  const keep =
    mode === 'all'
      ? undefined
      : typeof mode === 'object'
        ? (x: NumberIndex, i: number) => x.types[i] === mode.partType
        : (x: NumberIndex, i: number) => x.types[i] === HUB && (x.ownKinds[x.own[i]] & kind) !== 0;
  return lookupInIndex(ix, norm, MAX_SUGGESTIONS, MIN_CONTAINS, keep);
}

/** The provider's numbers of the interchanges whose normalized number is `norm`, of one of `types`:
 * from the in-memory index on the embedded database, undefined on PostgreSQL (where SQL finds them). */
export async function ownNumbersOf(
  database: Database,
  norm: string,
  types: readonly number[],
): Promise<string[] | undefined> {
  if (database.engine !== 'pglite') return undefined;
  const ix = await numberIndex(database);
  return equalIn(ix, norm)
    .filter((i) => types.includes(ix.types[i]))
    .map((i) => ix.owns[ix.own[i]]);
}

export async function sqlLookup(database: Database, norm: string, mode: Mode): Promise<Row[]> {
  const extra =
    mode === 'all'
      ? sql`true`
      : typeof mode === 'object'
        ? sql`i.part_type_id = ${mode.partType}`
        : mode === 'hubs'
          ? sql`i.part_type_id = ${HUB} and exists (select 1 from hub_assemblies h where h.hub_assembly_number = i.own_part_number)`
          : sql`i.part_type_id = ${HUB} and exists (select 1 from hub_assemblies h join hub_parts p on p.hub_id = h.id
          where h.hub_assembly_number = i.own_part_number)`;
  const esc = likeSafe(norm);
  const prefix = sql`select i.* from interchanges i where i.norm like ${`${esc}%`} and ${extra}
    order by i.norm using ~<~, i.id limit ${MAX_SUGGESTIONS}`;
  const columns = sql`i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number, i.norm,
    i.part_type_id, i.own_part_number as own`;
  if (norm.length < MIN_CONTAINS)
    return database.rows<Row>(sql`select ${columns} from (${prefix}) i left join competitors c on c.id = i.competitor_id
      order by i.norm collate "C", i.id`);
  // One statement (one snapshot, one round trip): the contains rank runs only when the prefix rank
  // found fewer than MAX_SUGGESTIONS. The trigram index gives the numbers that contain the text in no
  // order: at most MAX_CONTAINS of them are ranked (all of them, unless the text is short and common),
  // never the table walked in order with the text as a filter.
  return database.rows<Row>(sql`with first as materialized (${prefix}),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < ${MAX_SUGGESTIONS}
        and i.norm like ${`%${esc}%`} and i.norm not like ${`${esc}%`} and ${extra} limit ${MAX_CONTAINS}),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit ${MAX_SUGGESTIONS}))
    select ${columns} from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit ${MAX_SUGGESTIONS}`);
}
