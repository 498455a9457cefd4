import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError, errorBody } from './reply.js';
import { faultsOf, isDatabaseDown, isDiskFull, loggedError } from '../db/outage.js';

/** Every error leaves as the ERROR envelope; bad input is 400, a database that is down 503. */
export function registerErrors(app: FastifyInstance) {
  const faults = faultsOf(app.deps.database, app.log);
  app.addHook('onClose', (_app, done) => {
    faults.stop();
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) faults.wrote();
    done();
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const msg = err.validation
        .map((v) => `${where}${v.instancePath ? v.instancePath.replace(/\//g, '.') : ''}: ${v.message}`)
        .join('; ');
      return reply.status(400).send(errorBody('BAD_REQUEST', msg));
    }
    if (err instanceof ZodError) {
      const msg = err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ');
      return reply.status(400).send(errorBody('BAD_REQUEST', msg));
    }
    if (err instanceof HttpError) return reply.status(err.status).send(errorBody(err.code, err.message));
    if (err.statusCode === 429) return reply.status(429).send(errorBody('RATE_LIMITED', err.message));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(errorBody(err.code ?? 'BAD_REQUEST', err.message));
    }
    if (isDatabaseDown(err)) {
      faults.unreachable(err);
      return reply
        .status(503)
        .send(errorBody('UNAVAILABLE', 'The catalog database is not reachable. Please try again shortly.'));
    }
    if (isDiskFull(err)) {
      faults.diskFull(err);
      return reply
        .status(503)
        .header('retry-after', '60')
        .send(
          errorBody(
            'UNAVAILABLE',
            'The server is out of disk space, so this change was not saved. Everything saved before is kept; please try again later.',
          ),
        );
    }
    req.log.error({ err: loggedError(err) }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}
