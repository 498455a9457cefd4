import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notifications, notificationsQuery } from '@wheelend/domain/contract';
import { listNotifications } from './queries.js';

/** The notification list the web app merges into its local storage: a bare array, as the original. */
const routes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/aftermarketnotification',
      { schema: { querystring: notificationsQuery, response: { 200: notifications } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-cache');
        return listNotifications(app.deps.database, req.query.lang);
      },
    );
};
export default routes;
