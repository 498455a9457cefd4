import type { Message } from '../i18n/keys';
import { finderTexts } from './texts';

type Value = { Id?: number; Name?: string | null; Inch?: number | null; Inches?: string | null };

/** Whether a text is the figure zero ('0', '0.00', '0"'). */
const isZeroText = (s: string | null | undefined) => {
  const t = s?.trim().replace(/"$/, '') ?? '';
  return t !== '' && Number(t) === 0;
};

/** Whether a value's figure is zero: its inch figure, its name or its inch text. The rule every finder
 * and the hub questionnaire share; which questions hide such values is theirs. */
export const isZeroFigure = (v: Value): boolean => v.Inch === 0 || isZeroText(v.Name) || isZeroText(v.Inches);

/** Whether a filter value stands for 'none': a zero figure, or the name '0'. */
export const isZeroValue = (v: Value): boolean => v.Inch === 0 || isZeroText(v.Name);

/** The words a choice shows for a value that stands for 'none' (spec 2, section 5: zero inch values
 * are not shown), so that no choice is a bare zero; undefined for any other value. */
export const zeroWords = (v: Value): Message | undefined => (isZeroValue(v) ? finderTexts.doesNotApply : undefined);
