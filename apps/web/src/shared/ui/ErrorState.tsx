import s from './States.module.css';

/** A failed call: what happened, and Retry. */
export function ErrorState({
  error,
  onRetry,
  title = 'Something went wrong',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const message = error instanceof Error ? error.message : 'The request failed.';
  return (
    <div className={s.error} role="alert">
      <p className={s.title}>{title}</p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={s.retry} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={s.empty}>
      <p className={s.title}>{title}</p>
      {children}
    </div>
  );
}
