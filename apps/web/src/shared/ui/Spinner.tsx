import type { Message } from '@wheelend/domain';
import { textOf, useT } from '../i18n/useT';
import s from './Spinner.module.css';

/** `label` is a text to show, or a domain rule's message. */
export function Spinner({ label }: { label: string | Message }) {
  const t = useT();
  return (
    <div className={s.wrap} role="status" aria-live="polite">
      <span className={s.spinner} aria-hidden="true" />
      <span>{textOf(t, label)}</span>
    </div>
  );
}
