import { finders } from '@wheelend/domain/finder';
import { studSummary } from '@wheelend/domain/contract';
import { finderRoutes } from '../../finders/routes.js';
import { studIdsOfNumber, studSummaries, studsOfNumber } from './queries.js';

/** v11 /stud/*: the stud filters, and the studs of a filter set or of a part number, own or a
 * competitor's (sdnum; an id as well). */
export default finderRoutes({
  spec: finders.stud,
  summaries: studSummaries,
  summary: studSummary,
  named: (number) => ({ StudNumber: number }),
  numbered: studsOfNumber,
  numberedSql: studIdsOfNumber,
});
