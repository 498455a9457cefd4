import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finders } from '@wheelend/domain/finder';
import { envelopeOf, rotorDetail, rotorSuggestion, rotorSummary } from '@wheelend/domain/contract';
import { partModule } from '../../finders/partRoutes.js';
import { keyParam, partText } from '@wheelend/domain/contract';
import { results } from '../../http/reply.js';
import { rotorDetails, rotorSuggestions, rotorSummaries, rotorsOfCasting, rotorsOfInterchange } from './queries.js';

/** v11 /brakerotor/*: the rotor finder's filters, number lookup, summaries (by competitor number or
 * by casting) and details. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(
    partModule({
      spec: finders.rotor,
      base: 'brakerotor',
      interchangeKey: 'cbrid',
      byIds: rotorSummaries,
      suggestions: rotorSuggestions,
      ofInterchange: rotorsOfInterchange,
      details: rotorDetails,
      schemas: { suggestion: rotorSuggestion, summary: rotorSummary, detail: rotorDetail },
    }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/brakerotor/summaries/:casting',
    {
      schema: {
        params: z.object({ casting: partText }),
        querystring: z.strictObject({ ...keyParam }),
        response: { 200: envelopeOf(rotorSummary) },
      },
    },
    async (req) => results(await rotorsOfCasting(app.deps.catalog, req.params.casting)),
  );
};
export default routes;
