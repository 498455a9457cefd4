import { useQuery } from '@tanstack/react-query';
import { type KitKind, KIT_PAGES } from '@wheelend/domain';
import { api, list, retry, schemas } from '../api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** The kit and parts-list calls, shared by the parts pages and the hub details' complete-the-job list. */
export const jobApi = {
  kit: (kind: KitKind, partNumber: string, axleId?: string) =>
    api.get(
      schemas?.kitAnswer,
      `${v11}/kits/${KIT_PAGES[kind].call}/${enc(partNumber)}${axleId ? `?axleIds=${enc(axleId)}` : ''}`,
    ),
  parts: (hubId: string) => api.get(schemas?.hubPartsListAnswer, `${v11}/aftermarketparts/${enc(hubId)}`),
  catalog: () => api.get(schemas?.catalogInfo, `${v11}/catalog`),
};

export function useKit(kind: KitKind, partNumber: string | undefined, axleId?: string) {
  return useQuery({
    retry,
    queryKey: ['kits', kind, partNumber, axleId ?? ''],
    queryFn: () => jobApi.kit(kind, partNumber!, axleId).then(list),
    enabled: !!partNumber,
  });
}

export function useHubPartsList(hubId: string | undefined) {
  return useQuery({
    retry,
    queryKey: ['kits', 'parts', hubId],
    queryFn: () => jobApi.parts(hubId!).then(list),
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
