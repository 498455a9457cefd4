import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Envelope } from '@wheelend/domain/contract';

/** The answer envelope of DESIGN.md: Status OK with Results, or ZERO_RESULTS with none. */
export function results<T>(rows: T[]): Envelope<T> {
  return rows.length > 0 ? { Status: 'OK', Results: rows } : { Status: 'ZERO_RESULTS' };
}

export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

export function errorBody(code: string, message: string) {
  return { Status: 'ERROR' as const, Error: { Code: code, Message: message } };
}

/** Sends an answer of the catalog that is already JSON text, as it is: one that stays the same until the
 * catalog version changes, so the server may send it again as it went out (http/replay.ts). */
export function sendCached(reply: FastifyReply, body: string | Buffer) {
  reply.server.replays.mark(reply);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A catalog lookup named by its last path parameter and its query, `${path}/:${param}`, whose answer
 * is `answer(params, query)` (a cached answer's JSON): routed by the framework, and answered by the
 * HTTP server itself for a plain address of it (http/replay.ts, `direct`), with the same schemas. Not
 * on PostgreSQL, where the framework's hooks put each call's catalog reads in one snapshot
 * (db/replicas.ts). */
export function lookup<P, Q>(
  app: FastifyInstance,
  path: string,
  param: string,
  schema: { params: z.ZodType<P>; querystring?: z.ZodType<Q>; response: z.ZodType },
  answer: (params: P, query: Q) => Promise<string | Buffer>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${path}/:${param}`,
    {
      schema: {
        params: schema.params,
        ...(schema.querystring && { querystring: schema.querystring }),
        response: { 200: schema.response },
      },
    },
    async (req, reply) => sendCached(reply, await answer(req.params as P, req.query as Q)),
  );
  if (app.deps.catalog !== app.deps.database) return;
  app.replays.direct(`${app.prefix}${path}/`, (text, given) => {
    const params = schema.params.safeParse({ [param]: text });
    // Without a schema the framework hands the query on as parsed.
    const query = schema.querystring?.safeParse(given) ?? { success: true, data: given as Q };
    return params.success && query.success ? answer(params.data, query.data) : undefined;
  });
}

/** A lookup named by the text of its one path parameter, `${path}/:text`, whose answer is `answer(text)`. */
export function textLookup(
  app: FastifyInstance,
  path: string,
  schema: { params: z.ZodType<{ text: string }>; querystring?: z.ZodType; response: z.ZodType },
  answer: (text: string) => Promise<string | Buffer>,
) {
  lookup(app, path, 'text', schema, (params) => answer(params.text));
}
