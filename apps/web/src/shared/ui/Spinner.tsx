import s from './Spinner.module.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div className={s.wrap} role="status" aria-live="polite">
      <span className={s.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
