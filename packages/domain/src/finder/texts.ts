/** The search texts every finder's number box shares (spec 2, section 2). */
export const finderTexts = {
  /** The menu before anything is typed: 'Type {product} or Competitor drum number'. */
  empty: (product: string, noun: string) => `Type ${product} or Competitor ${noun} number`,
  placeholder: (product: string, noun: string) => `Please enter a valid ${product} or Competitor ${noun} number`,
  loading: 'Loading...',
  noMatches: (text: string) => `No matches for ${text}`,
  receiving: 'Receiving results',
  noResults: 'No results were found.',
  /** A choice whose value stands for 'none' (a zero figure, axle position 0). */
  doesNotApply: 'Does not apply',
} as const;
