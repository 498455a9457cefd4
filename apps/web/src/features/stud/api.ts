import { normalizePartNumber } from '@wheelend/domain/partNumber';
import { shortStuds } from '@wheelend/domain/stud';
import type { FilterValue, NamedItem } from '@wheelend/domain/contract/finder';
import type { StudSummary } from '@wheelend/domain/contract/stud';
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
  /** A stud by its number in any formatting, or by its id. */
  byKey: async (key: string): Promise<StudSummary[]> => {
    const named = list(await api.get<Envelope<NamedItem>>(`${root}/filtervalues/sdnum`));
    const norm = normalizePartNumber(key);
    const found = named.find((s) => normalizePartNumber(s.Name) === norm) ?? named.find((s) => String(s.Id) === key);
    return found ? summaries(`sdnum=${found.Id}`) : [];
  },
};
