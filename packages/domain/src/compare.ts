/** Properties left out of the comparison. */
export const COMPARE_IGNORED = ['Images'] as const;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

function keysOf(a: Record<string, unknown>, b: Record<string, unknown>, ignore: readonly string[]): string[] {
  const keys = [...Object.keys(a)];
  for (const k of Object.keys(b)) if (!keys.includes(k)) keys.push(k);
  return keys.filter((k) => !ignore.includes(k));
}

/** The names of the properties whose values differ, in property order (Images ignored). */
export function differentProperties(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  ignore: readonly string[] = COMPARE_IGNORED,
): string[] {
  return keysOf(a, b, ignore).filter((k) => !same(a[k], b[k]));
}

export type CompareRow = { key: string; a: unknown; b: unknown; differs: boolean };

/** The compare rows: differing properties first (expanded), then identical ones (collapsed); each
 * group in property order. `different` is the server's differentProperties when given. */
export function compareRows(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  different: readonly string[] = differentProperties(a, b),
  ignore: readonly string[] = COMPARE_IGNORED,
): CompareRow[] {
  const rows = keysOf(a, b, ignore).map((key) => ({ key, a: a[key], b: b[key], differs: different.includes(key) }));
  return [...rows.filter((r) => r.differs), ...rows.filter((r) => !r.differs)];
}
