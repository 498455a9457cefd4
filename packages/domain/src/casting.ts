/** The casting finders' own rules and texts (spec 2: Casting screens, sections 4 and 9). */
import type { CastingResult } from './contract/casting';
import { drumTitles } from './drum';
import { stepCode } from './hubFilters';
import { stepTitles } from './hub/texts';
import type { Message } from './i18n/keys';

export type CastingKind = 'casting' | 'rotorcasting' | 'drumcasting';

/**
 * Each casting finder's address, heading, the query key that finds its castings by number, and the
 * image id of its drawing of where the number is cast (drawn by the server for any catalog).
 */
export const castingKinds: Record<
  CastingKind,
  {
    root: string;
    noun: 'hub' | 'rotor' | 'drum';
    lookup: string;
    guide: string;
    details: (r: Pick<CastingResult, 'Id' | 'PartNumber'>) => string;
  }
> = {
  casting: {
    root: '/hub/casting',
    noun: 'hub',
    lookup: 'hcnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b001',
    details: (r) => `/hub/details/${r.PartNumber}`,
  },
  rotorcasting: {
    root: '/hub/rotor-casting',
    noun: 'rotor',
    lookup: 'ctnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b002',
    details: (r) => `/hub/replacement-rotor/rotordetails/${r.Id}`,
  },
  drumcasting: {
    root: '/hub/drum-casting',
    noun: 'drum',
    lookup: 'ctnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b003',
    details: (r) => `/hub/replacement-drum/drumdetails/${r.Id}`,
  },
};

/** The recommended rotors of a rotor casting. */
export const rotorsOfCastingPath = (casting: string) => `/hub/replacement-rotor/rotors/${encodeURIComponent(casting)}`;

/** Hub casting questions keep the hub finder's titles (one definition); rotor offset and hub rotor type
 * have no hub step, so theirs are ours. */
const hubTitles = Object.fromEntries(
  Object.entries(stepCode).map(([step, code]) => [code, stepTitles[step as keyof typeof stepTitles].title]),
);

export const castingTitles: Record<CastingKind, Record<string, string | Message>> = {
  casting: { ...hubTitles, rtoff: 'Choose the Rotor Offset', hubrt: 'Choose the Hub Rotor Type' },
  rotorcasting: { trtyp: 'Truck or Trailer?' },
  drumcasting: {
    ...drumTitles,
    bhdia: 'Choose the Bolt Hole Diameter',
    ovdpt: 'Choose the Overall Depth',
    trtyp: 'Truck or Trailer?',
  },
};

export const castingTexts = {
  start: (noun: string) => `Find a ${noun} by its casting number`,
  /** The casting path offers only this way in (spec 2, section 2). */
  proceed: 'Proceed without the number',
  where: (noun: string) =>
    `The casting number is cast into the ${noun}. Clean the surface and read the raised digits; the drawing shows where to look.`,
  whereCaption: 'Where the casting number is cast',
  guideAlt: (noun: string) =>
    `Drawing of a ${noun} casting seen from the outboard side, with an arrow to the raised casting number on its face`,
  forCasting: (casting: string) => `For the casting number ${casting}`,
  pair: 'Success!',
  pairLead: 'These two parts are used as a pair on the trailer axle.',
  one: 'Success! The following part matches your casting',
  several: 'Success! The following parts match your casting',
  aftermarket: 'Aftermarket parts',
  original: 'Original equipment parts',
  rotors: 'See the replacement rotors for this casting',
} as const;

/** 'number - description', the label of a result in a list of links. */
export const castingLink = (r: Pick<CastingResult, 'PartNumber' | 'Description'>) =>
  `${r.PartNumber} - ${r.Description}`;

export type CastingView<T> =
  { shape: 'none' } | { shape: 'single'; items: T[] } | { shape: 'pair'; items: T[] } | { shape: 'list'; items: T[] };

const serviceable = (status: string) => status === 'Active' || status === 'Service Only';

/**
 * How one group of results is shown: one gives a single view; two give the trailer pair view when
 * both are trailer parts, else a single view with paging; more than two give a list of links.
 */
export function castingView<T extends Pick<CastingResult, 'IsTrailer'>>(items: T[]): CastingView<T> {
  if (items.length === 0) return { shape: 'none' };
  if (items.length === 1) return { shape: 'single', items };
  if (items.length === 2) return { shape: items.every((i) => i.IsTrailer) ? 'pair' : 'single', items };
  return { shape: 'list', items };
}

/**
 * The results split into aftermarket and non-aftermarket; among the non-aftermarket ones Active and
 * Service Only parts are preferred over Terminated ones (those show only when nothing else does).
 */
export function splitCastings<T extends Pick<CastingResult, 'IsAftermarket' | 'Status'>>(items: T[]) {
  const aftermarket = items.filter((i) => i.IsAftermarket);
  const other = items.filter((i) => !i.IsAftermarket);
  const preferred = other.filter((i) => serviceable(i.Status));
  return { aftermarket, other: preferred.length > 0 ? preferred : other };
}
