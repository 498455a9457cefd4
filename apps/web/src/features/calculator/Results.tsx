import { asksMargins, benefitTexts, benefits, calculateResults, isPreset } from '@wheelend/domain';
import { brand } from '../../shared/config';
import { Button } from '../../shared/ui/Button';
import { NewTabLink } from '../../shared/ui/NewTabLink';
import { useT } from '../../shared/i18n';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { money } from './money';

/** The results table, the savings and the benefits. */
export function Results(p: StepProps) {
  const t = useT();
  const { session } = p;
  const preset = isPreset(session);
  const r = calculateResults(session);
  const left = t(preset ? 'calculator.side.conventional' : 'calculator.side.rebuild');
  const right = t(preset ? 'calculator.side.preset' : 'calculator.side.replace');
  // The test ids stay the English row names, whatever the language.
  const rows: [string, string, number, number][] = [
    ['Total', t('calculator.total'), r.totalRebuildCosts, r.totalReplaceCosts],
    ['Parts', t('calculator.row.parts'), r.rebuildPartsCost, r.replacePartsCost],
    ['Labor', t('calculator.row.labor'), r.rebuildLaborCost, r.replaceLaborCost],
    ['Downtime', t('calculator.row.downtime'), r.rebuildDowntimeCost, r.replaceDowntimeCost],
  ];
  const next = () =>
    p.save(
      {
        laborMargin: r.laborMargin,
        replacementMarginValue: r.replacementMarginValue,
        rebuildMarginValue: r.rebuildMarginValue,
        customerSavings: r.customerSavings,
      },
      'email',
    );
  return (
    <section aria-labelledby="results-title">
      <Question id="results-title">{t('calculator.results.title')}</Question>
      <div className={s.savings}>
        <span>{t(preset ? 'calculator.results.savingsPreset' : 'calculator.results.savings')}</span>
        <strong data-testid="savings">{money(r.customerSavings)}</strong>
      </div>
      {/* Large amounts make the table wider than a phone: its frame scrolls, by keyboard too. */}
      <div className={s.tableWrap} tabIndex={0} role="region" aria-labelledby="results-caption">
        <table className={s.table}>
          <caption id="results-caption" className="visually-hidden">
            {t('calculator.results.caption')}
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{left}</th>
              <th scope="col">{right}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([id, label, a, b]) => (
              <tr key={id} className={id === 'Total' ? s.totalRow : undefined} data-testid={`row-${id}`}>
                <th scope="row">{label}</th>
                <td>{money(a)}</td>
                <td>{money(b)}</td>
              </tr>
            ))}
            {asksMargins(session) && (
              <tr data-testid="row-Margin">
                <th scope="row">{t('calculator.row.margin')}</th>
                <td>{money(r.rebuildMarginValue)}</td>
                <td>{money(r.replacementMarginValue)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h3 className={s.subhead}>{t('calculator.benefits')}</h3>
      <ul className={s.benefits}>
        {benefits.map((b) => (
          <li key={b}>
            <strong>{t(benefitTexts[b].name)}</strong>
            <span>
              {t(benefitTexts[b].text)}
              {b === 'Extended Warranty' && (
                <>
                  {' '}
                  <NewTabLink href={brand.links.warrantyPdf}>{t('calculator.results.warrantyLink')}</NewTabLink>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button onClick={next} disabled={p.saving}>
          {t('calculator.results.email')}
        </Button>
      </div>
    </section>
  );
}
