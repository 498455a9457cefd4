import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailsQuery,
  hubDetails,
  hubFilterSetAnswer,
  hubPartsAnswer,
  hubSummaries,
  idsParam,
  interchangeQuery,
  partsQuery,
  rebuildKits,
} from '@wheelend/domain/contract';
import { notFound, results, sendCached } from '../../http/reply.js';
import { partText } from '@wheelend/domain/contract';
import {
  aftermarketParts,
  detailsOf,
  partsTogether,
  hubsOfCasting,
  hubsOfInterchange,
  rebuildKit,
  resolveHub,
  sharedFilters,
} from './queries.js';
import { hubSummariesOf } from './summaryStore.js';

/** v11: hub details and compare, a hub's parts, summaries and filter sets, rebuild kit details. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database = app.deps.catalog;

  r.get(
    '/hubassemblydetails/:ids',
    { schema: { params: idsParam, querystring: detailsQuery, response: { 200: hubDetails } } },
    async (req) => {
      const { found, missing, different } = await detailsOf(database, req.params.ids, req.query.lang);
      if (missing.length) {
        throw notFound(`No hub assembly was found for ${missing.map((m) => `'${m}'`).join(', ')}.`);
      }
      if (found.length === 1) return results(found);
      return { ...results(found), differentProperties: different };
    },
  );

  r.get(
    '/aftermarketparts',
    { schema: { querystring: partsQuery, response: { 200: hubPartsAnswer } } },
    async (req) => {
      const found = [];
      const seen = new Set<number>();
      for (const text of req.query.hanum) {
        const hub = await resolveHub(database, text);
        if (!hub || seen.has(hub.id)) continue;
        seen.add(hub.id);
        found.push(await aftermarketParts(database, hub, req.query.party, req.query.lang));
      }
      return results(found.length > 0 ? [partsTogether(found)] : []);
    },
  );

  const hubsOf = async (q: { chaid?: string; ciid?: string; hcnum?: string }) => {
    if (q.hcnum) return hubsOfCasting(database, q.hcnum);
    return hubsOfInterchange(database, Number(q.chaid ?? q.ciid));
  };

  r.get(
    '/hubassembliessummaries',
    { schema: { querystring: interchangeQuery, response: { 200: hubSummaries } } },
    async (req, reply) => {
      const ids = await hubsOf(req.query);
      return sendCached(reply, await (await hubSummariesOf(database).current()).answer(ids, false, req.query.lang));
    },
  );

  r.get(
    '/aftermarkethubassemblyfilters',
    { schema: { querystring: interchangeQuery, response: { 200: hubFilterSetAnswer } } },
    async (req) => {
      const set = await sharedFilters(database, await hubsOf(req.query));
      return Object.keys(set).length > 0
        ? { Status: 'OK' as const, Results: set }
        : { Status: 'ZERO_RESULTS' as const };
    },
  );

  r.get(
    '/presetpresetplushubrebuildkitdetails/:kitNumber',
    {
      schema: { params: z.object({ kitNumber: partText }), response: { 200: rebuildKits } },
    },
    async (req) => {
      const kits = await rebuildKit(database, req.params.kitNumber);
      // The original clients read Results.length of this answer whatever its Status.
      return kits.length > 0
        ? { Status: 'OK' as const, Results: kits }
        : { Status: 'ZERO_RESULTS' as const, Results: [] };
    },
  );
};
export default routes;
