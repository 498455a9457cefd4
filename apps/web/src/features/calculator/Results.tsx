import { asksMargins, benefits, calculateResults, formatMoney, isPreset } from '@wheelend/domain';
import { brand } from '../../shared/config';
import { Button } from '../../shared/ui/Button';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';

const benefitText: Record<(typeof benefits)[number], string> = {
  'Maximize Uptime': 'A complete hub goes on faster than a rebuild, so the truck is back on the road sooner.',
  'Extended Warranty': '5 years/500,000 mile warranty with a PreSet Plus Spindle Nut (PreSet hubs only).',
  'Simplified Process': 'Bearings come preset from the factory: no bearing adjustment and fewer comebacks.',
};

/** The results table, the savings and the benefits. */
export function Results(p: StepProps) {
  const { session } = p;
  const preset = isPreset(session);
  const r = calculateResults(session);
  const left = preset ? 'Conventional' : 'Rebuild';
  const right = preset ? 'PreSet' : 'Replace';
  const rows: [string, number, number][] = [
    ['Total', r.totalRebuildCosts, r.totalReplaceCosts],
    ['Parts', r.rebuildPartsCost, r.replacePartsCost],
    ['Labor', r.rebuildLaborCost, r.replaceLaborCost],
    ['Downtime', r.rebuildDowntimeCost, r.replaceDowntimeCost],
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
      <h2 id="results-title" className={s.question}>
        Results
      </h2>
      <div className={s.savings}>
        <span>Savings with {preset ? 'a PreSet hub' : 'a replacement hub'}</span>
        <strong data-testid="savings">{formatMoney(r.customerSavings)}</strong>
      </div>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className="visually-hidden">Costs of each option</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{left}</th>
              <th scope="col">{right}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b]) => (
              <tr key={label} className={label === 'Total' ? s.totalRow : undefined} data-testid={`row-${label}`}>
                <th scope="row">{label}</th>
                <td>{formatMoney(a)}</td>
                <td>{formatMoney(b)}</td>
              </tr>
            ))}
            {asksMargins(session) && (
              <tr data-testid="row-Margin">
                <th scope="row">Your margin</th>
                <td>{formatMoney(r.rebuildMarginValue)}</td>
                <td>{formatMoney(r.replacementMarginValue)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h3 className={s.subhead}>Benefits</h3>
      <ul className={s.benefits}>
        {benefits.map((b) => (
          <li key={b}>
            <strong>{b}</strong>
            <span>
              {benefitText[b]}
              {b === 'Extended Warranty' && (
                <>
                  {' '}
                  <a href={brand.links.warrantyPdf} target="_blank" rel="noreferrer">
                    Read the warranty (PDF)
                  </a>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button onClick={next} disabled={p.saving}>
          Email Results
        </Button>
      </div>
    </section>
  );
}
