import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Message, MessageKey, MessageValues } from '@wheelend/domain';

export type T = {
  (id: MessageKey, values?: MessageValues): string;
  (message: Message): string;
};

/** The text of a key (or of a domain rule's message) in the active language; re-renders on a switch. */
export function useT(): T {
  // `_` is a new function after each switch, so the components using it re-render in the new language.
  const { _ } = useLingui();
  return useMemo(() => {
    const t = (id: MessageKey | Message, values?: MessageValues) =>
      typeof id === 'string' ? _(id, values) : _(id.id, id.values);
    return t as T;
  }, [_]);
}

/** A text of the screen: words from the catalog data as they are, or a message to translate. */
export type Text = string | Message;

/** Part data stays as the catalog has it; a domain rule's message is shown in the active language. */
export const textOf = (t: T, x: Text) => (typeof x === 'string' ? x : t(x));
