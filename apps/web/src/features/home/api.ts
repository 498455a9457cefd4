import type { FilterResult, PartSuggestion } from '@wheelend/domain/homeRouting';
import { api, type Envelope } from '../../shared/api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** The calls of the home search: suggestions, a hub's filter set, a competitor part's own number. */
export const homeApi = {
  partNumbers: (text: string, signal?: AbortSignal) =>
    api.get<Envelope<PartSuggestion>>(`${v11}/partnumbers/withaftermarketnumbers/${enc(text)}`, signal),
  filtersByInterchange: (id: number) =>
    api.get<Envelope<FilterResult>>(`${v11}/aftermarkethubassemblyfilters?ciid=${id}`),
  competitorDetails: (number: string) =>
    api.get<Envelope<{ PartNumber: string }>>(`${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};
