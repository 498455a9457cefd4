import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { OfflineNotice } from '../offline/ui';
import s from './States.module.css';

/** A failed call: what happened, and Retry. Retry also reloads every other call of the screen that failed. */
export function ErrorState({
  error,
  onRetry,
  title = 'Something went wrong',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const client = useQueryClient();
  const message = error instanceof Error ? error.message : 'The request failed.';
  const retry = () => {
    onRetry?.();
    void client.refetchQueries(
      { type: 'active', predicate: (q) => q.state.status === 'error' },
      { cancelRefetch: false },
    );
  };
  if (error instanceof ApiError && error.code === 'NETWORK' && !navigator.onLine) return <OfflineNotice />;
  return (
    <div className={s.error} role="alert">
      <p className={s.title}>{title}</p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={s.retry} onClick={retry}>
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
