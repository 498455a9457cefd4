import type { z } from 'zod';
import type { HubFilterSetAnswer } from '@wheelend/domain/contract/hub';
import type { competitorParts, partSuggestions } from '@wheelend/domain/contract/search';
import { api } from '../../shared/api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** The calls of the home search: suggestions, a hub's filter set, a competitor part's own number. */
export const homeApi = {
  partNumbers: (text: string, signal?: AbortSignal) =>
    api.get<z.infer<typeof partSuggestions>>(`${v11}/partnumbers/withaftermarketnumbers/${enc(text)}`, signal),
  filtersByInterchange: (id: number) => api.get<HubFilterSetAnswer>(`${v11}/aftermarkethubassemblyfilters?ciid=${id}`),
  competitorDetails: (number: string) =>
    api.get<z.infer<typeof competitorParts>>(`${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};
