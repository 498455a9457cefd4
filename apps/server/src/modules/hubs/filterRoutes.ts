import { finders } from '@wheelend/domain/finder';
import { hubSummary } from '@wheelend/domain/contract';
import { finderRoutes } from '../../finders/routes.js';
import { hubSummariesOf } from './summaryStore.js';
import { hubIdsOfNumbers, hubsOfNumbers } from './queries.js';

/** The hub finder's filter categories and values (v14, and v11 for older clients). A `hanum` pair names
 * hubs by id or by number, several joined by commas. */
export default finderRoutes({
  spec: finders.hub,
  summaryStore: hubSummariesOf,
  summary: hubSummary,
  numbered: hubsOfNumbers,
  numberedSql: hubIdsOfNumbers,
});
