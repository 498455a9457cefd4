/** The drum finder's own rules and texts (spec 2: Drum screens, sections 4 and 9). */

/** The part type of a brake drum in the part-number search. */
export const DRUM_PART_TYPE = 23;

export const drumTitles: Record<string, string> = {
  bcdia: 'Choose the Bolt Circle Diameter',
  pidia: 'Choose the Pilot Diameter',
  shwid: 'Choose the Shoe Width',
  szdia: 'Choose the Brake Diameter',
  holes: 'Choose the Stud Hole count',
  tmake: 'Choose the truck make',
  axpos: 'Choose the Axle position',
};

export const drumTexts = {
  question: 'Do you know your drum number?',
  success: 'Success! The following drum is recommended',
  results: 'Success! The following drums match your answers',
  noun: 'drum',
} as const;

/** A drum's notes as sentences that still read apart when a client joins them with nothing between
 * ('Balanced. Lightweight design.'): each ends with a stop, every one but the last with a space. */
export function noteSentences(notes: readonly string[]): string[] {
  const sentences = notes.map((n) => n.trim()).filter((n) => n !== '');
  return sentences.map((n, i) => `${/[.!?]$/.test(n) ? n : `${n}.`}${i < sentences.length - 1 ? ' ' : ''}`);
}
