import type { Message } from './i18n/keys';
/** The stud finder's own rules and texts (spec 2: Stud screens, sections 3, 4 and 9). */
import { PART_TYPE } from './partTypes';
import { zeroWords } from './finder/zero';

export const STUD_ROOT = '/hub/stud';

export const studTitles: Record<string, string> = {
  stldp: 'Choose the Style Description',
  stdia: 'Stud Diameter',
  thrdt: 'Thread Orientation',
  wflng: 'Wheel Flange Diameter',
  pidia: 'Pilot Diameter',
  dimA: 'Dimension A',
  dimB: 'Dimension B',
  dimC: 'Dimension C',
  dimD: 'Dimension D',
};

/** The part types of studs in the part-number search: wheel and axle studs. */
export const STUD_PART_TYPES = [PART_TYPE.wheelStud, PART_TYPE.axleStud] as const;

/** Stud kinds besides the wheel stud (spec 2, section 3). */
export const studKinds: Record<number, string> = { 3: 'Axle Stud', 4: 'Rotor Stud', 5: 'Wheel Stud' };

export const studTexts = {
  question: 'Do you know your stud number?',
  numberHelp: (product: string) => `Type the ${product} or competitor stud number, for example 10001400 or CD922/22.`,
  success: (product: string) => `Success! The following ${product} Stud is recommended`,
  measure:
    'Measure the stud as its drawing shows: A the length under the head, B the body diameter, C the head diameter, D the threaded length.',
} as const;

/** Stud dimension labels use 24.5 mm per inch (spec 2, section 9), not 25.4. */
export const STUD_MM_PER_INCH = 24.5;

/** '3.66" (90 mm)': a stud dimension with its millimetres by the stud factor. */
export const studDimension = (inch: number) => `${inch.toFixed(2)}" (${Math.round(inch * STUD_MM_PER_INCH)} mm)`;

/** The wheel flange options (spec 2, section 4): a value named 'true' is the small flange. */
export const wheelFlangeLabels = {
  small: '12.75"-12.9" (For small diameter brake drums and wheels)',
  common: '13.00" + (Most Common)',
} as const;

/** The pilot diameter most wheel ends use, marked on its choice. */
export const COMMON_PILOT_INCH = 8.78;
export const MOST_COMMON = 'Most common';

const STUD_DIMENSIONS = ['dimA', 'dimB', 'dimC', 'dimD'];

/** A stud filter choice: its main words and any marks under them. */
export function studValueLabel(
  code: string,
  v: { Name: string; Inch?: number | null },
): { main: string | Message; sub: string[] } {
  if (code === 'wflng')
    return {
      main: v.Name.trim().toLowerCase() === 'true' ? wheelFlangeLabels.small : wheelFlangeLabels.common,
      sub: [],
    };
  const inch = v.Inch ?? (/^\d+(\.\d+)?$/.test(v.Name.trim()) ? Number(v.Name) : undefined);
  const none = STUD_DIMENSIONS.includes(code) ? zeroWords(v) : undefined;
  if (none) return { main: none, sub: [] };
  if (code === 'pidia' && inch !== undefined)
    return { main: `${inch.toFixed(2)}"`, sub: Math.abs(inch - COMMON_PILOT_INCH) < 0.005 ? [MOST_COMMON] : [] };
  if (STUD_DIMENSIONS.includes(code) && inch !== undefined && inch > 0) return { main: studDimension(inch), sub: [] };
  return { main: v.Name, sub: [] };
}
