import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { finders } from '@wheelend/domain/finder/finders';
import type { assemblySuggestions, competitorParts } from '@wheelend/domain/contract/search';
import type {
  HubDetails,
  HubFilterSetAnswer,
  HubSummary,
  hubPartsAnswer,
  rebuildKits,
} from '@wheelend/domain/contract/hub';
import { api, list, retry } from '../../../shared/api';
import { finderApi } from '../../../shared/finder/finderApi';
import type { CompareAnswer } from './types';

const v11 = '/api/v11';
const enc = encodeURIComponent;

const hubFinder = finderApi<HubSummary>(finders.hub);

export const hubApi = {
  assemblyNumbers: (text: string, signal?: AbortSignal) =>
    api.get<z.infer<typeof assemblySuggestions>>(
      `${v11}/hubassemblynumbers/withaftermarkethubassemblies/${enc(text)}`,
      signal,
    ),
  filtersByAssembly: (id: number) => api.get<HubFilterSetAnswer>(`${v11}/aftermarkethubassemblyfilters?chaid=${id}`),
  details: (ids: string[]) => api.get<HubDetails>(`${v11}/hubassemblydetails/${ids.map(enc).join(',')}`),
  /** The parts of one or more hubs (numbers joined by commas). */
  parts: (hanum: string, party?: string) =>
    api.get<z.infer<typeof hubPartsAnswer>>(
      `${v11}/aftermarketparts?hanum=${enc(hanum)}${party ? `&party=${party}` : ''}`,
    ),
  rebuildKit: (kit: string) =>
    api.get<z.infer<typeof rebuildKits>>(`${v11}/presetpresetplushubrebuildkitdetails/${enc(kit)}`),
  competitorDetails: (number: string) =>
    api.get<z.infer<typeof competitorParts>>(`${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};

export { list };

export function useFilterValues(code: string | undefined, pairs: string) {
  return useQuery({
    retry,
    queryKey: ['hub', 'values', code, pairs],
    queryFn: () => hubFinder.values(code!, pairs),
    enabled: !!code,
  });
}

/** The matching hubs of the pairs (hubPairs or longStudPairs). */
export function useMatchingHubs(pairs: string, enabled = true) {
  return useQuery({
    retry,
    queryKey: ['hub', 'hubs', pairs],
    queryFn: () => hubFinder.matching(pairs),
    enabled,
  });
}

export function useHubDetails(ids: string[]) {
  return useQuery({
    retry,
    queryKey: ['hub', 'details', ids.join(',')],
    queryFn: () =>
      hubApi.details(ids).then((e): CompareAnswer => ({
        Results: list(e),
        differentProperties: ('differentProperties' in e && e.differentProperties) || [],
      })),
    enabled: ids.length > 0 && ids.every(Boolean),
  });
}

export function useSpindleNuts(hanum: string | undefined) {
  return useQuery({
    retry,
    queryKey: ['hub', 'parts', hanum, '226,227'],
    queryFn: () => hubApi.parts(hanum!, '226,227').then(list),
    enabled: !!hanum,
  });
}

export function useHubParts(hanum: string) {
  return useQuery({
    retry,
    queryKey: ['hub', 'parts', hanum, 'all'],
    queryFn: () => hubApi.parts(hanum).then(list),
  });
}

export function useRebuildKit(kit: string | undefined) {
  return useQuery({
    retry,
    queryKey: ['hub', 'rebuildkit', kit],
    queryFn: () => hubApi.rebuildKit(kit!).then(list),
    enabled: !!kit,
  });
}
