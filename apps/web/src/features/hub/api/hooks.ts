import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { finders } from '@wheelend/domain/finder';
import type { HubDetail } from '@wheelend/domain/contract';
import { api, langQuery, list, retry, schemas } from '../../../shared/api';
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
  details: (ids: string[], lang = 'en') =>
    api.get(schemas?.hubDetails, `${v11}/hubassemblydetails/${ids.map(enc).join(',')}${langQuery(lang, true)}`),
  /** The parts of one or more hubs (numbers joined by commas). */
  parts: (hanum: string, party?: string, lang = 'en') =>
    api.get(
      schemas?.hubPartsAnswer,
      `${v11}/aftermarketparts?hanum=${enc(hanum)}${party ? `&party=${party}` : ''}${langQuery(lang, false)}`,
    ),
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
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['hub', 'hubs', pairs, lang],
    queryFn: () => hubFinder.matching(pairs, lang),
    enabled,
  });
}

export function useHubDetails(ids: string[]) {
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['hub', 'details', ids.join(','), lang],
    queryFn: () =>
      hubApi.details(ids, lang).then((e): CompareAnswer => ({
        Results: list(e),
        differentProperties: ('differentProperties' in e && e.differentProperties) || [],
      })),
    enabled: ids.length > 0 && ids.every(Boolean),
  });
}

export function useSpindleNuts(hanum: string | undefined) {
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['hub', 'parts', hanum, '226,227', lang],
    queryFn: () => hubApi.parts(hanum!, '226,227', lang).then(list),
    enabled: !!hanum,
  });
}

export function useHubParts(hanum: string) {
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['hub', 'parts', hanum, 'all', lang],
    queryFn: () => hubApi.parts(hanum, undefined, lang).then(list),
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
