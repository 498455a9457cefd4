/** Suggestions made from the saved catalog, which open the saved summary rather than the online screens. */
const fromSaved = new WeakSet<object>();
export const markSaved = (s: object) => fromSaved.add(s);
export const isSavedSuggestion = (s: object) => fromSaved.has(s);

/** The path of a part's saved summary. */
export const savedPartPath = (number: string) => `/offline/part/${encodeURIComponent(number)}`;
