import { finderTexts } from './texts';

type Value = { Id?: number; Name?: string | null; Inch?: number | null };

/** Whether a filter value stands for 'none': a zero figure, or the name '0'. */
export function isZeroValue(v: Value): boolean {
  if (v.Inch === 0) return true;
  const name = v.Name?.trim().replace(/"$/, '') ?? '';
  return name !== '' && Number(name) === 0;
}

/** The words a choice shows for a value that stands for 'none' (spec 2, section 5: zero inch values
 * are not shown), so that no choice is a bare zero; undefined for any other value. */
export const zeroWords = (v: Value): string | undefined => (isZeroValue(v) ? finderTexts.doesNotApply : undefined);
