import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { versionReading } from '../catalog/store.js';
import { snapshotOf } from '../db/replicas.js';

/**
 * How common each trigram of letters and digits is among the normalized numbers, so that the contains
 * rank on PostgreSQL reads the trigram index for a text's rarest trigrams only. Asked for every
 * trigram of a number (`like '%CD21594%'`), the index walked the long lists of its common ones (a
 * digit trigram is in hundreds of thousands of numbers at 45,000,000 interchanges): 20 to 30 ms for
 * a whole number; asked for its three rarest, 2 to 7 ms, the few numbers they give checked for the
 * whole text. The counts come from a sample of the interchanges' pages (SAMPLE_PAGES, about 100,000
 * numbers), read in the
 * background from the first lookup on and again for a new catalog version; until then, and for a text
 * without such a trigram, the contains rank asks for the whole text, as before. One count per possible
 * trigram: the same memory whatever the catalog.
 */
const SYMBOLS = 36;
const SAMPLE_PAGES = 1000;

/** 0 to 9 for a digit, 10 to 35 for A to Z, -1 otherwise. */
function symbol(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** The index of the trigram of `text` at `at` among all SYMBOLS³, or -1 if it is not letters and digits. */
function trigramAt(text: string, at: number): number {
  let key = 0;
  for (let k = 0; k < 3; k++) {
    const s = symbol(text.charCodeAt(at + k));
    if (s < 0) return -1;
    key = key * SYMBOLS + s;
  }
  return key;
}

export type TrigramCounts = Uint32Array;

/** Counts the trigrams of the sampled numbers given as (trigram, count) rows. */
export function countsOf(rows: { trigram: string; n: number }[]): TrigramCounts {
  const counts = new Uint32Array(SYMBOLS ** 3);
  for (const { trigram, n } of rows) {
    const key = trigram.length === 3 ? trigramAt(trigram, 0) : -1;
    if (key >= 0) counts[key] = n;
  }
  return counts;
}

/** A text as a LIKE pattern matching it alone. */
export const likeSafe = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * The three LIKE patterns the contains rank reads the trigram index with for the normalized text
 * `norm`: its three least common trigrams of letters and digits (by `counts`; fewer repeated when it
 * has fewer), each as `%XYZ%`; or, without counts or such a trigram, the whole text (`%norm%`) three
 * times. Every number containing the text contains each of them: the rank checks the whole text on
 * the numbers they give.
 */
export function containsKeys(norm: string, counts: TrigramCounts | undefined): [string, string, string] {
  const keys: { at: number; n: number }[] = [];
  if (counts) {
    const seen = new Set<number>();
    for (let at = 0; at + 3 <= norm.length; at++) {
      const key = trigramAt(norm, at);
      if (key < 0 || seen.has(key)) continue;
      seen.add(key);
      keys.push({ at, n: counts[key] });
    }
  }
  if (keys.length === 0) {
    const whole = `%${likeSafe(norm)}%`;
    return [whole, whole, whole];
  }
  keys.sort((a, b) => a.n - b.n || a.at - b.at);
  const pattern = (i: number) => `%${norm.slice(keys[i].at, keys[i].at + 3)}%`;
  return [pattern(0), pattern(Math.min(1, keys.length - 1)), pattern(Math.min(2, keys.length - 1))];
}

/** After a reading failed, the next is not tried for this long. */
const RETRY_MS = 60_000;

type State = { version?: number; counts?: TrigramCounts; reading?: Promise<void>; failedAt: number };
const states = new WeakMap<Database, State>();

/** The trigram counts of the catalog version last read on PostgreSQL, without waiting: undefined until
 * the first reading ends. Starts a reading, in the background and in a snapshot of its own, when none
 * was made or the catalog version changed. */
export function trigramCounts(database: Database): TrigramCounts | undefined {
  let s = states.get(database);
  if (!s) states.set(database, (s = { failedAt: -Infinity }));
  const state = s;
  const version = versionReading(database)?.version;
  if (
    !state.reading &&
    (state.counts === undefined || state.version !== version) &&
    Date.now() - state.failedAt > RETRY_MS
  )
    state.reading = snapshotOf(() => readCounts(database))
      .then(
        (counts) => {
          state.counts = counts;
          state.version = version;
        },
        () => {
          state.failedAt = Date.now();
        },
      )
      .finally(() => {
        state.reading = undefined;
      });
  return state.counts;
}

/** Waits for a reading under way (tests). */
export const countsRead = (database: Database) => states.get(database)?.reading;

async function readCounts(database: Database): Promise<TrigramCounts> {
  const [size] = await database.rows<{ pages: number }>(
    sql`select pg_relation_size('interchanges') / current_setting('block_size')::int as pages`,
  );
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(1, Number(size?.pages ?? 0)));
  const rows = await database.rows<{ trigram: string; n: number }>(
    sql`select t as trigram, count(*)::int as n
      from (select norm from interchanges tablesample system (${percent}) repeatable (1)) s,
        generate_series(1, length(s.norm) - 2) k, substr(s.norm, k, 3) t
      where t ~ '^[A-Z0-9]{3}$' group by t`,
  );
  return countsOf(rows);
}
