/** The casting finders' own rules and texts (spec 2: Casting screens, sections 4 and 9). */
import type { CastingResult } from './contract/casting';
import type { CastingKind } from './castingKinds';
import { drumTitles } from './drum';
import { stepCode } from './hubFilters';
import { stepTitles } from './hub/questionnaire';

/** The recommended rotors of a rotor casting. */
export const rotorsOfCastingPath = (casting: string) => `/hub/replacement-rotor/rotors/${encodeURIComponent(casting)}`;

/** Hub casting questions keep the hub finder's titles (one definition); rotor offset and hub rotor type
 * have no hub step, so theirs are ours. */
const hubTitles = Object.fromEntries(
  Object.entries(stepCode).map(([step, code]) => [code, stepTitles[step as keyof typeof stepTitles].title]),
);

export const castingTitles: Record<CastingKind, Record<string, string>> = {
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
