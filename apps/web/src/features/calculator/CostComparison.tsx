import { asksMargins, costComparison, formatMoney, isPreset, laborMarginPerHour, nextStep } from '@wheelend/domain';
import { Button } from '../../shared/ui/Button';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';

/** Parts plus labor for each option; moves on to the margins or the benefits. */
export function CostComparison(p: StepProps) {
  const { session } = p;
  const preset = isPreset(session);
  const { totalReplace, totalRebuild } = costComparison(session);
  const margins = asksMargins(session);
  const next = () => p.save({ laborMargin: laborMarginPerHour(session) }, nextStep('cost-comparison', session));
  return (
    <section aria-labelledby="cc-title">
      <h2 id="cc-title" className={s.question}>
        Cost Comparison
      </h2>
      <p className={s.intro}>Parts and labor at your labor cost.</p>
      <dl className={s.compare}>
        <div>
          <dt>{preset ? 'Total cost of a conventional hub' : 'Total cost to rebuild'}</dt>
          <dd data-testid="total-rebuild">{formatMoney(totalRebuild)}</dd>
        </div>
        <div>
          <dt>{preset ? 'Total cost of a PreSet hub' : 'Total cost to replace'}</dt>
          <dd data-testid="total-replace">{formatMoney(totalReplace)}</dd>
        </div>
      </dl>
      <div className={s.actions}>
        <Button onClick={next} disabled={p.saving}>
          {margins ? 'Calculate the Margins' : 'View Benefits'}
        </Button>
      </div>
    </section>
  );
}
