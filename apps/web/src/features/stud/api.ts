import { canLookUp } from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { StudSummary } from '@wheelend/domain/contract';
import { schemas } from '../../shared/api';
import { finderApi } from '../../shared/finder/finderApi';

const finder = finderApi(finders.stud, schemas?.studSummaries);

export const studApi = {
  ...finder,
  /** The stud of a number, ours or a competitor's, in any formatting (or of an id); a text no lookup
   * takes finds none. */
  byKey: async (key: string): Promise<StudSummary[]> =>
    canLookUp(key) ? finder.matching(`sdnum=${encodeURIComponent(key.trim())}`) : [],
};
