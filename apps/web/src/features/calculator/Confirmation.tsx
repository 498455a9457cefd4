import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { ErrorState } from '../../shared/ui/ErrorState';
import { restartSession } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { Icon } from '../../shared/ui/Icon';
import { useT } from '../../shared/i18n';

/** Thank You; Start Again ends this session and opens the first step with a new one. */
export function Confirmation(p: StepProps) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const startAgain = async () => {
    setBusy(true);
    setError(null);
    try {
      p.replace(await restartSession(p.session));
      navigate('/replace/choose-calculator');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="thanks" className={s.confirmation}>
      <div className={s.check} aria-hidden="true">
        <Icon name="check" size={40} weight={3} />
      </div>
      <Question id="thanks">{t('calculator.thanks.title')}</Question>
      <p>{t('calculator.thanks.sent')}</p>
      <p className={s.hint}>{t('calculator.thanks.delay')}</p>
      {error != null && <ErrorState action title={t('calculator.restartFailed')} error={error} onRetry={startAgain} />}
      <div className={s.actions}>
        <Button onClick={startAgain} disabled={busy}>
          {t('calculator.startAgain')}
        </Button>
      </div>
    </section>
  );
}
