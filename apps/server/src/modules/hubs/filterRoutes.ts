import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCache } from '../../http/answerCache.js';
import { results } from '../../http/reply.js';
import { filterName, filterQuery, noQuery } from './fields.js';
import { filterCategories, summaries, type Pair } from './queries.js';
import { filterIndexOf, hubsAmong, match, valuesAmong } from './filterIndex.js';

/** v14: the hub finder's filter categories and values. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const cached = answerCache(database, 20_000);
  const filterIndex = filterIndexOf(database);
  const json = 'application/json; charset=utf-8';

  r.get('/hubassembly/filtercategories/', { schema: { querystring: noQuery } }, async (_req, reply) =>
    reply.type(json).send(await cached('categories', async () => results(await filterCategories(database)))),
  );

  r.get(
    '/hubassembly/filtervalues/:filterName',
    {
      schema: { params: z.object({ filterName }), querystring: filterQuery },
    },
    async (req, reply) => {
      const { inclv, 'subscription-key': _key, ...rest } = req.query;
      const pairs: Pair[] = Object.entries(rest)
        .filter(([, v]) => v != null)
        .map(([code, v]) => ({ code, id: Number(v) }))
        .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      const name = req.params.filterName;
      const summary = name === 'hanum' && inclv === '1';
      const key = `${name}|${summary ? 1 : 0}|${pairs.map((p) => `${p.code}=${p.id}`).join('&')}`;
      const body = await cached(key, async () => {
        const index = await filterIndex();
        await index.load([name, ...pairs.map((p) => p.code)]);
        const matched = match(index, pairs);
        if (name !== 'hanum') return results(valuesAmong(index, name, matched));
        const hubs = hubsAmong(index, matched);
        if (summary)
          return results(
            await summaries(
              database,
              hubs.map((h) => h.id),
            ),
          );
        return results(hubs.map((h) => ({ Id: h.id, Name: h.number, HubAssemblyNumber: h.number })));
      });
      return reply.type(json).send(body);
    },
  );
};
export default routes;
