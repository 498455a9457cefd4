export type Spec = Record<string, number | string | boolean>;

/** A number from the spec, kept inside [min, max]; the fallback when missing or not a number. */
export function num(spec: Spec, key: string, fallback: number, min: number, max: number) {
  const v = spec[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export const int = (spec: Spec, key: string, fallback: number, min: number, max: number) =>
  Math.round(num(spec, key, fallback, min, max));

/** One of the allowed words (case-insensitive), else the fallback. */
export function pick<T extends string>(spec: Spec, key: string, allowed: readonly T[], fallback: T): T {
  const v = spec[key];
  if (typeof v !== 'string') return fallback;
  const w = v
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return allowed.find((a) => a === w) ?? fallback;
}

export const flag = (spec: Spec, key: string) => spec[key] === true || spec[key] === 'true' || spec[key] === 1;

export const words = (spec: Spec, key: string) => (typeof spec[key] === 'string' ? (spec[key] as string).trim() : '');
