import { isRefused } from '../api';
import { brand } from '../config';
import { ErrorState } from '../ui/ErrorState';
import s from '../ui/Page.module.css';
import { useT } from '../i18n/useT';

/** 'No results were found.' with the spec's call-customer-service text. */
export function NoResultsMessage() {
  const t = useT();
  return (
    <>
      <h1 className={s.title}>{t('common.noResults.title')}</h1>
      <p className={s.panel}>{t('common.noResults.text', { phone: brand.phone })}</p>
    </>
  );
}

/** A load that failed. What the address asks for and the server refuses (a junk or overlong id, no
 * such part) finds nothing: the no-results screen. A failure that asking again may mend (the network,
 * the server) shows what happened, with Retry, under the screen's `heading` when the load was the
 * screen's own. */
export function LoadFailed({
  error,
  onRetry,
  title,
  heading,
}: {
  error: unknown;
  onRetry: () => void;
  title: string;
  heading?: string;
}) {
  return isRefused(error) ? (
    <NoResultsMessage />
  ) : (
    <ErrorState error={error} onRetry={onRetry} title={title} heading={heading} />
  );
}
