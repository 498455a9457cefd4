import type { FastifyPluginAsync } from 'fastify';
import { results } from '../../http/reply.js';
import { listNotifications } from './queries.js';

/** The notification list the web app merges into its local storage. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/aftermarketnotification', async (_req, reply) => {
    const list = await listNotifications(app.deps.database);
    reply.header('cache-control', 'no-cache');
    return results(list);
  });
};
export default routes;
