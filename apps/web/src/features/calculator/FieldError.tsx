import s from './Calculator.module.css';

/** The message of a refused field, which the field names with aria-describedby `{id}-error`. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={s.fieldError}>
      {error}
    </p>
  );
}
