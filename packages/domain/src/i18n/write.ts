import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pluralRules, writeDate, writeNumber } from './intl';

type Values = Record<string, string | number | Date>;
type Token = CompiledMessage[number];

/** The text of a compiled message with its values, as Lingui's runtime writes it: placeholders,
 * `plural`, `selectordinal` (with `#`, exact `=n` and `offset`), `select`, `number` and `date`; `lang` is
 * an Intl locale. The server's texts, and the web app's that write a number or a date (useT). */
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
      out.push(formatCompiled(branch, values, lang, writeNumber(lang, n - offset)));
    } else if (type === 'select') {
      const forms = format as Record<string, CompiledMessage>;
      out.push(formatCompiled(forms[String(value)] ?? forms.other, values, lang, hash));
    } else if (type === 'number') {
      out.push(writeNumber(lang, Number(value)));
    } else if (type === 'date') {
      out.push(writeDate(lang, value instanceof Date ? value : new Date(String(value))));
    } else out.push(value === undefined ? `{${name}}` : String(value));
  }
  return out.join('');
}
