import { sql, type SQL } from 'drizzle-orm';
import { DRUM_PART_TYPE, normalizePartNumber, PART_TYPE, ROTOR_PART_TYPE } from '@wheelend/domain';
import type { Database } from '../db/client.js';
import { catalogStore } from '../catalog/store.js';
import { buildNumberIndex, equalIn, HUB_NUMBER, lookupInIndex, WITH_PARTS, type NumberIndex } from './numberIndex.js';
import { containsKeys, likeSafe, trigramCounts } from './trigrams.js';

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

/** A Row's columns of interchanges `i` and competitors `c`. */
const columns = sql`i.id, i.competitor_id, c.name as competitor, i.competitor_part_number as number,
    i.norm, i.part_type_id, i.own_part_number as own`;

export const select = sql`select ${columns} from interchanges i left join competitors c on c.id = i.competitor_id`;

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
 * old one, for a new catalog version), so that no lookup waits for it. On PostgreSQL, each pooled
 * connection runs number_lookup once in every mode, for an empty range (nothing is read), so that no
 * first lookup on a connection waits for the function to be compiled and its statements planned (3 to
 * 4 ms, against 0.25 after). */
export async function numbersReady(database: Database) {
  if (database.engine === 'pglite') await numberIndexOf(database).ready();
  else await database.connect?.(lookupWarmUps());
}

/** number_lookup in every mode for an empty range: planned, nothing read (numbersReady). */
export const lookupWarmUps = () =>
  FUNCTION_MODES.map(
    ([name]) => sql`select count(*)::int as count from number_lookup(${name}, '', '', null, null, null, null)`,
  );

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

/** The text just above every text that starts with `prefix`, in the byte order of UTF-8 (PostgreSQL's
 * `~<~`): its last character raised by one; undefined when there is none (every character U+10FFFF). */
export function prefixEnd(prefix: string): string | undefined {
  const chars = [...prefix];
  while (chars.length) {
    const c = chars.pop()!.codePointAt(0)! + 1;
    if (c <= 0x10ffff) return chars.join('') + String.fromCodePoint(c >= 0xd800 && c <= 0xdfff ? 0xe000 : c);
  }
  return undefined;
}

/** The condition on an interchange `i` that a mode keeps, its constants written out (so that PostgreSQL
 * matches the drum and rotor indexes, whose condition is their part type). */
function kept(mode: Mode): SQL {
  if (mode === 'all') return sql`true`;
  if (typeof mode === 'object') return sql.raw(`i.part_type_id = ${Number(mode.partType)}`);
  const hub = sql.raw(`i.part_type_id = ${HUB}`);
  return mode === 'hubs'
    ? sql`${hub} and exists (select 1 from hub_assemblies h where h.hub_assembly_number = i.own_part_number)`
    : sql`${hub} and exists (select 1 from hub_assemblies h join hub_parts p on p.hub_id = h.id
          where h.hub_assembly_number = i.own_part_number)`;
}

/**
 * The ranking statement of a lookup on PostgreSQL, its texts given as SQL (a call's parameters, or the
 * arguments of number_lookup): the numbers from `from` up to `to` (those that start with the text)
 * read in order from the norm btree; then, only when they are fewer than MAX_SUGGESTIONS and
 * `contains` (the LIKE pattern, null under MIN_CONTAINS characters) is given, the numbers containing
 * the text among those the trigram index gives for the three patterns `keys` (containsKeys), in no
 * order: at most MAX_CONTAINS of them are ranked (all of them, unless the text is short and common),
 * never the table walked in order with the text as a filter. One statement: one snapshot, one round trip.
 */
function ranking(mode: Mode, v: { from: SQL; to?: SQL; contains: SQL; keys: [SQL, SQL, SQL] }): SQL {
  const extra = kept(mode);
  const max = sql.raw(String(MAX_SUGGESTIONS));
  const starts = v.to ? sql`i.norm ~>=~ ${v.from} and i.norm ~<~ ${v.to}` : sql`i.norm ~>=~ ${v.from}`;
  return sql`with first as materialized (
      select i.* from interchanges i where ${starts} and ${extra} order by i.norm using ~<~, i.id limit ${max}),
    hits as materialized (
      select i.* from interchanges i
      where (select count(*) from first) < ${max} and ${v.contains} is not null
        and i.norm like ${v.keys[0]} and i.norm like ${v.keys[1]} and i.norm like ${v.keys[2]}
        and strpos(i.norm, ${v.from}) > 0 and not (${starts}) and ${extra} limit ${sql.raw(String(MAX_CONTAINS))}),
    ranked as (select 0 as rank, * from first
      union all (select 1, * from hits order by norm collate "C", id limit ${max}))
    select ${columns} from ranked i left join competitors c on c.id = i.competitor_id
    order by i.rank, i.norm collate "C", i.id limit ${max}`;
}

/** The modes number_lookup answers, by the name it is given. */
const FUNCTION_MODES: [string, Mode][] = [
  ['all', 'all'],
  ['hubs', 'hubs'],
  ['parts', 'parts'],
  ['drum', { partType: DRUM_PART_TYPE }],
  ['rotor', { partType: ROTOR_PART_TYPE }],
];
const functionMode = (mode: Mode) =>
  FUNCTION_MODES.find(([, m]) =>
    typeof m === 'object' && typeof mode === 'object' ? m.partType === mode.partType : m === mode,
  )?.[0];

/**
 * number_lookup: the ranking statement of each mode in a PL/pgSQL function, whose statements keep one
 * plan per connection (generic plans: the texts are its arguments). Planning the statement took about
 * as long as running it; a call now only runs it. A generic plan knows nothing of the text, and at a
 * large catalog's row counts its guess for a contains pattern could favour reading the table until
 * enough rows match, the whole table for a rare text: every statement here has an index to read, and
 * the function forbids the table read where one does. Nor does a lookup start parallel workers: at
 * 45,000,000 interchanges the generic plan of the contains rank gathered from two, and the machine
 * spent a third more CPU a lookup starting them than it saved. Made by a migration (the last one
 * that makes it); the migration's text is held to this one by a test.
 */
export function numberLookupFunction(): SQL {
  const arg = (name: string) => sql.raw(name);
  const branches = FUNCTION_MODES.map(
    ([name, mode], k) =>
      sql`${sql.raw(k ? 'elsif' : 'if')} p_mode = '${sql.raw(name)}' then
    return query ${ranking(mode, {
      from: arg('p_from'),
      to: arg('p_to'),
      contains: arg('p_contains'),
      keys: [arg('p_key1'), arg('p_key2'), arg('p_key3')],
    })};`,
  );
  return sql`create or replace function number_lookup(p_mode text, p_from text, p_to text, p_contains text,
    p_key1 text, p_key2 text, p_key3 text)
  returns table (id integer, competitor_id integer, competitor text, number text, norm text, part_type_id integer, own text)
  language plpgsql stable set plan_cache_mode = force_generic_plan set enable_seqscan = off
  set max_parallel_workers_per_gather = 0 as $lookup$
#variable_conflict use_column
begin
  ${sql.join(branches, sql`\n  `)}
  end if;
end
$lookup$`;
}

export async function sqlLookup(database: Database, norm: string, mode: Mode): Promise<Row[]> {
  const to = prefixEnd(norm);
  const contains = norm.length < MIN_CONTAINS ? null : `%${likeSafe(norm)}%`;
  const [key1, key2, key3] = containsKeys(norm, trigramCounts(database));
  const name = functionMode(mode);
  if (name !== undefined && to !== undefined) {
    const call = sql`select * from number_lookup(${name}, ${norm}, ${to}, ${contains}::text,
      ${key1}::text, ${key2}::text, ${key3}::text)`;
    // A prepared statement: the call is parsed once per connection (a fifth of PostgreSQL's time a lookup).
    return database.named ? database.named<Row>('number_lookup', call) : database.rows<Row>(call);
  }
  // Any other part type, or a text of U+10FFFF alone (every text above it starts with it): the same
  // statement, planned for the call.
  return database.rows<Row>(
    ranking(mode, {
      from: sql`${norm}`,
      to: to === undefined ? undefined : sql`${to}`,
      contains: sql`${contains}::text`,
      keys: [sql`${key1}::text`, sql`${key2}::text`, sql`${key3}::text`],
    }),
  );
}
