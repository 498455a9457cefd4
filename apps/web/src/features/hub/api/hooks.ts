import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type filterValues,
  assemblySuggestions,
  competitorParts,
  hubDetails,
  hubFilterSetAnswer,
  hubPartsAnswer,
  type hubSummaries,
  rebuildKits,
  type HubDetail,
} from '@wheelend/domain/contract';
import { api, list, retry } from '../../../shared/api';

/** The hubs compared, and the properties in which they differ. */
type CompareAnswer = { Results: HubDetail[]; differentProperties: string[] };

const v14 = '/api/v14';
const v11 = '/api/v11';
const enc = encodeURIComponent;

export const hubApi = {
  assemblyNumbers: (text: string, signal?: AbortSignal) =>
    api.get(assemblySuggestions, `${v11}/hubassemblynumbers/withaftermarkethubassemblies/${enc(text)}`, signal),
  values: (code: string, pairs: string) =>
    api.get<z.infer<typeof filterValues>>(`${v14}/hubassembly/filtervalues/${code}${pairs ? `?${pairs}` : ''}`),
  /** The matching hubs; the query comes from hubsQuery or longStudQuery (with inclv=1). */
  hubs: (query: string) => api.get<z.infer<typeof hubSummaries>>(`${v14}/hubassembly/filtervalues/hanum?${query}`),
  filtersByAssembly: (id: number) => api.get(hubFilterSetAnswer, `${v11}/aftermarkethubassemblyfilters?chaid=${id}`),
  details: (ids: string[]) => api.get(hubDetails, `${v11}/hubassemblydetails/${ids.map(enc).join(',')}`),
  /** The parts of one or more hubs (numbers joined by commas). */
  parts: (hanum: string, party?: string) =>
    api.get(hubPartsAnswer, `${v11}/aftermarketparts?hanum=${enc(hanum)}${party ? `&party=${party}` : ''}`),
  rebuildKit: (kit: string) => api.get(rebuildKits, `${v11}/presetpresetplushubrebuildkitdetails/${enc(kit)}`),
  competitorDetails: (number: string) =>
    api.get(competitorParts, `${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};

export { list };

export function useFilterValues(code: string | undefined, pairs: string) {
  return useQuery({
    retry,
    queryKey: ['hub', 'values', code, pairs],
    queryFn: () => hubApi.values(code!, pairs).then(list),
    enabled: !!code,
  });
}

export function useMatchingHubs(query: string, enabled = true) {
  return useQuery({
    retry,
    queryKey: ['hub', 'hubs', query],
    queryFn: () => hubApi.hubs(query).then(list),
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
