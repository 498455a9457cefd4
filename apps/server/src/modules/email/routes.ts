import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../config.js';
import { badRequest } from '../../http/reply.js';
import { enqueueEmail, wakeEmailWorkers } from './outbox.js';
import { accepted, productEmailBody } from '@wheelend/domain/contract';
import { emailLimits, perClient } from './limits.js';
import { productEmail } from './product.js';
import { firstWithKey, requestKey } from './idempotency.js';

/** A product URL is a path of this app, or an absolute URL on its public address (PUBLIC_URL). */
function productLink(raw: string | undefined, origin: string): string | undefined {
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw, origin);
  } catch {
    throw badRequest('body.productUrl: must be a link to this site');
  }
  if (u.origin !== origin || !/^https?:$/.test(u.protocol))
    throw badRequest('body.productUrl: must be a link to this site');
  return u.toString();
}

/** POST /SendProductEmail: a part from the finder, emailed to a colleague through the outbox. */
const routes: FastifyPluginAsync = async (app) => {
  const limits = emailLimits(app.deps.config);
  const origin = publicOrigin(app.deps.config);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/SendProductEmail',
    {
      config: perClient(limits.SEND_EMAIL_RATE_MAX, limits.SEND_EMAIL_RATE_WINDOW_MS, 'emails'),
      schema: {
        body: productEmailBody,
        response: { 202: accepted },
      },
    },
    async (req, reply) => {
      const key = requestKey(req);
      const link = productLink(req.body.productUrl, origin);
      const message = productEmail(app.deps.brand, { ...req.body, productUrl: link });
      await app.deps.database.db.transaction(async (tx) => {
        if (await firstWithKey(tx, key)) await enqueueEmail(tx, message, limits.EMAIL_PER_RECIPIENT_DAY);
      });
      wakeEmailWorkers();
      return reply.status(202).send({ Status: 'OK', Results: [{ Queued: true }] });
    },
  );
};
export default routes;
