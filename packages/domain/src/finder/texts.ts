import { message } from '../i18n/keys';
import { plainNumberText } from '../partNumber';

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
