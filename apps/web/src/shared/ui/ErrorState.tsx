import { useT } from '../i18n/useT';
import { serverErrorText } from '../i18n/serverError';
import { activeLocale } from '../i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { OfflineNotice } from '../offline/ui';
import s from './States.module.css';

/** A failed call: what happened, and Retry. Retry also reloads every other call of the screen that failed.
 * Offline, a screen that could not load says what works without a connection instead; a failed
 * `action` (a save) keeps its title and Retry. */
export function ErrorState({
  error,
  onRetry,
  title,
  action,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  action?: boolean;
}) {
  const t = useT();
  const client = useQueryClient();
  // The message of a fault of the app's own is no text for the reader (and is English): shown in development only.
  const message =
    error instanceof ApiError && error.code === 'NETWORK'
      ? t('common.error.network')
      : error instanceof ApiError
        ? serverErrorText(t, error, activeLocale())
        : import.meta.env.DEV && error instanceof Error
          ? error.message
          : t('common.error.request');
  const retry = () => {
    onRetry?.();
    void client.refetchQueries(
      { type: 'active', predicate: (q) => q.state.status === 'error' },
      { cancelRefetch: false },
    );
  };
  if (!action && error instanceof ApiError && error.code === 'NETWORK' && !navigator.onLine) return <OfflineNotice />;
  return (
    <div className={s.error} role="alert">
      <p className={s.title}>{title ?? t('common.error.title')}</p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={s.retry} onClick={retry}>
          {t('common.error.retry')}
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
