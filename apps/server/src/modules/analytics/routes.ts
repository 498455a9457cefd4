import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventsBody, eventsStored } from '@wheelend/domain/contract';
import { clientAddress } from '../../http/clientAddress.js';
import { storeEvents, type AnalyticsEvent } from './queries.js';

/** Page views and searches from the web app, batched. No third party sees them. */
const routes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/analytics/events',
    {
      schema: { body: eventsBody, response: { 202: eventsStored } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: clientAddress } },
    },
    async (req, reply) => {
      const events: AnalyticsEvent[] = req.body.Events.map((e) =>
        e.Kind === 'page_view'
          ? { kind: 'page_view', route: e.Route.split(/[?#]/)[0] || '/' }
          : {
              kind: 'unified_search',
              competitor: e.Competitor ?? null,
              partNumber: e.PartNumber,
              found: e.Found ?? null,
            },
      );
      await storeEvents(app.deps.database, events);
      return reply.status(202).send({ Status: 'OK', Results: [{ Stored: events.length }] });
    },
  );
};
export default routes;
