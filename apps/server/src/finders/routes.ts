import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { categoryOrder, isPlain, plainNumber, valueNames, type FinderSpec } from '@wheelend/domain/finder';
import {
  filterCategories as categoriesAnswer,
  filterValues,
  namedItems,
  plainValues,
  envelopeOf,
  type NamedItem,
} from '@wheelend/domain/contract';
import type { Database } from '../db/client.js';
import type { SqlRow } from '../db/rows.js';
import type { filterCategories } from '../db/schema/catalog.js';
import { answerCache } from '../http/answerCache.js';
import { keyParam, langParam, noQuery, partText } from '@wheelend/domain/contract';
import type { Language } from '@wheelend/domain';
import { lookup, results, sendCached } from '../http/reply.js';
import type { Pair } from './filterIndex.js';
import { filtersOf } from './filters.js';
import { oneStatement } from '../db/replicas.js';

/** A value id, or the value's inch figure. */
const valueParam = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, 'must be a whole-number id or an inch figure');

type SummaryStore = {
  ready(): Promise<void>;
  current(): Promise<{
    version: number | undefined;
    /** The cards of the items `ids`: their ids, or the subquery of them (Filters.matching). */
    answer(ids: number[] | SQL, named?: boolean, lang?: Language): Promise<Buffer>;
  }>;
};

export type FinderRoutes<Summary extends z.ZodType> = {
  spec: FinderSpec;
  /** The result card: the response schema of the matching items asked with inclv. */
  summary: Summary;
  /** The matching items as result cards (the result name asked with inclv), of their ids or the subquery
   * of them (Filters.matching)... */
  summaries?: (database: Database, ids: number[] | SQL, lang: Language) => Promise<z.infer<Summary>[]>;
  /** ...or the answer of some items' cards as JSON, from a store of the cards (also of the items asked
   * without inclv). */
  summaryStore?: (database: Database) => SummaryStore;
  /** The fields of a matching item asked without inclv, besides Id and Name (its number). */
  named?: (number: string) => Omit<NamedItem, 'Id' | 'Name'>;
  /** The items a part number names, own or a competitor's: the result name as a pair then takes a
   * number (the stud's `sdnum`), and an item id as before when no number matches. */
  numbered?: (database: Database, text: string) => Promise<number[]>;
  /** The same items as a subquery, read by the answer's statement on PostgreSQL. */
  numberedSql?: (text: string) => SQL;
};

/** GET /{base}/filtercategories/ and /{base}/filtervalues/{filter}{query} of one finder. */
export function finderRoutes<Summary extends z.ZodType>({
  spec,
  summaries,
  summaryStore,
  named,
  summary,
  numbered,
  numberedSql,
}: FinderRoutes<Summary>): FastifyPluginAsync {
  const names = valueNames(spec);
  const filter = z.enum(names as [string, ...string[]], {
    error: () => `unknown filter code; expected one of ${names.join(', ')}`,
  });
  const query = z.strictObject({
    ...Object.fromEntries(names.map((c) => [c, valueParam.optional()])),
    ...Object.fromEntries(spec.lookups.map((c) => [c, partText.optional()])),
    ...(numbered ? { [spec.result]: partText.optional() } : {}),
    inclv: z.enum(['0', '1', '2'], { error: () => 'must be 0, 1 or 2' }).optional(),
    ...keyParam,
    // The cards' descriptions in the reader's language.
    ...(summaryStore || summaries ? langParam : {}),
  });
  const order = categoryOrder(spec);

  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const database = app.deps.catalog;
    const cached = answerCache(database);
    const filters = filtersOf(database);
    const store = summaryStore?.(database);
    /** A whole number, which is an item id when it names no item. */
    const idOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);
    /** The items a number names, or the item of that id. */
    const itemsOfNumber = async (text: string) => {
      const found = await numbered!(database, text);
      const id = idOf(text);
      return found.length > 0 || id === undefined ? found : [id];
    };
    /** The same as a subquery (PostgreSQL): the answer then reads them and the items in one statement. */
    const amongOfNumber = (text: string): SQL => {
      const named = numberedSql!(text);
      const id = idOf(text);
      if (id === undefined) return named;
      return sql`with named as (${named})
        select id from named union all select ${id} where not exists (select 1 from named)`;
    };
    app.addHook('onReady', async () => {
      await filters.ready();
      await store?.ready();
    });
    // The first questionnaire calls after a start are made once before it (main.ts), so that no user
    // waits for their code to be compiled.
    app.warmUps.push(`${app.prefix}/${spec.base}/filtercategories/`);
    const [first, second] = spec.codes;
    for (const code of names) {
      // Every item of the finder, a list that grows with the catalog: on PostgreSQL (read in SQL, not
      // kept) its first call is left to the first user who asks it.
      if (code === spec.result && database.engine === 'postgres') continue;
      app.warmUps.push(`${app.prefix}/${spec.base}/filtervalues/${code}`);
      // As the questionnaire asks once the first two questions are answered.
      if (code !== spec.result && second !== undefined)
        app.warmUps.push(`${app.prefix}/${spec.base}/filtervalues/${code}?${first}=1&${second}=1`);
    }

    r.get(
      `/${spec.base}/filtercategories/`,
      { schema: { querystring: noQuery, response: { 200: categoriesAnswer } } },
      async (_req, reply) => {
        const { version } = await filters.get();
        const body = await cached(`${version}|categories`, () => categories(database, spec.name, order));
        return sendCached(reply, body);
      },
    );

    lookup(
      app,
      `/${spec.base}/filtervalues`,
      'filterName',
      {
        params: z.object({ filterName: filter }),
        querystring: query,
        response: z.union([filterValues, plainValues, namedItems, envelopeOf(summary)]),
      },
      async ({ filterName: name }, q) => {
        const { inclv, lang = 'en', 'subscription-key': _key, ...rest } = q as Record<string, string | undefined>;
        const { version, of } = await filters.get();
        const finder = of(spec.name);
        const given = Object.entries(rest)
          .filter((e): e is [string, string] => e[1] != null)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        /** The pairs of the query, each value read as the spec says. */
        const pairsOf = () =>
          Promise.all(
            given.map(async ([code, v]): Promise<Pair> => {
              if (spec.lookups.includes(code)) return { code, text: v };
              if (numbered && code === spec.result)
                return numberedSql && database.engine === 'postgres'
                  ? { code, among: amongOfNumber(v) }
                  : { code, items: await itemsOfNumber(v) };
              const as =
                code === spec.result && spec.resultAlias && !(await finder.isItem(v)) ? spec.resultAlias : code;
              return { code: as, id: await finder.valueId(as, v, isPlain(spec, as)) };
            }),
          );
        const asSummaries = name === spec.result && (inclv === '1' || inclv === '2');
        // Keyed by the query as given: a cached answer costs no lookup.
        const key = `${version}|${name}|${asSummaries ? `1|${lang}` : 0}|${given.map(([c, v]) => `${c}=${v}`).join('&')}`;
        if (name === spec.result && store) {
          // The cards of the catalog version the store holds (it may still be building the next one).
          const cards = await store.current();
          // In SQL, the matching items and their cards are read in one statement.
          const answer = async () => {
            const pairs = await pairsOf();
            const ids = finder.matching?.(pairs) ?? (await finder.items(pairs)).map((i) => i.id);
            return cards.answer(ids, !asSummaries, lang as Language);
          };
          return cached(`${cards.version}|${key}`, answer, true);
        }
        return cached(key, async () => {
          const pairs = await pairsOf();
          if (name !== spec.result) {
            const values = await finder.values(name, pairs);
            return isPlain(spec, name) ? results(values.map(plainNumber)) : results(values);
          }
          if (asSummaries && summaries)
            return results(
              await summaries(
                database,
                finder.matching?.(pairs) ?? (await finder.items(pairs)).map((i) => i.id),
                lang as Language,
              ),
            );
          // The answer's last catalog read: one statement when the pairs needed none.
          const found = await oneStatement(() => finder.items(pairs));
          return results(found.map((i) => ({ Id: i.id, Name: i.number, ...named?.(i.number) })));
        });
      },
    );
  };
}

async function categories(database: Database, finder: string, order: readonly string[]) {
  const rows = await database.rows<Pick<SqlRow<typeof filterCategories>, 'id' | 'code'>>(
    sql`select id, code from filter_categories where finder = ${finder}`,
  );
  const id = new Map(rows.map((r) => [r.code, r.id]));
  // Every position stays where a client expects it, even for a category the catalog lacks (Id 0).
  return order.map((c) => ({ Id: id.get(c) ?? 0, QueryParameterName: c }));
}
