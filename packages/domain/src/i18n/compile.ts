import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { dateFormat, numberFormat, pluralRules } from './intl';

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

type Values = Record<string, string | number | Date>;
type Token = CompiledMessage[number];

/** The text of a compiled message with its values, as Lingui's runtime writes it: placeholders,
 * `plural`, `selectordinal` (with `#`, exact `=n` and `offset`), `select`, `number` and `date`. For the
 * server, which has no React; `lang` is an Intl locale. */
export function formatCompiled(m: CompiledMessage, values: Values, lang: string, hash?: string): string {
  const out: string[] = [];
  for (const token of m as Token[]) {
    if (typeof token === 'string') {
      out.push(hash === undefined ? token : token.replace(/#/g, hash));
      continue;
    }
    const [name, type, format] = token as [string, string?, unknown?];
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...forms } = format as Record<string, CompiledMessage> & { offset?: number };
      const n = Number(value);
      const rule = pluralRules(lang, type === 'plural' ? 'cardinal' : 'ordinal').select(n - offset);
      const branch = forms[String(n)] ?? forms[rule] ?? forms.other;
      out.push(formatCompiled(branch, values, lang, numberFormat(lang).format(n - offset)));
    } else if (type === 'select') {
      const forms = format as Record<string, CompiledMessage>;
      out.push(formatCompiled(forms[String(value)] ?? forms.other, values, lang, hash));
    } else if (type === 'number') {
      out.push(numberFormat(lang).format(Number(value)));
    } else if (type === 'date') {
      out.push(dateFormat(lang).format(value instanceof Date ? value : new Date(String(value))));
    } else out.push(value === undefined ? `{${name}}` : String(value));
  }
  return out.join('');
}
