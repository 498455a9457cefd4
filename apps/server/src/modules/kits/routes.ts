import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KIT_KINDS, KIT_PAGES, type Language } from '@wheelend/domain';
import { kitAnswer, hubPartsListAnswer } from '@wheelend/domain/contract';
import { keyParam, langParam, partText } from '@wheelend/domain/contract';
import { results } from '../../http/reply.js';
import { kitOf, partsOfHub } from './queries.js';

/** A part number or hub id as typed; control characters (NUL included) are refused. */
const numberText = partText.regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');
const number = z.object({ partNumber: numberText });
const axleIds = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'must be whole-number axle ids separated by commas')
  .transform((s) => s.split(',').map(Number));

/** v11: the kit detail calls (/kits/{kind}/{partNumber}) and a hub's parts list by hub id. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database = app.deps.catalog;

  for (const kind of KIT_KINDS) {
    const querystring = z.strictObject({
      ...keyParam,
      ...langParam,
      ...(kind === 'bearing' ? { axleIds: axleIds.optional() } : {}),
    });
    r.get(
      `/kits/${KIT_PAGES[kind].call}/:partNumber`,
      { schema: { params: number, querystring, response: { 200: kitAnswer } } },
      async (req) => {
        const q = req.query as { axleIds?: number[]; lang: Language };
        return results(await kitOf(database, kind, req.params.partNumber, q.axleIds, q.lang));
      },
    );
  }

  r.get(
    '/aftermarketparts/:hubId',
    {
      schema: {
        params: z.object({ hubId: numberText }),
        querystring: z.strictObject({ ...keyParam, ...langParam }),
        response: { 200: hubPartsListAnswer },
      },
    },
    async (req) => results(await partsOfHub(database, req.params.hubId, req.query.lang)),
  );
};
export default routes;
