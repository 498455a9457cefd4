import fp from 'fastify-plugin';
import { isApi } from '../http/paths.js';

/** Errors are not stored; a successful API GET may be kept a minute and then revalidated. */
export const cacheControl = fp(
  async (app) => {
    app.addHook('onSend', (req, reply, payload, done) => {
      if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      else if (req.method === 'GET' && isApi(req) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'public, max-age=60, must-revalidate');
      }
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
