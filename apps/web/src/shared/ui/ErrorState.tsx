import { useT } from '../i18n/useT';
import { serverErrorText } from '../i18n/serverError';
import { activeLocale } from '../i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isRefused } from '../api';
import { OfflineNotice } from '../offline/ui';
import s from './States.module.css';
import p from './Page.module.css';

/** A failed call: what happened, and Retry. Retry also reloads every other call of the screen that failed;
 * a request the server refused itself (`isRefused`) gets the same answer again, so it has none.
 * Offline, a screen that could not load says what works without a connection instead; a failed
 * `action` (a save) keeps its title and Retry. A screen that failed whole passes its `heading`, shown
 * above as the page's `h1` (the alert then leaves out a title that reads the same). */
export function ErrorState({
  error,
  onRetry,
  title,
  action,
  heading,
  headingClass = p.title,
  offline,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  action?: boolean;
  heading?: string;
  /** The class of the heading as the loaded screen styles it (the shared page title's by default). */
  headingClass?: string;
  /** Offline: why this screen needs a connection, in place of the usual reason. */
  offline?: string;
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
  const retry = ({ currentTarget: button }: React.MouseEvent<HTMLElement>) => {
    const main = button.closest('main');
    // Once the failure is gone (the button and the focus with it), the focus goes to the heading of a
    // screen that failed whole, as after a navigation, to the control that opened the panel the
    // failure is in (a kit's toggle), or to the number box whose lookup failed.
    const panel = button.parentElement?.closest<HTMLElement>('[id]');
    const opener = panel && main?.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`);
    const box = [...(main?.querySelectorAll<HTMLElement>('[role=combobox]') ?? [])]
      .filter((b) => b.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING)
      .pop();
    if (main && (heading || opener || box)) {
      const loaded = new MutationObserver(() => {
        const to = heading ? main.querySelector('h1') : (opener ?? box);
        if (button.isConnected || !to?.isConnected) return;
        loaded.disconnect();
        if (document.activeElement === document.body) {
          if (heading) to.tabIndex = -1;
          to.focus({ preventScroll: true });
        }
      });
      loaded.observe(main, { childList: true, subtree: true });
    }
    onRetry?.();
    void client.refetchQueries(
      { type: 'active', predicate: (q) => q.state.status === 'error' },
      { cancelRefetch: false },
    );
  };
  const alert =
    !action && error instanceof ApiError && error.code === 'NETWORK' && !navigator.onLine ? (
      <OfflineNotice text={offline} />
    ) : (
      <div className={s.error} role="alert">
        {(!heading || title !== heading) && <p className={s.title}>{title ?? t('common.error.title')}</p>}
        <p>{message}</p>
        {onRetry && !isRefused(error) && (
          <button type="button" className={s.retry} onClick={retry}>
            {t('common.error.retry')}
          </button>
        )}
      </div>
    );
  if (!heading) return alert;
  return (
    <>
      <h1 className={headingClass || undefined}>{heading}</h1>
      {alert}
    </>
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
