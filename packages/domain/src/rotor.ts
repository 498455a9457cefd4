/** The rotor finder's own rules and texts (spec 2: Rotor screens, sections 4, 5 and 9). */
import { message, type Message } from './i18n/keys';

/** The part type of a replacement rotor kit in the part-number search. */
export const ROTOR_PART_TYPE = 203;
/** brtyp: the rotor type values with a rule. */
export const BRTYP = { hat: 1, uSection: 2, flat: 3, splined: 6 } as const;
export const DISCONTINUED_ROTOR = '10009970';
/** The u-section rotor that carries no aluminum-hub note. */
export const U_SECTION_EXCEPTION = '10020109';
/** Before a rotor route opens, the chosen rotor number is stored and the route waits this long. */
export const ROTOR_DELAY_MS = 100;

export const rotorTitles: Record<string, Message> = {
  axpos: message('rotor.title.axpos'),
  brtyp: message('rotor.title.brtyp'),
  bsdia: message('rotor.title.bsdia'),
  ovlgt: message('rotor.title.ovlgt'),
  bcdia: message('rotor.title.bcdia'),
};

/** The rotor answers that are words, by question and catalog name; other names are data. */
export const rotorValueWords: Record<string, Record<string, Message>> = {
  axpos: {
    Steer: message('rotor.value.steer'),
    Drive: message('rotor.value.drive'),
    Trailer: message('rotor.value.trailer'),
  },
  brtyp: {
    Hat: message('rotor.value.hat'),
    'U-Section': message('rotor.value.uSection'),
    Flat: message('rotor.value.flat'),
    Splined: message('rotor.value.splined'),
  },
};

/** A rotor's type as the reader reads it: the rotor finder's word for it, else the catalog's name. */
export const rotorTypeLabel = (type: string | null | undefined): string | Message =>
  rotorValueWords.brtyp[(type ?? '').trim()] ?? type ?? '';

export const rotorTexts = {
  question: message('rotor.question'),
  success: message('rotor.success'),
  results: message('rotor.results'),
  casting: (casting: string) => message('rotor.casting', { casting }),
  noun: 'rotor',
  splined: (product: string) => message('rotor.splined', { product }),
  startHubSearch: message('rotor.startHubSearch'),
  discontinued: (rotor: string) => message('rotor.discontinued', { rotor }),
  newAssembly: message('rotor.newAssembly'),
  searchHub: message('rotor.searchHub'),
  uSectionNote: message('rotor.uSectionNote'),
} as const;

/** A rotor kit's parts as the one line a result card shows: '1 x Hat rotor 10087661, 10 x Rotor stud
 * M16x1.5 10001600'. */
export function componentsText(components: readonly { PartNumber: string; Description: string; Quantity: number }[]) {
  return components.map((c) => `${c.Quantity} x ${c.Description} ${c.PartNumber}`).join(', ');
}

const kitNotes: Record<string, Message> = {
  '10087663': message('rotor.kitNote', { kit: '10086915', rotor: '10086208' }),
  '10087664': message('rotor.kitNote', { kit: '10086914', rotor: '10086207' }),
};
const steerKits = ['10083923', '10041216', '10041215', '10086915', '10087663'];
const driveKits = ['10083924', '10041218', '10041217', '10086914', '10087664'];

export const isDiscontinued = (rotor: string) => rotor === DISCONTINUED_ROTOR;
export const isSplined = (type: string | number | null | undefined) =>
  type === BRTYP.splined || (typeof type === 'string' && /splined/i.test(type));

/** Rotors that are all Bendix Splined are never recommended: the Splined message belongs to the
 * rotor's type, however the rotors were found (filters, a rotor or competitor number, a casting). */
export const onlySplined = (rotors: readonly { BrakeRotorType: string }[]) =>
  rotors.length > 0 && rotors.every((r) => isSplined(r.BrakeRotorType));

/** The aluminum-hub note of a u-section rotor (all but 10020109). */
export function uSectionNote(rotor: string, type: string | null | undefined): Message | undefined {
  return /u-?section/i.test(type ?? '') && rotor !== U_SECTION_EXCEPTION ? rotorTexts.uSectionNote : undefined;
}

/** The note of a replacement kit that replaces an older one. */
export const kitNote = (kit: string | null | undefined) => (kit ? kitNotes[kit] : undefined);

/** 'For FF Steer Axle' or 'For R Drive Axle' for the kits the spec labels. */
export function kitAxleLabel(kit: string | null | undefined): Message | undefined {
  if (!kit) return undefined;
  if (steerKits.includes(kit)) return message('rotor.kit.steer');
  if (driveKits.includes(kit)) return message('rotor.kit.drive');
  return undefined;
}
