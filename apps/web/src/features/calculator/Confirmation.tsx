import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/Button';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { useStartAgain } from './StartAgain';
import { Icon } from '../../shared/ui/Icon';
import { useT } from '../../shared/i18n';

/** Thank You; Start Again ends this session and opens the first step with a new one. */
export function Confirmation(p: StepProps) {
  const t = useT();
  const navigate = useNavigate();
  const { startAgain, busy, failed } = useStartAgain(p, () => navigate('/replace/choose-calculator'));
  return (
    <section aria-labelledby="thanks" className={s.confirmation}>
      <div className={s.check} aria-hidden="true">
        <Icon name="check" size={40} weight={3} />
      </div>
      <Question id="thanks">{t('calculator.thanks.title')}</Question>
      <p>{t('calculator.thanks.sent')}</p>
      <p className={s.hint}>{t('calculator.thanks.delay')}</p>
      {failed}
      <div className={s.actions}>
        <Button onClick={startAgain} aria-disabled={busy}>
          {t('calculator.startAgain')}
        </Button>
      </div>
    </section>
  );
}
