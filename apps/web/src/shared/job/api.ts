import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { type KitKind, KIT_PAGES } from '@wheelend/domain';
import { api, langQuery, list, retry, schemas } from '../api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** The kit and parts-list calls, shared by the parts pages and the hub details' complete-the-job list. */
export const jobApi = {
  kit: (kind: KitKind, partNumber: string, axleId?: string, lang = 'en') =>
    api.get(
      schemas?.kitAnswer,
      `${v11}/kits/${KIT_PAGES[kind].call}/${enc(partNumber)}${axleId ? `?axleIds=${enc(axleId)}` : ''}${langQuery(lang, !axleId)}`,
    ),
  parts: (hubId: string, lang = 'en') =>
    api.get(schemas?.hubPartsListAnswer, `${v11}/aftermarketparts/${enc(hubId)}${langQuery(lang, true)}`),
  catalog: () => api.get(schemas?.catalogInfo, `${v11}/catalog`),
};

export function useKit(kind: KitKind, partNumber: string | undefined, axleId?: string) {
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['kits', kind, partNumber, axleId ?? '', lang],
    queryFn: () => jobApi.kit(kind, partNumber!, axleId, lang).then(list),
    enabled: !!partNumber,
  });
}

export function useHubPartsList(hubId: string | undefined) {
  const lang = useLingui().i18n.locale;
  return useQuery({
    retry,
    queryKey: ['kits', 'parts', hubId, lang],
    queryFn: () => jobApi.parts(hubId!, lang).then(list),
    enabled: !!hubId,
  });
}

/** When the catalog version being served was imported (ISO), as the printed sheets show it. */
export function useCatalogDate() {
  const q = useQuery({
    retry,
    queryKey: ['catalog'],
    queryFn: () => jobApi.catalog().then((a) => a.Results[0]?.ImportedAt ?? ''),
    staleTime: 60_000,
  });
  return q.data;
}
