import type { FastifyPluginAsync } from 'fastify';
import { finders } from '@wheelend/domain/finder/finders';
import { drumDetail, drumSuggestion, drumSummary } from '@wheelend/domain/contract/drum';
import { finderRoutes } from '../../finders/routes.js';
import { partRoutes } from '../../finders/partRoutes.js';
import { drumDetails, drumSuggestions, drumSummaries, drumsOfInterchange } from './queries.js';

/** v11 /brakedrum/*: the drum finder's filters, number lookup, summaries and details. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(finderRoutes({ spec: finders.drum, summaries: drumSummaries, summary: drumSummary }));
  await app.register(
    partRoutes({
      base: 'brakedrum',
      interchangeKey: 'cbdid',
      suggestions: drumSuggestions,
      ofInterchange: drumsOfInterchange,
      details: drumDetails,
      schemas: { suggestion: drumSuggestion, summary: drumSummary, detail: drumDetail },
    }),
  );
};
export default routes;
