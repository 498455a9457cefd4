import type { MessageKey } from '@wheelend/domain';

/** Only links back into the finder are followed, so a crafted link cannot send the user elsewhere. */
export function returnPath(from: string | null, fallback: string) {
  return from && from.startsWith('/hub/') ? from : fallback;
}

/** The compare form's parameters with its two numbers (`a`, `b`; an empty one left out). */
export function withNumbers(params: URLSearchParams, a: string, b: string) {
  const next = new URLSearchParams(params);
  for (const [key, value] of [
    ['a', a],
    ['b', b],
  ]) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The compare form with two numbers in its boxes. */
export const compareFormPath = (a: string, b: string) =>
  `/hub/compare-hub?${withNumbers(new URLSearchParams(), a, b).toString()}`;

/** The words of a details page's way back: to the comparison it was opened from, or to results. */
export const backLabel = (back: string): MessageKey =>
  back.startsWith('/hub/compare/') ? 'hub.compare.back' : 'hub.details.back';
