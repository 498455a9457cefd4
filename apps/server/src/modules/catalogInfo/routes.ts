import type { FastifyPluginAsync } from 'fastify';
import { catalogInfo } from '@wheelend/domain/contract';
import { currentCatalog } from './queries.js';
import { HttpError } from '../../http/reply.js';

/** The catalog version being served, with the counts of its import. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/catalog', { schema: { response: { 200: catalogInfo } } }, async (_req, reply) => {
    const meta = await currentCatalog(app.deps.catalog);
    if (!meta) throw new HttpError(503, 'UNAVAILABLE', 'No catalog has been imported yet.');
    reply.header('cache-control', 'no-cache');
    return { Status: 'OK' as const, Results: [meta] };
  });
};
export default routes;
