import { useId, useRef, useState, type FormEvent } from 'react';
import { useDraft } from './draft';
import {
  amountError,
  asksMargins,
  downtimeExamples,
  formatNumber,
  isPreset,
  nextStep,
  parseAmount,
  rebuildRunningTotal,
  replaceRunningTotal,
  DEFAULT_PRESET_CONVENTIONAL_HOURS,
  DEFAULT_REBUILD_HOURS,
  DEFAULT_REPLACE_HOURS,
  MARKUP_PLACEHOLDER,
  type AmountUnit,
  type CalculatorInputs,
  type Message,
} from '@wheelend/domain';
import { brand } from '../../shared/config';
import { Button } from '../../shared/ui/Button';
import type { Session, SessionValues } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { FieldError } from './FieldError';
import { currencySign, decimalMark, money } from './money';
import { activeLocale, useT, type T } from '../../shared/i18n';

type Key = keyof CalculatorInputs & keyof SessionValues;
type Field = {
  key: Key;
  label: string;
  hint?: string;
  unit: '$' | '%' | 'hours';
  fallback?: number;
  placeholder?: string;
};
type Form = { title: string; intro?: string; fields: Field[]; total?: (i: CalculatorInputs) => number };

function formOf(t: T, { step, session }: StepProps): Form {
  const preset = isPreset(session);
  switch (step) {
    case 'rebuild-costs':
      return {
        title: t(preset ? 'calculator.rebuild.titlePreset' : 'calculator.rebuild.title'),
        intro: t(preset ? 'calculator.rebuild.introPreset' : 'calculator.rebuild.intro'),
        fields: [
          { key: 'wheelSealCost', label: t('calculator.field.wheelSealCost'), unit: '$' },
          {
            key: 'bearingSetCost',
            label: t(preset ? 'calculator.field.bearingConeCost' : 'calculator.field.bearingSetCost'),
            unit: '$',
          },
          ...(preset
            ? ([
                {
                  key: 'hubCost',
                  label: t('calculator.field.hubCost'),
                  hint: t('calculator.field.hubCostHint'),
                  unit: '$',
                },
                { key: 'manualSpindleNutCost', label: t('calculator.field.manualSpindleNutCost'), unit: '$' },
              ] as Field[])
            : []),
        ],
        total: rebuildRunningTotal,
      };
    case 'replacement-costs':
      return {
        title: t(preset ? 'calculator.replacement.titlePreset' : 'calculator.replacement.title'),
        intro: t(preset ? 'calculator.replacement.introPreset' : 'calculator.replacement.intro'),
        fields: [
          {
            key: 'replacementHubCost',
            label: t(preset ? 'calculator.field.hubAssemblyCost' : 'calculator.field.hubCost'),
            unit: '$',
          },
          {
            key: 'spindleNutCost',
            label: t('calculator.field.spindleNutCost'),
            unit: '$',
            hint: t('calculator.field.spindleNutHint', { product: brand.product }),
          },
        ],
        total: replaceRunningTotal,
      };
    case 'labor-costs':
      return {
        title: t('calculator.labor.title'),
        intro: t('calculator.labor.intro'),
        fields: [
          { key: 'laborRate', label: t('calculator.field.laborRate'), unit: '$' },
          ...(asksMargins(session)
            ? ([
                {
                  key: 'billableLaborRate',
                  label: t('calculator.field.billableLaborRate'),
                  hint: t('calculator.field.billableHint'),
                  unit: '$',
                },
              ] as Field[])
            : []),
          preset
            ? {
                key: 'rebuildHours',
                label: t('calculator.field.conventionalHours'),
                hint: t('calculator.field.conventionalHoursHint', { hours: DEFAULT_PRESET_CONVENTIONAL_HOURS }),
                unit: 'hours',
                fallback: DEFAULT_PRESET_CONVENTIONAL_HOURS,
              }
            : {
                key: 'rebuildHours',
                label: t('calculator.field.rebuildHours'),
                unit: 'hours',
                fallback: DEFAULT_REBUILD_HOURS,
              },
          {
            key: 'replaceHours',
            label: t(preset ? 'calculator.field.presetHours' : 'calculator.field.replaceHours'),
            unit: 'hours',
            fallback: DEFAULT_REPLACE_HOURS,
          },
        ],
      };
    case 'margin-parts':
      return {
        title: t('calculator.margin.title'),
        intro: t('calculator.margin.intro'),
        fields: [
          {
            key: 'partsMargin',
            label: t('calculator.field.partsMargin'),
            unit: '%',
            placeholder: String(MARKUP_PLACEHOLDER),
          },
        ],
      };
    default:
      return {
        title: t('calculator.downtime.title'),
        intro: t('calculator.downtime.intro'),
        fields: [{ key: 'downtimeCosts', label: t('calculator.field.downtimeCosts'), unit: '$' }],
      };
  }
}

/** A whole-dollar amount of the downtime examples, in the reader's format and the brand's currency. */
const dollars = (amount: number) =>
  formatNumber(amount, activeLocale(), {
    style: 'currency',
    currency: brand.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });

const units: Record<Field['unit'], AmountUnit> = { $: 'money', '%': 'percent', hours: 'hours' };

/** A saved value as the reader writes it (42,5 in French). */
const initial = (session: Session, f: Field, decimal: string) => {
  const v = session[f.key];
  const n = typeof v === 'number' ? v : f.fallback;
  return n === undefined ? '' : String(n).replace('.', decimal);
};

/** A form of money, hour or percentage inputs with a running total where the spec has one. */
export function AmountsStep(p: StepProps) {
  const t = useT();
  const form = formOf(t, p);
  const sign = currencySign();
  const decimal = decimalMark();
  const uid = useId();
  const { text, change, clear } = useDraft(p.session.id, p.step, () =>
    Object.fromEntries(form.fields.map((f) => [f.key, initial(p.session, f, decimal)])),
  );
  const [errors, setErrors] = useState<Record<string, Message | undefined>>({});
  const refs = useRef<Record<string, HTMLInputElement | null>>({});

  const error = (f: Field, t: string) => amountError(t, { unit: units[f.unit], decimal });
  const values = (): SessionValues =>
    Object.fromEntries(form.fields.map((f) => [f.key, parseAmount(text[f.key], decimal) ?? null])) as SessionValues;
  // The running total counts what the fields would save: a value refused (over its limit) counts as none.
  const live = {
    ...p.session,
    ...Object.fromEntries(
      form.fields.map((f) => [f.key, error(f, text[f.key]) ? null : parseAmount(text[f.key], decimal)]),
    ),
  };

  const check = (f: Field, t: string) => setErrors((e) => ({ ...e, [f.key]: error(f, t) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = Object.fromEntries(form.fields.map((f) => [f.key, error(f, text[f.key])]));
    setErrors(found);
    const first = form.fields.find((f) => found[f.key]);
    if (first) {
      refs.current[first.key]?.focus();
      return;
    }
    const v = values();
    if (p.step === 'labor-costs' && !asksMargins(p.session)) v.billableLaborRate = 0;
    void p.save(v, nextStep(p.step, { ...p.session, ...v })).then((saved) => saved && clear());
  };

  return (
    <section aria-labelledby={`${uid}-title`}>
      <Question id={`${uid}-title`}>{form.title}</Question>
      {form.intro && <p className={s.intro}>{form.intro}</p>}
      <form noValidate onSubmit={submit} className={s.form}>
        {form.fields.map((f) => {
          const id = `${uid}-${f.key}`;
          const err = errors[f.key];
          const described = [f.hint ? `${id}-hint` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ');
          return (
            <div key={f.key} className={s.field}>
              <label htmlFor={id} className={s.label}>
                {f.label}
              </label>
              {f.hint && (
                <p id={`${id}-hint`} className={s.hint}>
                  {f.hint}
                </p>
              )}
              <div className={`${s.inputWrap} ${err ? s.invalid : ''}`}>
                {f.unit === '$' && !sign.after && (
                  <span className={s.affix} aria-hidden="true">
                    {sign.sign}
                  </span>
                )}
                <input
                  ref={(el) => {
                    refs.current[f.key] = el;
                  }}
                  id={id}
                  name={f.key}
                  className={s.input}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  aria-required="true"
                  aria-invalid={err ? true : undefined}
                  aria-describedby={described || undefined}
                  placeholder={f.placeholder}
                  value={text[f.key]}
                  onChange={(e) => {
                    const t = e.target.value;
                    change(f.key, t);
                    if (errors[f.key]) check(f, t);
                  }}
                />
                {(f.unit !== '$' || sign.after) && (
                  <span className={s.affix} aria-hidden="true">
                    {f.unit === '$' ? sign.sign : f.unit === '%' ? '%' : t('calculator.unit.hours')}
                  </span>
                )}
              </div>
              <FieldError id={id} error={err} />
            </div>
          );
        })}
        {form.total && (
          <p className={s.runningTotal} aria-live="polite">
            <span>{t('calculator.total')}</span> <strong data-testid="running-total">{money(form.total(live))}</strong>
          </p>
        )}
        {p.step === 'downtime-costs' && (
          <div className={s.examples}>
            <h3>{t('calculator.downtime.examples')}</h3>
            <dl>
              {downtimeExamples.map((x) => (
                <div key={x.label.id}>
                  <dt>{t(x.label)}</dt>
                  <dd>
                    {x.to === undefined
                      ? t('calculator.downtime.more', { from: dollars(x.from) })
                      : t('calculator.downtime.range', { from: dollars(x.from), to: dollars(x.to) })}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <div className={s.actions}>
          <Button type="submit" disabled={p.saving}>
            {p.saving ? t('calculator.saving') : t('calculator.next')}
          </Button>
        </div>
      </form>
    </section>
  );
}
