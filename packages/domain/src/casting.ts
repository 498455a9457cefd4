/** The casting finders' own rules and texts (spec 2: Casting screens, sections 4 and 9). */
import type { CastingResult } from './contract/casting';
import type { CastingKind, castingKinds } from './castingKinds';
import { drumTitles } from './drum';
import { message, type Message } from './i18n/keys';
import { stepCode } from './hubFilters';
import { stepTitles } from './hub/texts';

/** The recommended rotors of a rotor casting. */
export const rotorsOfCastingPath = (casting: string) => `/hub/replacement-rotor/rotors/${encodeURIComponent(casting)}`;

/** Hub casting questions keep the hub finder's titles and drum casting questions the drum finder's
 * (one definition; their screens load those areas too); the other questions' titles are ours. */
const hubTitles = Object.fromEntries(
  Object.entries(stepCode).map(([step, code]) => [code, stepTitles[step as keyof typeof stepTitles].title]),
);

export const castingTitles: Record<CastingKind, Record<string, string | Message>> = {
  casting: { ...hubTitles, rtoff: message('casting.title.rtoff'), hubrt: message('casting.title.hubrt') },
  rotorcasting: { trtyp: message('casting.title.trtyp') },
  drumcasting: {
    ...drumTitles,
    bhdia: message('casting.title.bhdia'),
    ovdpt: message('casting.title.ovdpt'),
    trtyp: message('casting.title.trtyp'),
  },
};

/** The casting answers that are words, by question and catalog name; other names are data. */
export const castingValueWords: Record<string, Record<string, Message>> = {
  trtyp: { Truck: message('casting.value.truck'), Trailer: message('casting.value.trailer') },
};

type Noun = (typeof castingKinds)[CastingKind]['noun'];

export const castingTexts = {
  start: (noun: Noun) => message('casting.start', { noun }),
  /** The casting path offers only this way in (spec 2, section 2). */
  proceed: message('casting.proceed'),
  where: (noun: Noun) => message('casting.where', { noun }),
  whereCaption: message('casting.whereCaption'),
  guideAlt: (noun: Noun) => message('casting.guideAlt', { noun }),
  forCasting: (casting: string) => message('casting.forCasting', { casting }),
  pair: message('casting.pair'),
  pairLead: message('casting.pairLead'),
  one: message('casting.one'),
  several: message('casting.several'),
  aftermarket: message('casting.aftermarket'),
  original: message('casting.original'),
  rotors: message('casting.rotors'),
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
