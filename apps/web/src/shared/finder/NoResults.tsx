import { isRefused } from '../api';
import { brand } from '../config';
import { ErrorState } from '../ui/ErrorState';
import { ButtonLink } from '../ui/Button';
import s from '../ui/Page.module.css';
import n from './NoResults.module.css';
import { useT } from '../i18n/useT';

/** Where a finder's no-results screen leads: its number search and its questions. */
export type NextSteps = { search?: string; questions?: string };

/** 'No results were found.' with the spec's call-customer-service text, or, when the finder's answers
 * (no number) found nothing, the way back to change one, or the finder's own `text`; then the finder's
 * next steps, if any (after answers, its questions again). */
export function NoResults({
  answers,
  search,
  questions,
  text,
}: NextSteps & { answers?: boolean; text?: React.ReactNode }) {
  const t = useT();
  return (
    <div className={n.screen}>
      <h1 className={s.title}>{t('common.noResults.title')}</h1>
      <p className={s.panel}>
        {text ?? t(answers ? 'common.noResults.answers' : 'common.noResults.text', { phone: brand.phone })}
      </p>
      {(search || questions) && (
        <div className={s.actions}>
          {search && <ButtonLink to={search}>{t('common.noResults.search')}</ButtonLink>}
          {questions && (
            <ButtonLink variant="secondary" to={questions}>
              {t(answers ? 'common.noResults.questionsAgain' : 'common.noResults.questions')}
            </ButtonLink>
          )}
        </div>
      )}
    </div>
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
  noResults = <NoResults />,
}: {
  error: unknown;
  onRetry: () => void;
  title: string;
  heading?: string;
  /** The screen's no-results, with its next steps. */
  noResults?: React.ReactNode;
}) {
  return isRefused(error) ? noResults : <ErrorState error={error} onRetry={onRetry} title={title} heading={heading} />;
}

/** A list of results that did not load: `LoadFailed` under the results' own failed heading. */
export function ResultsFailed({
  query,
  noResults,
}: {
  query: { error: unknown; refetch: () => unknown };
  noResults?: React.ReactNode;
}) {
  const t = useT();
  const failed = t('common.finder.resultsFailed');
  return (
    <LoadFailed
      error={query.error}
      onRetry={() => void query.refetch()}
      title={failed}
      heading={failed}
      noResults={noResults}
    />
  );
}
