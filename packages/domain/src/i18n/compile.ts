import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][i],
  ]),
);
const filler = 'ŀōñĝéŕ ţéẋţ ';

/** One run of text in the pseudo-locale: every letter accented, a third longer. Tags like `<0>` keep
 * their digits, so rich-text slots still match; the compiler keeps ICU placeholders out of the runs. */
export function pseudoText(text: string): string {
  const accented = text.replace(/[a-zA-Z]/g, (c) => accents[c]);
  const letters = text.replace(/[^a-zA-Z]/g, '').length;
  if (letters === 0) return accented;
  const extra = Math.ceil(letters / 3);
  let pad = '';
  while (pad.length < extra) pad += filler;
  return accented + pad.slice(0, extra);
}

export type { CompiledMessage };
export type CompiledCatalog = Record<string, CompiledMessage>;

/** A catalog of ICU messages compiled ahead of time with Lingui's compiler, so that no parser runs in
 * the browser; `pseudo` makes the pseudo-locale from the English catalog. Throws on a malformed message,
 * naming its key. */
export function compileCatalog(messages: Record<string, string>, pseudo = false): CompiledCatalog {
  const out: CompiledCatalog = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      out[key] = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
    } catch (e) {
      throw new Error(`Message ${key} is not valid ICU: ${(e as Error).message}`, { cause: e });
    }
  }
  return out;
}
