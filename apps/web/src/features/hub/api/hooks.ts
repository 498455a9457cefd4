import { useQuery } from '@tanstack/react-query';
import { finders } from '@wheelend/domain/finder';
import type { HubDetail } from '@wheelend/domain/contract';
import { api, list, retry, schemas } from '../../../shared/api';
import { finderApi } from '../../../shared/finder/finderApi';

/** The hubs compared, and the properties in which they differ. */
type CompareAnswer = { Results: HubDetail[]; differentProperties: string[] };

const v11 = '/api/v11';
const enc = encodeURIComponent;

const hubFinder = finderApi(finders.hub, schemas?.hubSummaries);

export const hubApi = {
  assemblyNumbers: (text: string, signal?: AbortSignal) =>
    api.get(
      schemas?.assemblySuggestions,
      `${v11}/hubassemblynumbers/withaftermarkethubassemblies/${enc(text)}`,
      signal,
    ),
  filtersByAssembly: (id: number) =>
    api.get(schemas?.hubFilterSetAnswer, `${v11}/aftermarkethubassemblyfilters?chaid=${id}`),
  details: (ids: string[]) => api.get(schemas?.hubDetails, `${v11}/hubassemblydetails/${ids.map(enc).join(',')}`),
  /** The parts of one or more hubs (numbers joined by commas). */
  parts: (hanum: string, party?: string) =>
    api.get(schemas?.hubPartsAnswer, `${v11}/aftermarketparts?hanum=${enc(hanum)}${party ? `&party=${party}` : ''}`),
  rebuildKit: (kit: string) => api.get(schemas?.rebuildKits, `${v11}/presetpresetplushubrebuildkitdetails/${enc(kit)}`),
  competitorDetails: (number: string) =>
    api.get(schemas?.competitorParts, `${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
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
