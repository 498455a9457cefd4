import { isPlain, valueNames, type FinderSpec } from './spec';

/** The chosen values in the order they were chosen (object key order is kept): a value id per code
 * (the plain number itself for a code whose values are plain numbers), or a number text for a lookup
 * key (casting or part number). */
export type Pairs = Record<string, number | string>;

const ID = /^\d{1,9}$/;
const FIGURE = /^\d{1,9}(\.\d{1,4})?$/;

/** The pair keys a finder accepts: its codes, its result list and its lookup keys. */
export function pairKeys(spec: FinderSpec): Set<string> {
  return new Set([...valueNames(spec), ...spec.lookups]);
}

/** Reads 'k=v&k=v' (a leading '?' is allowed) against a finder's keys. Unknown keys, ids that are not
 * whole numbers (figures, for plain codes) and empty lookup texts are dropped; a repeated key keeps its
 * last value at its first position. A lookup text is kept whatever it holds: a number that cannot match
 * finds nothing, it never widens the search to every part. */
export function parsePairs(spec: FinderSpec, text: string): Pairs {
  const keys = pairKeys(spec);
  const out: Pairs = {};
  const body = text.startsWith('?') ? text.slice(1) : text;
  for (const part of body.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(part.slice(0, eq)).trim();
      value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' ')).trim();
    } catch {
      continue;
    }
    if (!keys.has(key)) continue;
    if (spec.lookups.includes(key)) {
      if (value) out[key] = value;
    } else if ((isPlain(spec, key) ? FIGURE : ID).test(value)) out[key] = Number(value);
  }
  return out;
}

/** 'k=v&k=v' in the order of the object; lookup texts are encoded. */
export function serializePairs(pairs: Pairs): string {
  return Object.entries(pairs)
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'string' ? encodeURIComponent(v) : v}`)
    .join('&');
}

/** Adds a choice at the end (moving the key there if it was already chosen). */
export function withPair<P extends Pairs>(pairs: P, key: string, value: number | string): P {
  const { [key]: _, ...rest } = pairs;
  return { ...rest, [key]: value } as P;
}

export function withoutKeys<P extends Pairs>(pairs: P, keys: readonly string[]): P {
  return Object.fromEntries(Object.entries(pairs).filter(([k]) => !keys.includes(k))) as P;
}
