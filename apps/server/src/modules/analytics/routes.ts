import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventsStored } from '@wheelend/domain/contract/analytics';
import { clientAddress } from '../../http/clientAddress.js';
import { storeEvents, type AnalyticsEvent } from './queries.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

const pageView = z
  .object({
    Kind: z.literal('page_view'),
    Route: text(300).regex(/^\//, 'must start with /'),
  })
  .strict();

const search = z
  .object({
    Kind: z.literal('unified_search'),
    Competitor: text(100).nullable().optional(),
    PartNumber: text(60),
    Found: z.boolean().nullable().optional(),
  })
  .strict();

export const eventsBody = z
  .object({
    Events: z
      .array(z.discriminatedUnion('Kind', [pageView, search]))
      .min(1)
      .max(50),
  })
  .strict();

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
