import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totalsMismatch } from '@wheelend/domain';
import { oneSession, sendEmailBody, sessionExpired, accepted } from '@wheelend/domain/contract';
import { badRequest } from '../../http/reply.js';
import { emailLimits, enqueueEmail, firstWithKey, perClient, requestKey, wakeEmailWorkers } from '../email/index.js';
import { session, sessionId, sessionKeys, sessionUpdateBody, snake, type SessionValues } from './fields.js';
import { createSession, expireSession, liveSession, sessionOf, updateSession } from './queries.js';
import { calculatorEmail } from './email.js';

const idQuery = z.object({ id: sessionId });

/** Calculator sessions (create, read, update, expire) and the results email. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = emailLimits(app.deps.config);
  const { database } = app.deps;

  // SessionCreate and SessionExpire have no body, yet clients send the JSON Content-Type on every call.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    json(req, body as string, done);
  });

  r.post(
    '/SessionCreate',
    {
      config: perClient(
        limits.SESSION_CREATE_RATE_MAX,
        limits.SESSION_CREATE_RATE_WINDOW_MS,
        'new calculator sessions',
      ),
      schema: { response: { 200: session } },
    },
    async () => createSession(database),
  );

  r.get(
    '/Session',
    {
      schema: { querystring: idQuery, response: { 200: oneSession } },
    },
    async (req, reply) => {
      const row = await liveSession(database.db, req.query.id);
      reply.header('cache-control', 'no-store');
      return { Status: 'OK' as const, Results: [sessionOf(row)] };
    },
  );

  r.post(
    '/SessionUpdate',
    {
      schema: { querystring: idQuery, body: sessionUpdateBody, response: { 200: oneSession } },
    },
    async (req) => {
      const body = req.body;
      const values: SessionValues = {};
      for (const k of sessionKeys) {
        const v = body[snake(k)];
        if (v !== undefined) (values as Record<string, unknown>)[k] = v;
      }
      const updated = await updateSession(database, req.query.id, values, body.last_step as string | undefined);
      return { Status: 'OK' as const, Results: [updated] };
    },
  );

  r.post(
    '/SessionExpire',
    {
      schema: { querystring: idQuery, response: { 204: sessionExpired } },
    },
    async (req, reply) => {
      await expireSession(database, req.query.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/SendEmail',
    {
      config: perClient(limits.SEND_EMAIL_RATE_MAX, limits.SEND_EMAIL_RATE_WINDOW_MS, 'emails'),
      schema: { body: sendEmailBody, response: { 202: accepted } },
    },
    async (req, reply) => {
      const body = req.body;
      const key = requestKey(req);
      const wrong = totalsMismatch(body, body);
      if (wrong.length > 0) {
        throw badRequest(`The totals do not match the calculator's inputs: ${wrong.join(', ')}.`);
      }
      const message = calculatorEmail(app.deps.brand, body);
      await database.db.transaction(async (tx) => {
        await liveSession(tx, body.id, true);
        if (await firstWithKey(tx, key)) await enqueueEmail(tx, message, limits.EMAIL_PER_RECIPIENT_DAY);
      });
      wakeEmailWorkers();
      return reply.status(202).send({ Status: 'OK', Results: [{ Queued: true }] });
    },
  );
};
export default routes;
