/** The finder kernel's description of one finder: everything the shared machinery (pairs, plan, server
 * index and routes, web client and filter flow) reads of it. Each finder's spec is in `finders.ts`. */
export type FinderSpec<Name extends string = string> = {
  name: Name;
  /** The API path segment, e.g. 'brakedrum' in /api/v11/brakedrum/filtervalues/{filter}. */
  base: string;
  versions: readonly ('v14' | 'v11' | 'v1')[];
  /** Every code of the finder in category order (spec 2, section 9). */
  codes: readonly string[];
  /** Where the finder's items are: the catalog file (and table) that holds them, the column of their
   * number, and whether only the items with a casting number count (the casting finders). */
  items: { file: string; number: string; castingOnly?: boolean };
  /** The name whose 'values' are the matching items (hubs, drums, rotors, studs); as a pair it names one item id. */
  result: string;
  /** Query keys whose value is a number text that finds items by casting or part number. */
  lookups: readonly string[];
  /** Codes whose inch values are offered; their zero value means 'does not apply' and is not shown. */
  inchCodes: readonly string[];
  /** Codes whose zero value is passed over when it is one of two values. */
  zeroSkip: readonly string[];
  /** The inclv value the web app adds when it asks for the matching items. */
  inclv: '1' | '2';
  /** Codes whose filter values answer as plain numbers (the inch figure, or the count), as the original
   * clients read them; a plain number is also what a pair of these codes names. */
  plainCodes?: readonly string[];
  /** The filter-categories answer when it is not `codes`: the hub's fixed positions, or the order the
   * original clients' filter pages walk (they open position 1 first, go on by position, and go to
   * position 0 after `bcdia`). */
  categories?: readonly string[];
  /** A value under the result name that is no item's id is read as this code's value: the original drum
   * pages send the only bolt circle left under the name at position 0. */
  resultAlias?: string;
};

/** The codes a finder asks, in category order: every code but the result list. */
export const questionCodes = (spec: FinderSpec) => spec.codes.filter((c) => c !== spec.result);

/** Every name the filter-values call accepts for a finder: its codes and its result list. */
export const valueNames = (spec: FinderSpec) => [...new Set([...spec.codes, spec.result])];

/** The order of a finder's filter-categories answer: its `categories`, else category order. */
export const categoryOrder = (spec: FinderSpec): readonly string[] => spec.categories ?? spec.codes;

/** The query of the matching-items call: the chosen pairs and the finder's inclv. */
export const matchingQuery = (spec: FinderSpec, pairs: string) =>
  [pairs, `inclv=${spec.inclv}`].filter(Boolean).join('&');

/** Whether a finder's values of `code` answer as plain numbers. */
export const isPlain = (spec: FinderSpec, code: string) => spec.plainCodes?.includes(code) ?? false;

/** A filter value as a plain number: its inch figure, else its name as a number (a hole count). */
export const plainNumber = (v: { Name: string; Inch: number | null }): number => v.Inch ?? Number(v.Name);
