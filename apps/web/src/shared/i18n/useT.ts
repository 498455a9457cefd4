import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import {
  formatCompiled,
  intlLocale,
  type Locale,
  type Message,
  type MessageKey,
  type MessageValues,
} from '@wheelend/domain';

export type T = {
  (id: MessageKey, values?: MessageValues): string;
  (message: Message): string;
};

/** Whether a compiled message writes a number or a date (a plural's `#` among them). */
function writesNumbers(m: unknown): boolean {
  return (
    Array.isArray(m) &&
    m.some(
      (token) =>
        Array.isArray(token) &&
        (['plural', 'selectordinal', 'number', 'date'].includes(token[1] as string) ||
          (token[1] === 'select' && Object.values((token[2] ?? {}) as object).some(writesNumbers))),
    )
  );
}

/** The text of a key (or of a domain rule's message) in the active language; re-renders on a switch.
 * A text that writes a number or a date is written by the domain's formatter, which writes the plain
 * ones without making an Intl format (Lingui would make one, a long task the first time on a phone). */
export function useT(): T {
  // `_` is a new function after each switch, so the components using it re-render in the new language.
  const { _, i18n } = useLingui();
  return useMemo(() => {
    const text = (id: string, values?: MessageValues) => {
      const m = i18n.messages[id];
      return writesNumbers(m)
        ? formatCompiled(m as Parameters<typeof formatCompiled>[0], values ?? {}, intlLocale(i18n.locale as Locale))
        : _(id, values);
    };
    const t = (id: MessageKey | Message, values?: MessageValues) =>
      typeof id === 'string' ? text(id, values) : text(id.id, id.values);
    return t as T;
  }, [_, i18n]);
}

/** A text of the screen: words from the catalog data as they are, or a message to translate. */
export type Text = string | Message;

/** Part data stays as the catalog has it; a domain rule's message is shown in the active language. */
export const textOf = (t: T, x: Text) => (typeof x === 'string' ? x : t(x));
