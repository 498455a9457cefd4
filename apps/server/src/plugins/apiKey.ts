import fp from 'fastify-plugin';
import { errorBody } from '../http/reply.js';
import { isApi } from '../http/paths.js';

/** Every API call carries an accepted subscription key; its answers vary by the key. */
export const apiKey = fp<{ keys: Set<string> }>(
  async (app, { keys }) => {
    app.addHook('onRequest', (req, reply, done) => {
      if (!isApi(req)) return done();
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, ocp-apim-subscription-key` : 'ocp-apim-subscription-key');
      // The query parameter serves navigator.sendBeacon, which cannot set headers (as in Azure API Management).
      const key =
        req.headers['ocp-apim-subscription-key'] ?? (req.query as Record<string, unknown>)['subscription-key'];
      if (typeof key !== 'string' || !keys.has(key)) {
        reply.status(401).send(errorBody('UNAUTHORIZED', 'A valid Ocp-Apim-Subscription-Key header is required.'));
        return;
      }
      done();
    });
  },
  { name: 'api-key' },
);
