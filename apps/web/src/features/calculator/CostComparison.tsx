import { asksMargins, costComparison, isPreset, laborMarginPerHour, nextStep } from '@wheelend/domain';
import { Button } from '../../shared/ui/Button';
import { useT } from '../../shared/i18n';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { money } from './money';

/** Parts plus labor for each option; moves on to the margins or the benefits. */
export function CostComparison(p: StepProps) {
  const t = useT();
  const { session } = p;
  const preset = isPreset(session);
  const { totalReplace, totalRebuild } = costComparison(session);
  const margins = asksMargins(session);
  const next = () => p.save({ laborMargin: laborMarginPerHour(session) }, nextStep('cost-comparison', session));
  return (
    <section aria-labelledby="cc-title">
      <Question id="cc-title">{t('calculator.compare.title')}</Question>
      <p className={s.intro}>{t('calculator.compare.intro')}</p>
      <dl className={s.compare}>
        <div>
          <dt>{t(preset ? 'calculator.compare.rebuildPreset' : 'calculator.compare.rebuild')}</dt>
          <dd data-testid="total-rebuild">{money(totalRebuild)}</dd>
        </div>
        <div>
          <dt>{t(preset ? 'calculator.compare.replacePreset' : 'calculator.compare.replace')}</dt>
          <dd data-testid="total-replace">{money(totalReplace)}</dd>
        </div>
      </dl>
      <div className={s.actions}>
        <Button onClick={next} disabled={p.saving}>
          {t(margins ? 'calculator.compare.margins' : 'calculator.compare.benefits')}
        </Button>
      </div>
    </section>
  );
}
