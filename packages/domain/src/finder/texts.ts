import { message } from '../i18n/keys';
import { canLookUp, plainNumberText } from '../partNumber';

/** What a finder searches for; its word in each language is in the common catalog. */
export type FinderNoun = 'drum' | 'rotor' | 'stud' | 'hub' | 'casting' | 'assembly' | 'part';

/** The search texts every finder's number box shares (spec 2, section 2), as catalog messages. */
export const finderTexts = {
  /** The menu before anything is typed: 'Type {product} or Competitor drum number'. */
  empty: (product: string, noun: FinderNoun) => message('common.finder.empty', { product, noun }),
  placeholder: (product: string, noun: FinderNoun) => message('common.finder.placeholder', { product, noun }),
  loading: message('common.finder.loading'),
  noMatches: (text: string) => message('common.finder.noMatches', { text }),
  receiving: message('common.finder.receiving'),
  noResults: message('common.noResults.title'),
  /** A choice whose value stands for 'none' (a zero figure, axle position 0). */
  doesNotApply: message('common.finder.doesNotApply'),
} as const;

/** A typed number as a lookup takes it: in plain characters (`plainNumberText`), trimmed. */
export function lookupText(text: string): string {
  return plainNumberText(text).trim();
}

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
