import { normalizePartNumber } from './partNumber';
import { PART_TYPE, partTypeName } from './partTypes';
import { message, type Message } from './i18n/keys';
import type { PartSuggestion } from './contract/search';

/** The finders whose number box finds parts of one type, and that type. The drum and rotor modules,
 * whose tables load with their finders, stay out of the home page's first load. */
export const PART_FINDER_TYPE = { drum: PART_TYPE.brakeDrum, rotor: PART_TYPE.replacementRotorKit } as const;
export type PartFinderNoun = keyof typeof PART_FINDER_TYPE;

/**
 * The all-parts search's suggestion that is the typed number itself (in any formatting, not a number it
 * starts with) as a part of another type than the finder's: none when no suggestion is that number, or
 * when one is, as the finder's own type.
 */
export function otherKindMatch<S extends Pick<PartSuggestion, 'CompetitorPartNumber' | 'PartTypeId'>>(
  text: string,
  suggestions: readonly S[],
  finderType: number,
): S | undefined {
  const number = normalizePartNumber(text);
  if (!number) return undefined;
  const same = suggestions.filter((s) => normalizePartNumber(s.CompetitorPartNumber) === number);
  return same.some((s) => s.PartTypeId === finderType) ? undefined : same[0];
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
  const type = partTypeName(match.PartTypeId);
  return type
    ? message('common.finder.otherKind', { number, type: say(type), noun })
    : message('common.finder.otherKindUnnamed', { number, noun });
}

/** The link's text to the all-parts search of the number. */
export const searchAllText = (number: string): Message => message('common.finder.searchAll', { number });
