import { textOf, useT, type Text } from '../../shared/i18n';
import s from './Calculator.module.css';

/** The message of a refused field, which the field names with aria-describedby `{id}-error`. */
export function FieldError({ id, error }: { id: string; error?: Text | null }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={s.fieldError}>
      {textOf(t, error)}
    </p>
  );
}
