import { useEffect, useRef, useState } from 'react';
import { APP_PREFIX, readStorage, writeStorage } from '../../shared/appState';

const keyOf = (sessionId: number, step: string) => `${APP_PREFIX}calculatorDraft.${sessionId}.${step}`;

function kept(key: string, fields: readonly string[]): Record<string, string> {
  try {
    const draft: unknown = JSON.parse(readStorage('session', key) ?? '{}');
    if (typeof draft !== 'object' || draft === null) return {};
    return Object.fromEntries(Object.entries(draft).filter(([k, v]) => fields.includes(k) && typeof v === 'string'));
  } catch {
    return {};
  }
}

/** What is typed on a step and not saved yet, kept for the tab, so that a reload shows it again.
 * `initial` gives every field's text; `clear` drops the draft once the step is saved. */
export function useDraft<K extends string>(sessionId: number, step: string, initial: () => Record<K, string>) {
  const key = keyOf(sessionId, step);
  const [text, setText] = useState<Record<K, string>>(() => {
    const start = initial();
    return { ...start, ...kept(key, Object.keys(start)) };
  });
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) writeStorage('session', key, JSON.stringify(text));
  }, [key, text]);
  const change = (field: K, value: string) => {
    typed.current = true;
    setText((x) => ({ ...x, [field]: value }));
  };
  const clear = () => writeStorage('session', key, null);
  return { text, change, clear };
}
