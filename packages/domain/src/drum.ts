/** The drum finder's own rules and texts (spec 2: Drum screens, sections 4 and 9). */
import { message, type Message } from './i18n/keys';

/** The part type of a brake drum in the part-number search. */
export const DRUM_PART_TYPE = 23;

export const drumTitles: Record<string, Message> = {
  bcdia: message('drum.title.bcdia'),
  pidia: message('drum.title.pidia'),
  shwid: message('drum.title.shwid'),
  szdia: message('drum.title.szdia'),
  holes: message('drum.title.holes'),
  tmake: message('drum.title.tmake'),
  axpos: message('drum.title.axpos'),
};

/** The drum answers that are words, by question and catalog name; other names are data. */
export const drumValueWords: Record<string, Record<string, Message>> = {
  axpos: {
    Steer: message('drum.value.steer'),
    Drive: message('drum.value.drive'),
    Trailer: message('drum.value.trailer'),
  },
};

export const drumTexts = {
  question: message('drum.question'),
  success: message('drum.success'),
  results: message('drum.results'),
  noun: 'drum',
} as const;

/** A drum's notes as sentences that still read apart when a client joins them with nothing between
 * ('Balanced. Lightweight design.'): each ends with a stop, every one but the last with a space. */
export function noteSentences(notes: readonly string[]): string[] {
  const sentences = notes.map((n) => n.trim()).filter((n) => n !== '');
  return sentences.map((n, i) => `${/[.!?]$/.test(n) ? n : `${n}.`}${i < sentences.length - 1 ? ' ' : ''}`);
}
