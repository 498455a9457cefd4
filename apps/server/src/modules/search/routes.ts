import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizePartNumber } from '@wheelend/domain';
import {
  assemblyNumbers,
  assemblySuggestions,
  competitorParts,
  numberParam as number,
  partSuggestions as partSuggestionsAnswer,
  textParam as text,
} from '@wheelend/domain/contract';
import { answerCache } from '../../http/answerCache.js';
import { results, textLookup } from '../../http/reply.js';
import { numbersReady } from '../../finders/numbers.js';
import { oneStatement } from '../../db/replicas.js';
import { hubNumberSuggestions, ownEquivalents, partSuggestions } from './queries.js';

/** v11: the part-number and assembly-number lookups behind the search boxes. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database = app.deps.catalog;
  const cached = answerCache(database);
  app.addHook('onReady', () => numbersReady(database));

  textLookup(app, '/partnumbers/withaftermarketnumbers', { params: text, response: partSuggestionsAnswer }, (t) =>
    cached(`p|${normalizePartNumber(t)}`, async () => results(await oneStatement(() => partSuggestions(database, t)))),
  );

  textLookup(
    app,
    '/hubassemblynumbers/withaftermarkethubassemblies',
    { params: text, response: assemblySuggestions },
    (t) =>
      cached(`h|${normalizePartNumber(t)}`, async () =>
        results(await oneStatement(() => hubNumberSuggestions(database, t, 'hubs'))),
      ),
  );

  textLookup(app, '/hubassemblynumbers/withaftermarketparts', { params: text, response: assemblyNumbers }, (t) =>
    cached(`a|${normalizePartNumber(t)}`, async () =>
      results((await oneStatement(() => hubNumberSuggestions(database, t, 'parts'))).map((s) => s.HubAssemblyNumber)),
    ),
  );

  r.get(
    '/kits/CompetitorPartNumberDetails/:number',
    { schema: { params: number, response: { 200: competitorParts } } },
    async (req) => results(await ownEquivalents(database, req.params.number)),
  );
};
export default routes;
