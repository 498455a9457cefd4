import { normalizePartNumber } from './partNumber';
import { HUB_ASSEMBLY_TYPES, PART_TYPE, partTypeName, STUD_PART_TYPES } from './partTypes';
import { message, type Message } from './i18n/keys';
import type { PartSuggestion } from './contract/search';

/** The finders whose number box finds parts of one kind, and the part types of that kind: a hub
 * assembly box (the hub search's, the hub components', the comparison's) takes the exclusive hubs
 * too, the stud box axle studs too. The drum and rotor modules, whose tables load with their finders,
 * stay out of the home page's first load. */
export const PART_FINDER_TYPE = {
  drum: [PART_TYPE.brakeDrum],
  rotor: [PART_TYPE.replacementRotorKit],
  hub: HUB_ASSEMBLY_TYPES,
  stud: STUD_PART_TYPES,
} as const satisfies Record<string, readonly number[]>;
export type PartFinderNoun = keyof typeof PART_FINDER_TYPE;

/** Names of types the spec's list does not name, that a finder's box may meet: a drum, and the casting
 * numbers stamped on the parts themselves. */
const otherNames: Record<number, Message> = {
  [PART_TYPE.brakeDrum]: message('otherKind.brakeDrum'),
  [PART_TYPE.casting]: message('otherKind.hubCasting'),
  [PART_TYPE.rotorCasting]: message('otherKind.rotorCasting'),
  [PART_TYPE.drumCasting]: message('otherKind.drumCasting'),
};

/**
 * The all-parts search's suggestion that is the typed number itself (in any formatting, not a number it
 * starts with) as a part of another type than the finder's: none when no suggestion is that number, or
 * when one is, as one of the finder's own types.
 */
export function otherKindMatch<S extends Pick<PartSuggestion, 'CompetitorPartNumber' | 'PartTypeId'>>(
  text: string,
  suggestions: readonly S[],
  finderTypes: number | readonly number[],
): S | undefined {
  const number = normalizePartNumber(text);
  if (!number) return undefined;
  const own: readonly number[] = typeof finderTypes === 'number' ? [finderTypes] : finderTypes;
  const same = suggestions.filter((s) => normalizePartNumber(s.CompetitorPartNumber) === number);
  return same.some((s) => own.includes(s.PartTypeId)) ? undefined : same[0];
}

/** What a finder's box says of a number of another type: 'BW15374-XL is listed as Complete Hub
 * Assembly, not as a brake drum.', with the catalog's own writing of the number and the type's name as
 * `say` words it (the reader's language). */
export function otherKindText(
  match: Pick<PartSuggestion, 'CompetitorPartNumber' | 'PartTypeId'>,
  noun: PartFinderNoun,
  say: (name: Message) => string,
): Message {
  const number = match.CompetitorPartNumber;
  const type = partTypeName(match.PartTypeId) ?? otherNames[match.PartTypeId];
  return type
    ? message('otherKind.text', { number, type: say(type), noun })
    : message('otherKind.unnamed', { number, noun });
}

/** The link's text to the all-parts search of the number. */
export const searchAllText = (number: string): Message => message('otherKind.searchAll', { number });
