import type { Database } from '../../db/client.js';
import { catalogStore } from '../../http/answerCache.js';
import { results } from '../../http/reply.js';
import { allSummaries } from './queries.js';

const EMPTY = JSON.stringify(results([]));

/**
 * Every hub's summary as JSON, built before the server reports ready: a hub list (up to thousands
 * of cards) is joined from it in memory, so no user waits on the database for one, and the answer
 * caches do not hold the large lists.
 */
function hubSummaryStore(database: Database) {
  const store = catalogStore(database, async () => {
    const json = new Map<number, string>();
    const rank = new Map<number, number>();
    (await allSummaries(database)).forEach((s, i) => {
      json.set(s.Id, JSON.stringify(s));
      rank.set(s.Id, i);
    });
    return { json, rank };
  });
  return {
    ready: store.ready,
    /** The catalog version being served, and the answer of the hubs `ids` in hub-number order (the JSON of `results(summaries)`). */
    async current() {
      const { version, value } = await store.get();
      const { json, rank } = value;
      const answer = (ids: number[]) => {
        const known = [...new Set(ids)].filter((id) => json.has(id)).sort((a, b) => rank.get(a)! - rank.get(b)!);
        if (known.length === 0) return EMPTY;
        return `{"Status":"OK","Results":[${known.map((id) => json.get(id)).join(',')}]}`;
      };
      return { version, answer };
    },
  };
}

const byDatabase = new WeakMap<Database, ReturnType<typeof hubSummaryStore>>();

/** The one summary store of a database, shared by the v11 and v14 hub routes. */
export function hubSummariesOf(database: Database) {
  let store = byDatabase.get(database);
  if (!store) byDatabase.set(database, (store = hubSummaryStore(database)));
  return store;
}
