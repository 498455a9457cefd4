import type { FastifyPluginAsync } from 'fastify';
import { finders } from '@wheelend/domain/finder';
import { castingResult } from '@wheelend/domain/contract';
import { finderRoutes } from '../../finders/routes.js';
import { castingResults } from './queries.js';

/** v1 /casting/*: hub assemblies by their casting number or by the casting filters. */
export const hubCastings = finderRoutes({
  spec: finders.casting,
  summaries: castingResults('hub'),
  summary: castingResult,
  named: (number) => ({ HubAssemblyNumber: number }),
});

/** v11 /rotorcasting/* and /brakedrumcasting/*: rotors and drums by casting number or filters. */
export const partCastings: FastifyPluginAsync = async (app) => {
  await app.register(
    finderRoutes({ spec: finders.rotorcasting, summaries: castingResults('rotor'), summary: castingResult }),
  );
  await app.register(
    finderRoutes({ spec: finders.drumcasting, summaries: castingResults('drum'), summary: castingResult }),
  );
};
