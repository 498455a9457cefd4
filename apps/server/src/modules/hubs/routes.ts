import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, results } from '../../http/reply.js';
import { idsParam, interchangeQuery, partText, partsQuery } from './fields.js';
import {
  aftermarketParts,
  detailsOf,
  hubsOfCasting,
  hubsOfInterchange,
  rebuildKit,
  resolveHub,
  sharedFilters,
  summaries,
} from './queries.js';

/** v11: hub details and compare, a hub's parts, summaries and filter sets, rebuild kit details. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;

  r.get('/hubassemblydetails/:ids', { schema: { params: idsParam } }, async (req) => {
    const { found, missing, different } = await detailsOf(database, req.params.ids);
    if (missing.length) {
      throw notFound(`No hub assembly was found for ${missing.map((m) => `'${m}'`).join(', ')}.`);
    }
    if (found.length === 1) return results(found);
    return { ...results(found), differentProperties: different };
  });

  r.get('/aftermarketparts', { schema: { querystring: partsQuery } }, async (req) => {
    const hub = await resolveHub(database, req.query.hanum);
    if (!hub) return results([]);
    return results([await aftermarketParts(database, hub, req.query.party)]);
  });

  const hubsOf = async (q: { chaid?: string; ciid?: string; hcnum?: string }) => {
    if (q.hcnum) return hubsOfCasting(database, q.hcnum);
    return hubsOfInterchange(database, Number(q.chaid ?? q.ciid));
  };

  r.get('/hubassembliessummaries', { schema: { querystring: interchangeQuery } }, async (req) =>
    results(await summaries(database, await hubsOf(req.query))),
  );

  r.get('/aftermarkethubassemblyfilters', { schema: { querystring: interchangeQuery } }, async (req) =>
    results(await sharedFilters(database, await hubsOf(req.query))),
  );

  r.get(
    '/presetpresetplushubrebuildkitdetails/:kitNumber',
    {
      schema: { params: z.object({ kitNumber: partText }) },
    },
    async (req) => results(await rebuildKit(database, req.params.kitNumber)),
  );
};
export default routes;
