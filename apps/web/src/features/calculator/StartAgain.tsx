import { useState } from 'react';
import { ErrorState } from '../../shared/ui/ErrorState';
import { useT } from '../../shared/i18n';
import { restartSession } from './session';
import type { StepProps } from './CalculatorPage';

/** Start Again: ends the session and starts a new one, then `done`. `failed` says it did not, with Retry.
 * Its button is `aria-disabled` while `busy`, not disabled: the focus stays on it when it fails. */
export function useStartAgain({ session, replace }: Pick<StepProps, 'session' | 'replace'>, done?: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const startAgain = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      replace(await restartSession(session));
      done?.();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const failed =
    error != null ? (
      <ErrorState action title={t('calculator.restartFailed')} error={error} onRetry={() => void startAgain()} />
    ) : null;
  return { startAgain, busy, failed };
}
