import type { z } from 'zod';
import type { Envelope, FilterValue } from '@wheelend/domain/contract';
import { isPlain, matchingQuery, type FinderSpec } from '@wheelend/domain/finder';
import { api, langQuery, list, schemas } from '../api';

/** The one finder endpoint, /api/{version}/{base}/filtervalues/{name}, as a finder's spec describes it:
 * a question's values and the matching items, answered as `items` (the envelope of the finder's result
 * card; `schemas?.name`, which checks the answers outside production). */
export function finderApi<Item>(spec: FinderSpec, items: z.ZodType<Envelope<Item>> | undefined) {
  const root = `/api/${spec.versions[0]}/${spec.base}`;
  const ask = (name: string, query: string) => `${root}/filtervalues/${name}${query ? `?${query}` : ''}`;
  return {
    root,
    /** A question's values; plain numbers (dimensions, hole counts) become choices whose Id is the number. */
    values: async (code: string, pairs: string): Promise<FilterValue[]> =>
      isPlain(spec, code)
        ? list(await api.get(schemas?.plainValues, ask(code, pairs))).map(plainChoice)
        : list(await api.get(schemas?.filterValues, ask(code, pairs))),
    /** The items matching the chosen pairs, as result cards (their descriptions in `lang` where the
     * catalog has them). */
    matching: async (pairs: string, lang = 'en') => {
      const query = matchingQuery(spec, pairs);
      return list(await api.get(items, `${ask(spec.result, query)}${langQuery(lang, !query)}`));
    },
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
