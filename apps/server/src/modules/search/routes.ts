import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePartNumber } from '@wheelend/domain/partNumber';
import { answerCache } from '../../http/answerCache.js';
import { results } from '../../http/reply.js';
import { hubNumberSuggestions, ownEquivalents, partSuggestions } from './queries.js';

const MAX_TEXT = 40;
const text = z.object({
  text: z.string().trim().min(1, 'must not be empty').max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`),
});
const number = z.object({
  number: z.string().trim().min(1, 'must not be empty').max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`),
});

/** v11: the part-number and assembly-number lookups behind the search boxes. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const cached = answerCache(database, 20_000);
  const json = 'application/json; charset=utf-8';

  r.get('/partnumbers/withaftermarketnumbers/:text', { schema: { params: text } }, async (req, reply) => {
    const t = req.params.text;
    const body = await cached(`p|${normalizePartNumber(t)}`, async () => results(await partSuggestions(database, t)));
    return reply.type(json).send(body);
  });

  r.get('/hubassemblynumbers/withaftermarkethubassemblies/:text', { schema: { params: text } }, async (req, reply) => {
    const t = req.params.text;
    const body = await cached(`h|${normalizePartNumber(t)}`, async () =>
      results(await hubNumberSuggestions(database, t, 'hubs')),
    );
    return reply.type(json).send(body);
  });

  r.get('/hubassemblynumbers/withaftermarketparts/:text', { schema: { params: text } }, async (req, reply) => {
    const t = req.params.text;
    const body = await cached(`a|${normalizePartNumber(t)}`, async () =>
      results(await hubNumberSuggestions(database, t, 'parts')),
    );
    return reply.type(json).send(body);
  });

  r.get('/kits/CompetitorPartNumberDetails/:number', { schema: { params: number } }, async (req) =>
    results(await ownEquivalents(database, req.params.number)),
  );
};
export default routes;
