import type { FilterValue } from '@wheelend/domain/contract';
import { api, list, type Envelope } from '../api';
import type { PartMatch } from './PartSearch';

const seg = encodeURIComponent;

/** The calls of a part finder under /api/v11/{base} (brakedrum, brakerotor): number lookup, filter
 * values, the matching parts, the recommendation of a competitor number, details. */
export function partApi<Suggestion, Summary, Detail>(
  base: string,
  interchangeKey: string,
  match: (s: Suggestion) => PartMatch,
) {
  const root = `/api/v11/${base}`;
  const withPairs = (pairs: string, more = '') => (pairs || more ? `?${[pairs, more].filter(Boolean).join('&')}` : '');
  return {
    root,
    numbers: async (text: string, signal: AbortSignal) =>
      list(await api.get<Envelope<Suggestion>>(`${root}/interchanges/${seg(text)}`, signal)).map(match),
    /** A question's values; plain numbers (dimensions, hole counts) become choices whose Id is the number. */
    values: async (code: string, pairs: string) =>
      list(await api.get<Envelope<FilterValue | number>>(`${root}/filtervalues/${code}${withPairs(pairs)}`)).map((v) =>
        typeof v === 'number' ? plainChoice(v) : v,
      ),
    matching: async (pairs: string) =>
      list(await api.get<Envelope<Summary>>(`${root}/filtervalues/brnum${withPairs(pairs, 'inclv=2')}`)),
    recommended: async (id: string) =>
      list(await api.get<Envelope<Summary>>(`${root}/summaries?${interchangeKey}=${seg(id)}`)),
    details: async (id: string) => list(await api.get<Envelope<Detail>>(`${root}/details/${seg(id)}`))[0] ?? null,
  };
}

/** A plain number as a choice: it is its own id and its own figure. */
const plainChoice = (n: number): FilterValue => ({
  Id: n,
  Name: String(n),
  Inch: n,
  Millimeter: null,
  Inches: null,
  DisplayRange: null,
  MinGawrPound: null,
  MaxGawrPound: null,
  NominalDiameter: null,
  WheelMaterial: null,
  StudLengthClass: null,
  AftermarketAxle: null,
  AftermarketAxleId: null,
  BearingDescriptionInboard: null,
  BearingDescriptionOutboard: null,
  ImageGuid: null,
  ImageUrl: null,
});
