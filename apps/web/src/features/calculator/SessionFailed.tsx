import type { UseQueryResult } from '@tanstack/react-query';
import { StepBar } from '../../shared/ui/StepBar';
import { ErrorState } from '../../shared/ui/ErrorState';
import { useT } from '../../shared/i18n';
import s from './Calculator.module.css';

/** A calculator screen whose session did not load: its heading, the failure and Retry, in the
 * calculator's column under its step bar. */
export function SessionFailed({ query, heading }: { query: UseQueryResult; heading: string }) {
  const t = useT();
  return (
    <div className={s.page}>
      <StepBar fallback="/hub" />
      <ErrorState
        error={query.error}
        onRetry={() => query.refetch()}
        heading={heading}
        headingClass={s.title}
        offline={t('calculator.offline')}
      />
    </div>
  );
}
