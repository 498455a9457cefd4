import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePartNumber } from '@wheelend/domain';
import { envelopeOf, listOf } from '@wheelend/domain/contract';
import type { Database } from '../db/client.js';
import { answerCache } from '../http/answerCache.js';
import { keyParam, partText, valueId } from '@wheelend/domain/contract';
import { results, textLookup } from '../http/reply.js';
import { oneStatement } from '../db/replicas.js';
import { finderRoutes } from './routes.js';
import type { FinderSpec } from '@wheelend/domain/finder';

/** A part finder's answer schemas: a number found, a result card, the details of a part. */
type Schemas = { suggestion: z.ZodType; summary: z.ZodType; detail: z.ZodType };

export type PartRoutes<S extends Schemas> = {
  /** The API path segment, e.g. 'brakedrum'. */
  base: string;
  /** The query key of /summaries that names a competitor number (an interchange id), e.g. 'cbdid'. */
  interchangeKey: string;
  /** The numbers found for a text: the answer's only catalog read, one statement (oneStatement). */
  suggestions: (database: Database, text: string) => Promise<z.infer<S['suggestion']>[]>;
  ofInterchange: (database: Database, id: number) => Promise<z.infer<S['summary']>[]>;
  details: (database: Database, key: string) => Promise<z.infer<S['detail']>[]>;
  schemas: S;
};

/** GET /{base}/interchanges/{text}, /{base}/summaries?{interchangeKey}={id} and /{base}/details/{id}
 * of a part finder (drums, rotors). */
export function partRoutes<S extends Schemas>(p: PartRoutes<S>): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const database = app.deps.catalog;
    const cached = answerCache(database);

    textLookup(
      app,
      `/${p.base}/interchanges`,
      {
        params: z.object({ text: partText }),
        querystring: z.strictObject({ ...keyParam }),
        response: envelopeOf(p.schemas.suggestion),
      },
      (text) =>
        cached(`i|${normalizePartNumber(text)}`, async () =>
          results(await oneStatement(() => p.suggestions(database, text))),
        ),
    );

    r.get(
      `/${p.base}/summaries`,
      {
        schema: {
          querystring: z.strictObject({ [p.interchangeKey]: valueId, ...keyParam }),
          response: { 200: envelopeOf(p.schemas.summary) },
        },
      },
      async (req) =>
        results(await p.ofInterchange(database, Number((req.query as Record<string, string>)[p.interchangeKey]))),
    );

    r.get(
      `/${p.base}/details/:id`,
      {
        schema: {
          params: z.object({ id: partText }),
          querystring: z.strictObject({ ...keyParam }),
          response: { 200: listOf(p.schemas.detail) },
        },
      },
      async (req) => {
        const found = await p.details(database, req.params.id);
        // The original clients read Results.length of a details answer whatever its Status.
        return found.length > 0
          ? { Status: 'OK' as const, Results: found }
          : { Status: 'ZERO_RESULTS' as const, Results: [] };
      },
    );
  };
}

/** A part finder's whole API: its filters (the result list as summaries) and its part calls. */
export function partModule<S extends Schemas>(
  p: PartRoutes<S> & {
    spec: FinderSpec;
    byIds: (database: Database, ids: number[] | SQL) => Promise<z.infer<S['summary']>[]>;
  },
): FastifyPluginAsync {
  return async (app) => {
    await app.register(finderRoutes({ spec: p.spec, summaries: p.byIds, summary: p.schemas.summary }));
    await app.register(partRoutes(p));
  };
}
