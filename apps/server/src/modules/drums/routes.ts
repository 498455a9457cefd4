import { finders } from '@wheelend/domain/finder';
import { drumDetail, drumSuggestion, drumSummary } from '@wheelend/domain/contract';
import { partModule } from '../../finders/partRoutes.js';
import { drumDetails, drumSuggestions, drumSummaries, drumsOfInterchange } from './queries.js';

/** v11 /brakedrum/*: the drum finder's filters, number lookup, summaries and details. */
export default partModule({
  spec: finders.drum,
  base: 'brakedrum',
  interchangeKey: 'cbdid',
  byIds: drumSummaries,
  suggestions: drumSuggestions,
  ofInterchange: drumsOfInterchange,
  details: drumDetails,
  schemas: { suggestion: drumSuggestion, summary: drumSummary, detail: drumDetail },
});
