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
