import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { calculateResults } from '@wheelend/domain';
import { languageOf, type MessageKey } from '@wheelend/domain';
import { contactForm, emailFieldMessage, type ContactFields } from '@wheelend/domain/contract';
import { activeLocale, serverErrorText, useT, type Text } from '../../shared/i18n';
import { ApiError } from '../../shared/api';
import { sendEmail, useKeptEmails } from '../../shared/offline/outbox';
import { Button } from '../../shared/ui/Button';
import { saveSession } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { Question } from './Question';
import { FieldError } from './FieldError';
import { useDraft } from './draft';

type Key = keyof ContactFields;
type Field = {
  key: Key;
  label: MessageKey;
  type: 'text' | 'email' | 'textarea';
  required?: boolean;
  autoComplete?: string;
};

const fields: Field[] = [
  { key: 'recipientName', label: 'calculator.email.recipientName', type: 'text', required: true, autoComplete: 'off' },
  {
    key: 'recipientEmail',
    label: 'calculator.email.recipientEmail',
    type: 'email',
    required: true,
    autoComplete: 'off',
  },
  { key: 'recipientCompany', label: 'calculator.email.recipientCompany', type: 'text', autoComplete: 'off' },
  { key: 'senderName', label: 'calculator.email.senderName', type: 'text', autoComplete: 'name' },
  { key: 'senderEmail', label: 'calculator.email.senderEmail', type: 'email', autoComplete: 'email' },
  { key: 'senderCompany', label: 'calculator.email.senderCompany', type: 'text', autoComplete: 'organization' },
  { key: 'notes', label: 'calculator.email.notes', type: 'textarea' },
];

/** The first problem of each field, from the contract's own schema (the server checks the same). */
function problems(form: Record<Key, string>): Partial<Record<Key, Text>> {
  const found: Partial<Record<Key, Text>> = {};
  const parsed = contactForm.safeParse(form);
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Key;
    found[key] ??= emailFieldMessage(issue.message);
  }
  return found;
}

/** The email form; the confirmation opens only once the server has accepted the email. */
export function EmailStep(p: StepProps) {
  const t = useT();
  const uid = useId();
  const {
    text: form,
    change,
    clear,
  } = useDraft(p.session.id, p.step, () => Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<Key, string>);
  const [errors, setErrors] = useState<Partial<Record<Key, Text>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** An email kept on the device: to whom, and whether the browser was online (the server did not answer). */
  const [kept, setKept] = useState<{ to: string; unreached: boolean } | null>(null);
  const waiting = useKeptEmails();
  const waitingFor = kept && waiting.some((m) => m.to === kept.to) ? kept : null;
  const refs = useRef<Partial<Record<Key, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // The Send button is disabled while sending, which drops the focus: the outcome takes it.
  const outcome = useRef<HTMLElement | null>(null);
  const toOutcome = (el: HTMLElement | null) => {
    outcome.current = el;
  };
  const [told, setTold] = useState(0);
  useEffect(() => {
    if (told > 0) outcome.current?.focus();
  }, [told]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems(form);
    setErrors(found);
    const first = fields.find((f) => found[f.key]);
    if (first) {
      refs.current[first.key]?.focus();
      return;
    }
    const { session } = p;
    const totals = calculateResults(session);
    const trimmed = Object.fromEntries(fields.map((f) => [f.key, form[f.key].trim()]));
    setSending(true);
    setFailure(null);
    setKept(null);
    try {
      const to = trimmed.recipientEmail;
      if (
        (await sendEmail(
          '/api/v11/SendEmail',
          { ...session, ...totals, ...trimmed, lang: languageOf(activeLocale()) },
          to,
          String(session.id),
        )) === 'kept'
      ) {
        setSending(false);
        setKept({ to, unreached: navigator.onLine });
        setTold((n) => n + 1);
        return;
      }
    } catch (err) {
      setSending(false);
      const detail =
        err instanceof ApiError && (err.status === 429 || err.status === 400)
          ? serverErrorText(t, err, activeLocale())
          : '';
      setFailure(detail);
      setTold((n) => n + 1);
      saveSession(session, { emailError: true, sendingEmail: false }).then(p.replace, () => {});
      return;
    }
    if (await p.save({ emailError: false, sendingEmail: false }, 'confirmation')) clear();
    setSending(false);
  };

  return (
    <section aria-labelledby={`${uid}-title`}>
      <Question id={`${uid}-title`}>{t('calculator.email.title')}</Question>
      <p className={s.intro}>{t('calculator.email.intro')}</p>
      {kept && !waitingFor?.unreached && (
        <p className={s.intro} role="status" tabIndex={-1} ref={toOutcome}>
          {waitingFor ? t('calculator.email.kept', { to: kept.to }) : t('calculator.email.sentLater', { to: kept.to })}
        </p>
      )}
      <form noValidate onSubmit={submit} className={s.form} aria-busy={sending}>
        {fields.map((f) => {
          const id = `${uid}-${f.key}`;
          const err = errors[f.key];
          const common = {
            id,
            name: f.key,
            className: s.input,
            value: form[f.key],
            required: f.required,
            'aria-required': f.required ? true : undefined,
            'aria-invalid': err ? true : undefined,
            'aria-describedby': err ? `${id}-error` : undefined,
            autoComplete: f.autoComplete,
            onChange: (e: { target: { value: string } }) => {
              const v = e.target.value;
              change(f.key, v);
              if (errors[f.key]) setErrors((x) => ({ ...x, [f.key]: problems({ ...form, [f.key]: v })[f.key] }));
            },
          };
          return (
            <div key={f.key} className={s.field}>
              <label htmlFor={id} className={s.label}>
                {t(f.label)}
                {f.required && <span aria-hidden="true"> *</span>}
              </label>
              <div className={`${s.inputWrap} ${err ? s.invalid : ''}`}>
                {f.type === 'textarea' ? (
                  <textarea
                    {...common}
                    ref={(el) => {
                      refs.current[f.key] = el;
                    }}
                    rows={4}
                    maxLength={2000}
                  />
                ) : (
                  <input
                    {...common}
                    ref={(el) => {
                      refs.current[f.key] = el;
                    }}
                    type={f.type}
                  />
                )}
              </div>
              <FieldError id={id} error={err} />
            </div>
          );
        })}
        {(failure !== null || waitingFor?.unreached) && (
          <div className={s.sendError} role="alert" tabIndex={-1} ref={toOutcome}>
            <p className={s.sendErrorTitle}>{t('calculator.email.failed')}</p>
            {waitingFor?.unreached ? (
              <p>{t('calculator.email.keptUnreached', { to: waitingFor.to })}</p>
            ) : (
              failure && <p>{failure}</p>
            )}
          </div>
        )}
        <div className={s.actions}>
          <Button type="submit" disabled={sending || p.saving}>
            {sending ? t('calculator.email.sending') : t('calculator.email.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
