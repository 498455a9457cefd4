import type { FinderSpec } from '@wheelend/domain/finder';
import { api, list, type Envelope } from '../api';
import { finderApi } from './finderApi';
import type { PartMatch } from './PartSearch';

const seg = encodeURIComponent;

/** The calls of a part finder (drums, rotors): its finder endpoint, and beside it the number lookup,
 * the recommendation of a competitor number and the details. */
export function partApi<Suggestion, Summary, Detail>(
  spec: FinderSpec,
  interchangeKey: string,
  match: (s: Suggestion) => PartMatch,
) {
  const finder = finderApi<Summary>(spec);
  const { root } = finder;
  return {
    ...finder,
    numbers: async (text: string, signal: AbortSignal) =>
      list(await api.get<Envelope<Suggestion>>(`${root}/interchanges/${seg(text)}`, signal)).map(match),
    recommended: async (id: string) =>
      list(await api.get<Envelope<Summary>>(`${root}/summaries?${interchangeKey}=${seg(id)}`)),
    details: async (id: string) => list(await api.get<Envelope<Detail>>(`${root}/details/${seg(id)}`))[0] ?? null,
  };
}
