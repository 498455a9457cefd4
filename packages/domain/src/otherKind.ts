import { canLookUp, normalizePartNumber } from './partNumber';
import { partTypeName } from './partTypes';
import { lookupText } from './finder/texts';
import { message, type Message } from './i18n/keys';
import type { PartSuggestion } from './contract/search';
import { DRUM_PART_TYPE } from './drum';
import { ROTOR_PART_TYPE } from './rotor';

/** The finders whose number box finds parts of one type, and that type. */
export const PART_FINDER_TYPE = { drum: DRUM_PART_TYPE, rotor: ROTOR_PART_TYPE } as const;
export type PartFinderNoun = keyof typeof PART_FINDER_TYPE;

/** The home page's address with a number in its search box: `/hub?number=BW15374-XL`. */
export const HOME_NUMBER_PARAM = 'number';
export function homeSearchPath(number: string): string {
  return `/hub?${HOME_NUMBER_PARAM}=${encodeURIComponent(number)}`;
}

/** The number the home page's box starts with, from its address's parameter (decoded already): folded
 * as the box folds what is typed; empty when it is missing or no lookup takes it (too long, control
 * characters, half a character). */
export function numberFromAddress(raw: string | null | undefined): string {
  if (raw == null || /\p{Cs}/u.test(raw)) return '';
  const text = lookupText(raw);
  return canLookUp(text) ? text : '';
}

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
