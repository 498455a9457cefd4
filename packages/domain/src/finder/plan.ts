import { questionCodes, type FinderSpec } from './spec';
import { serializePairs, withPair, type Pairs } from './pairs';
import { isZeroFigure } from './zero';

export type ValueLike = { Id: number; Name?: string | null; Inch?: number | null; Inches?: string | null };

/** The next question after `current` in category order, wrapping to the first; undefined when every
 * question has an answer (the result list comes next). */
export function nextQuestion(spec: FinderSpec, pairs: Pairs, current?: string): string | undefined {
  const codes = questionCodes(spec);
  const start = current === undefined ? 0 : codes.indexOf(current) + 1;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[(start + i) % codes.length];
    if (pairs[code] === undefined) return code;
  }
  return undefined;
}

/** A zero value: the id 0 (the axle position's 'none'), or a zero figure. */
const isZero = (v: ValueLike) => v.Id === 0 || isZeroFigure(v);

/** The values a question shows: inch values of zero ('does not apply') are not shown. */
export function shownValues<T extends ValueLike>(spec: FinderSpec, code: string, values: readonly T[]): T[] {
  if (!spec.inchCodes.includes(code)) return [...values];
  const kept = values.filter((v) => !isZero(v));
  return kept.length > 0 ? kept : [...values];
}

/** The value chosen without asking: the only one, or the non-zero one of two where the finder skips
 * a zero (the axle position). */
export function autoValue(spec: FinderSpec, code: string, values: readonly ValueLike[]): number | undefined {
  if (values.length === 1) return values[0].Id;
  if (values.length === 2 && spec.zeroSkip.includes(code)) {
    const [a, b] = values;
    if (isZero(a) && !isZero(b)) return b.Id;
    if (isZero(b) && !isZero(a)) return a.Id;
  }
  return undefined;
}

/** What a filter screen does with the values of its question. */
export type FilterStep =
  | { kind: 'ask'; code: string; values: ValueLike[] }
  | { kind: 'go'; pairs: Pairs; next: string | undefined; auto: boolean };

/** The screen of question `code` once its values are known: ask, or move on by itself (a single value
 * is applied; no value at all leaves nothing to narrow, so the result list follows). */
export function stepOf(spec: FinderSpec, code: string, pairs: Pairs, values: readonly ValueLike[]): FilterStep {
  const shown = shownValues(spec, code, values);
  if (shown.length === 0) return { kind: 'go', pairs, next: undefined, auto: true };
  const auto = autoValue(spec, code, shown);
  if (auto !== undefined) return { ...choose(spec, code, pairs, auto), auto: true };
  return { kind: 'ask', code, values: shown };
}

/** Records a choice and moves to the next question in category order (or the result list). */
export function choose(spec: FinderSpec, code: string, pairs: Pairs, id: number) {
  const next = withPair(pairs, code, id);
  return { kind: 'go' as const, pairs: next, next: nextQuestion(spec, next, code), auto: false };
}

/** A filter screen's address: '{root}/filter/{code}/{pairs}'; the result list is the result name's screen. */
export function filterPath(root: string, spec: FinderSpec, code: string | undefined, pairs: Pairs): string {
  const q = serializePairs(pairs);
  const c = code ?? spec.result;
  return q ? `${root}/filter/${c}/${q}` : `${root}/filter/${c}`;
}
