import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { catalogStore, catalogVersion } from '../../catalog/store.js';
import { oneStatement } from '../../db/replicas.js';
import { results } from '../../http/reply.js';
import { allSummaries, translatedDescriptions } from './queries.js';

const EMPTY = Buffer.from(JSON.stringify(results([])));
const HEAD = Buffer.from('{"Status":"OK","Results":[');
const TAIL = Buffer.from(']}');

/**
 * Every hub's summary as JSON, built before the server reports ready: a hub list (up to thousands
 * of cards) is copied together from it in memory, so no user waits on the database for one, and the
 * answer caches do not hold the large lists. The summaries are one buffer of UTF-8 in hub-number
 * order (summary r is bytes.subarray(at[r], at[r + 1])): a list is a few copies, never a long string
 * to encode again before it is hashed, compressed and sent. Only the few summaries whose description
 * the catalog translates are held again, in each language they have one.
 */
export function hubSummaryStore(database: Database) {
  const store = catalogStore(database, async () => {
    const rank = new Map<number, number>();
    const full: string[] = [];
    const byId = new Map((await translatedDescriptions(database)).map((t) => [t.id, t]));
    const own: Record<Exclude<Language, 'en'>, Map<number, Buffer>> = { es: new Map(), 'fr-CA': new Map() };
    for (const s of await allSummaries(database)) {
      const t = byId.get(s.Id);
      if (t?.es) own.es.set(full.length, Buffer.from(JSON.stringify({ ...s, AftermarketDescription: t.es })));
      if (t?.fr) own['fr-CA'].set(full.length, Buffer.from(JSON.stringify({ ...s, AftermarketDescription: t.fr })));
      rank.set(s.Id, full.length);
      full.push(JSON.stringify(s));
    }
    return { rank, own, full: packed(full) };
  });
  return {
    ready: store.ready,
    /** The catalog version being served, and the answer of the hubs `ids` in hub-number order (the JSON of
     * `results(summaries)`), the descriptions in `lang` where the catalog has them; `named` (the hubs asked
     * without inclv): the same cards in English. */
    async current() {
      const { version, value } = await store.get();
      const { rank } = value;
      const answer = async (items: number[] | SQL, named = false, lang: Language = 'en'): Promise<Buffer> => {
        const ids = Array.isArray(items) ? items : (await database.rows<{ id: number }>(items)).map((r) => r.id);
        const { bytes, at } = value.full;
        const own = named || lang === 'en' ? undefined : value.own[lang];
        const length = (r: number) => own?.get(r)?.length ?? at[r + 1] - at[r];
        const ranks = new Int32Array(ids.length);
        let n = 0;
        for (const id of ids) {
          const r = rank.get(id);
          if (r !== undefined) ranks[n++] = r;
        }
        if (n === 0) return EMPTY;
        const order = ranks.subarray(0, n).sort();
        let size = HEAD.length + TAIL.length;
        for (let i = 0; i < n; i++) if (i === 0 || order[i] !== order[i - 1]) size += length(order[i]) + 1;
        const out = Buffer.allocUnsafeSlow(size - 1);
        let pos = HEAD.copy(out, 0);
        for (let i = 0; i < n; i++) {
          if (i > 0 && order[i] === order[i - 1]) continue;
          if (pos > HEAD.length) out[pos++] = 0x2c;
          const o = own?.get(order[i]);
          pos += o ? o.copy(out, pos) : bytes.copy(out, pos, at[order[i]], at[order[i] + 1]);
        }
        TAIL.copy(out, pos);
        return out;
      };
      return { version, answer };
    },
  };
}

/** JSON texts as one buffer of UTF-8 with offsets: text r is bytes.subarray(at[r], at[r + 1]). */
function packed(json: string[]) {
  const at = new Int32Array(json.length + 1);
  json.forEach((j, r) => (at[r + 1] = at[r] + Buffer.byteLength(j)));
  const bytes = Buffer.allocUnsafeSlow(at[json.length]);
  json.forEach((j, r) => bytes.write(j, at[r]));
  return { bytes, at };
}

/** Cards of the list each pooled connection reads before ready (hubSummarySql): a list at least the size
 * of the largest the questionnaire asks (about 1,100 hubs), so that the connection's memory is sized for it. */
const WARM_CARDS = 2000;

/**
 * The same answers read from the hub cards the import made (hub_cards), on every call (the answer caches
 * keep the lists asked again): a list is one statement, the matching hubs' cards joined by PostgreSQL in
 * hub-number order. On PostgreSQL the process holds no card of the catalog, and the start does not wait
 * for them.
 */
export function hubSummarySql(database: Database) {
  const version = catalogVersion(database);
  let warmed: Promise<void> | undefined;
  return {
    /** Each pooled connection reads a list of WARM_CARDS cards as an answer reads one, once, before the
     * server reports ready: a connection's first large list took 50 to 100 ms more than the next ones
     * (its server process touching the cards' pages and growing its memory for the list the first
     * time). Bounded: at most WARM_CARDS cards a connection, whatever the size of the catalog. */
    ready: (): Promise<void> =>
      (warmed ??= Promise.resolve(
        database.connect?.([
          sql`select length(string_agg(card, ',' order by number)) from hub_cards
            where id in (select id from hub_cards order by id limit ${WARM_CARDS})`,
        ]),
      )),
    async current() {
      // The answer's last catalog read: an earlier one (of the ids) opened the call's snapshot.
      const answer = async (items: number[] | SQL, named = false, lang: Language = 'en'): Promise<Buffer> => {
        if (Array.isArray(items) && items.length === 0) return EMPTY;
        const column = named
          ? sql`card`
          : lang === 'es'
            ? sql`coalesce(card_es, card)`
            : lang === 'fr-CA'
              ? sql`coalesce(card_fr_ca, card)`
              : sql`card`;
        const among = Array.isArray(items) ? sql`id = any(${`{${items.join(',')}}`}::int[])` : sql`id in (${items})`;
        const [row] = await oneStatement(() =>
          database.rows<{ list: string | null }>(
            sql`select string_agg(${column}, ',' order by number) as list from hub_cards where ${among}`,
          ),
        );
        return row?.list ? Buffer.concat([HEAD, Buffer.from(row.list), TAIL]) : EMPTY;
      };
      return { version: await version(), answer };
    },
  };
}

const byDatabase = new WeakMap<Database, ReturnType<typeof hubSummaryStore>>();

/** The one summary store of a database, shared by the v11 and v14 hub routes: in memory on the
 * embedded engine, read in SQL on PostgreSQL. */
export function hubSummariesOf(database: Database) {
  let store = byDatabase.get(database);
  if (!store)
    byDatabase.set(
      database,
      (store = database.engine === 'postgres' ? hubSummarySql(database) : hubSummaryStore(database)),
    );
  return store;
}
