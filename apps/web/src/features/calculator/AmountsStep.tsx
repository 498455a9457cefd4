import { useId, useRef, useState, type FormEvent } from 'react';
import {
  amountError,
  asksMargins,
  downtimeExamples,
  formatMoney,
  isPreset,
  nextStep,
  parseAmount,
  rebuildRunningTotal,
  replaceRunningTotal,
  DEFAULT_PRESET_CONVENTIONAL_HOURS,
  DEFAULT_REBUILD_HOURS,
  DEFAULT_REPLACE_HOURS,
  MARKUP_PLACEHOLDER,
  type CalculatorInputs,
} from '@wheelend/domain';
import { brand } from '../../shared/config';
import { Button } from '../../shared/ui/Button';
import type { Session, SessionValues } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { FieldError } from './FieldError';

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

function formOf({ step, session }: StepProps): Form {
  const preset = isPreset(session);
  switch (step) {
    case 'rebuild-costs':
      return {
        title: preset ? 'Conventional Hub Costs' : 'Rebuild Costs',
        intro: preset ? 'What a conventional hub costs you.' : 'What the parts to rebuild a hub cost you.',
        fields: [
          { key: 'wheelSealCost', label: 'Wheel seal cost', unit: '$' },
          { key: 'bearingSetCost', label: preset ? 'Bearing cone cost' : 'Bearing set cost', unit: '$' },
          ...(preset
            ? ([
                { key: 'hubCost', label: 'Hub cost', hint: 'Includes hub, cups, and studs', unit: '$' },
                { key: 'manualSpindleNutCost', label: 'Manual adjust spindle nut cost', unit: '$' },
              ] as Field[])
            : []),
        ],
        total: rebuildRunningTotal,
      };
    case 'replacement-costs':
      return {
        title: preset ? 'PreSet' : 'Replacement Costs',
        intro: preset ? 'What a PreSet hub assembly costs you.' : 'What a new hub assembly costs you.',
        fields: [
          { key: 'replacementHubCost', label: preset ? 'Hub assembly cost' : 'Hub cost', unit: '$' },
          {
            key: 'spindleNutCost',
            label: 'Spindle nut cost',
            unit: '$',
            hint: `Applies only to ${brand.product} PreSet Plus assemblies. Enter 0 otherwise.`,
          },
        ],
        total: replaceRunningTotal,
      };
    case 'labor-costs':
      return {
        title: 'Labor Costs',
        intro: 'Your labor cost and the time each job takes.',
        fields: [
          { key: 'laborRate', label: 'Labor cost per hour', unit: '$' },
          ...(asksMargins(session)
            ? ([
                {
                  key: 'billableLaborRate',
                  label: 'Billable labor rate per hour',
                  hint: 'What you charge your customer. Enter 0 to use the labor cost.',
                  unit: '$',
                },
              ] as Field[])
            : []),
          preset
            ? {
                key: 'rebuildHours',
                label: 'Hours to install a conventional hub',
                hint: 'Average time is 2 hours',
                unit: 'hours',
                fallback: DEFAULT_PRESET_CONVENTIONAL_HOURS,
              }
            : { key: 'rebuildHours', label: 'Hours to rebuild', unit: 'hours', fallback: DEFAULT_REBUILD_HOURS },
          {
            key: 'replaceHours',
            label: preset ? 'Hours to install a PreSet hub' : 'Hours to replace',
            unit: 'hours',
            fallback: DEFAULT_REPLACE_HOURS,
          },
        ],
      };
    case 'margin-parts':
      return {
        title: 'Parts Margin',
        intro: 'The markup you add to the parts you sell.',
        fields: [
          { key: 'partsMargin', label: 'Parts markup percentage', unit: '%', placeholder: String(MARKUP_PLACEHOLDER) },
        ],
      };
    default:
      return {
        title: 'Downtime Costs',
        intro: 'What an hour off the road costs the fleet.',
        fields: [{ key: 'downtimeCosts', label: 'Downtime cost per hour', unit: '$' }],
      };
  }
}

const initial = (session: Session, f: Field) => {
  const v = session[f.key];
  if (typeof v === 'number') return String(v);
  return f.fallback !== undefined ? String(f.fallback) : '';
};

/** A form of money, hour or percentage inputs with a running total where the spec has one. */
export function AmountsStep(p: StepProps) {
  const form = formOf(p);
  const uid = useId();
  const [text, setText] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.fields.map((f) => [f.key, initial(p.session, f)])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const refs = useRef<Record<string, HTMLInputElement | null>>({});

  const values = (): SessionValues =>
    Object.fromEntries(form.fields.map((f) => [f.key, parseAmount(text[f.key]) ?? null])) as SessionValues;
  const live = { ...p.session, ...values() };

  const check = (key: string, t: string) => setErrors((e) => ({ ...e, [key]: amountError(t) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = Object.fromEntries(form.fields.map((f) => [f.key, amountError(text[f.key])]));
    setErrors(found);
    const first = form.fields.find((f) => found[f.key]);
    if (first) {
      refs.current[first.key]?.focus();
      return;
    }
    const v = values();
    if (p.step === 'labor-costs' && !asksMargins(p.session)) v.billableLaborRate = 0;
    void p.save(v, nextStep(p.step, { ...p.session, ...v }));
  };

  return (
    <section aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={s.question}>
        {form.title}
      </h2>
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
                {f.unit === '$' && (
                  <span className={s.affix} aria-hidden="true">
                    $
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
                    setText((x) => ({ ...x, [f.key]: t }));
                    if (errors[f.key]) check(f.key, t);
                  }}
                />
                {f.unit !== '$' && (
                  <span className={s.affix} aria-hidden="true">
                    {f.unit === '%' ? '%' : 'hours'}
                  </span>
                )}
              </div>
              <FieldError id={id} error={err} />
            </div>
          );
        })}
        {form.total && (
          <p className={s.runningTotal} aria-live="polite">
            <span>Total</span> <strong data-testid="running-total">{formatMoney(form.total(live))}</strong>
          </p>
        )}
        {p.step === 'downtime-costs' && (
          <div className={s.examples}>
            <h3>Examples per hour</h3>
            <dl>
              {downtimeExamples.map((x) => (
                <div key={x.label}>
                  <dt>{x.label}</dt>
                  <dd>{x.range}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <div className={s.actions}>
          <Button type="submit" disabled={p.saving}>
            {p.saving ? 'Saving...' : 'Next'}
          </Button>
        </div>
      </form>
    </section>
  );
}
