import { canLookUp, shortStuds } from '@wheelend/domain';
import type { FilterValue, StudSummary } from '@wheelend/domain/contract';
import { api, list, type Envelope } from '../../shared/api';

const root = '/api/v11/stud';
const query = (...parts: string[]) => {
  const q = parts.filter(Boolean).join('&');
  return q ? `?${q}` : '';
};

const summaries = async (pairs: string) =>
  shortStuds(await api.get<Envelope<StudSummary>>(`${root}/filtervalues/sdnum${query(pairs, 'inclv=1')}`));

export const studApi = {
  values: async (code: string, pairs: string) =>
    list(await api.get<Envelope<FilterValue>>(`${root}/filtervalues/${code}${query(pairs)}`)),
  matching: summaries,
  /** The stud of a number, ours or a competitor's, in any formatting (or of an id); a text no lookup
   * takes finds none. */
  byKey: async (key: string): Promise<StudSummary[]> =>
    canLookUp(key) ? summaries(`sdnum=${encodeURIComponent(key.trim())}`) : [],
};
