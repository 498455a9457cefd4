import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorAnswer } from '@wheelend/domain/contract';
import { errorBody } from '../http/reply.js';

const health = { schema: { response: { 200: z.object({ Status: z.literal('OK') }), 503: errorAnswer } } };

/** /healthz: the process answers; /readyz: and its database too. */
export const healthChecks = fp(
  async (app) => {
    app.get('/healthz', health, async () => ({ Status: 'OK' }));
    app.get('/readyz', health, async (_req, reply) => {
      try {
        await app.deps.database.ping();
        return { Status: 'OK' };
      } catch {
        return reply.status(503).send(errorBody('UNAVAILABLE', 'The database is not reachable.'));
      }
    });
  },
  { name: 'health' },
);
