import { message, type Message } from './i18n/keys';
/** The stud finder's own rules and texts (spec 2: Stud screens, sections 3, 4 and 9). */
import { zeroWords } from './finder/zero';

export const STUD_ROOT = '/hub/stud';

export const studTitles: Record<string, Message> = {
  stldp: message('stud.title.stldp'),
  stdia: message('stud.title.stdia'),
  thrdt: message('stud.title.thrdt'),
  wflng: message('stud.title.wflng'),
  pidia: message('stud.title.pidia'),
  dimA: message('stud.title.dimA'),
  dimB: message('stud.title.dimB'),
  dimC: message('stud.title.dimC'),
  dimD: message('stud.title.dimD'),
};

/** The stud answers that are words, by question and catalog name; other names are data. */
const studValueWords: Record<string, Record<string, Message>> = {
  stldp: {
    'Clipped Head, Serrated': message('stud.value.clippedSerrated'),
    'Round Head, Serrated': message('stud.value.roundSerrated'),
    'Double End': message('stud.value.doubleEnd'),
    'Rotor Stud, Flanged': message('stud.value.rotorFlanged'),
  },
  thrdt: { 'Right Hand': message('stud.value.rightHand'), 'Left Hand': message('stud.value.leftHand') },
};

/** Stud kinds besides the wheel stud (spec 2, section 3). */
export const studKinds: Record<number, Message> = {
  3: message('stud.kind.axle'),
  4: message('stud.kind.rotor'),
  5: message('stud.kind.wheel'),
};

export const studTexts = {
  question: message('stud.question'),
  numberHelp: (product: string) => message('stud.numberHelp', { product }),
  success: (product: string) => message('stud.success', { product }),
  measure: message('stud.measure'),
} as const;

/** Stud dimension labels use 24.5 mm per inch (spec 2, section 9), not 25.4. */
export const STUD_MM_PER_INCH = 24.5;

/** '3.66" (90 mm)': a stud dimension with its millimetres by the stud factor. */
export const studDimension = (inch: number) => `${inch.toFixed(2)}" (${Math.round(inch * STUD_MM_PER_INCH)} mm)`;

/** The wheel flange options (spec 2, section 4): a value named 'true' is the small flange. */
export const wheelFlangeLabels = {
  small: message('stud.flange.small'),
  common: message('stud.flange.common'),
} as const;

/** The pilot diameter most wheel ends use, marked on its choice. */
export const COMMON_PILOT_INCH = 8.78;
export const MOST_COMMON = message('stud.mostCommon');

const STUD_DIMENSIONS = ['dimA', 'dimB', 'dimC', 'dimD'];

/** A stud filter choice: its main words and any marks under them. */
export function studValueLabel(
  code: string,
  v: { Name: string; Inch?: number | null },
): { main: string | Message; sub: Message[] } {
  if (code === 'wflng')
    return {
      main: v.Name.trim().toLowerCase() === 'true' ? wheelFlangeLabels.small : wheelFlangeLabels.common,
      sub: [],
    };
  const words = studValueWords[code]?.[v.Name.trim()];
  if (words) return { main: words, sub: [] };
  const inch = v.Inch ?? (/^\d+(\.\d+)?$/.test(v.Name.trim()) ? Number(v.Name) : undefined);
  const none = STUD_DIMENSIONS.includes(code) ? zeroWords(v) : undefined;
  if (none) return { main: none, sub: [] };
  if (code === 'pidia' && inch !== undefined)
    return { main: `${inch.toFixed(2)}"`, sub: Math.abs(inch - COMMON_PILOT_INCH) < 0.005 ? [MOST_COMMON] : [] };
  if (STUD_DIMENSIONS.includes(code) && inch !== undefined && inch > 0) return { main: studDimension(inch), sub: [] };
  return { main: v.Name, sub: [] };
}
