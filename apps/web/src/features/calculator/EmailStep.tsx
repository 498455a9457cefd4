import { useId, useRef, useState, type FormEvent } from 'react';
import { calculateResults } from '@wheelend/domain';
import { contactForm, type ContactFields } from '@wheelend/domain/contract';
import { ApiError } from '../../shared/api';
import { sendEmail, useKeptEmails } from '../../shared/offline/outbox';
import { Button } from '../../shared/ui/Button';
import { saveSession } from './session';
import type { StepProps } from './CalculatorPage';
import s from './Calculator.module.css';
import { FieldError } from './FieldError';

type Key = keyof ContactFields;
type Field = {
  key: Key;
  label: string;
  type: 'text' | 'email' | 'textarea';
  required?: boolean;
  autoComplete?: string;
};

const fields: Field[] = [
  { key: 'recipientName', label: 'Recipient name', type: 'text', required: true, autoComplete: 'off' },
  { key: 'recipientEmail', label: 'Recipient email', type: 'email', required: true, autoComplete: 'off' },
  { key: 'recipientCompany', label: 'Recipient company', type: 'text', autoComplete: 'off' },
  { key: 'senderName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { key: 'senderEmail', label: 'Your email', type: 'email', autoComplete: 'email' },
  { key: 'senderCompany', label: 'Your company', type: 'text', autoComplete: 'organization' },
  { key: 'notes', label: 'Notes', type: 'textarea' },
];

/** The first problem of each field, from the contract's own schema (the server checks the same). */
function problems(form: Record<Key, string>): Partial<Record<Key, string>> {
  const found: Partial<Record<Key, string>> = {};
  const parsed = contactForm.safeParse(form);
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Key;
    found[key] ??= issue.message;
  }
  return found;
}

export const SEND_FAILED = 'We were unable to send the email. Please try again later';

/** The email form; the confirmation opens only once the server has accepted the email. */
export function EmailStep(p: StepProps) {
  const uid = useId();
  const [form, setForm] = useState<Record<Key, string>>(
    () => Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<Key, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const waiting = useKeptEmails();
  const refs = useRef<Partial<Record<Key, HTMLInputElement | HTMLTextAreaElement | null>>>({});

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
    try {
      const to = trimmed.recipientEmail;
      if ((await sendEmail('/api/v11/SendEmail', { ...session, ...totals, ...trimmed }, to)) === 'kept') {
        setSending(false);
        setKept(to);
        return;
      }
    } catch (err) {
      setSending(false);
      const detail = err instanceof ApiError && (err.status === 429 || err.status === 400) ? err.message : '';
      setFailure(detail);
      saveSession(session, { emailError: true, sendingEmail: false }).then(p.replace, () => {});
      return;
    }
    await p.save({ emailError: false, sendingEmail: false }, 'confirmation');
    setSending(false);
  };

  return (
    <section aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={s.question}>
        Email Results
      </h2>
      <p className={s.intro}>Send the results to yourself or a customer. Fields marked * are required.</p>
      {kept && (
        <p className={s.intro} role="status">
          {waiting.some((m) => m.to === kept)
            ? `There is no connection now. The email to ${kept} is kept on this device and will be sent once, as soon as the connection returns.`
            : `The connection returned: the email to ${kept} is on its way.`}
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
              setForm((x) => ({ ...x, [f.key]: v }));
              if (errors[f.key]) setErrors((x) => ({ ...x, [f.key]: problems({ ...form, [f.key]: v })[f.key] }));
            },
          };
          return (
            <div key={f.key} className={s.field}>
              <label htmlFor={id} className={s.label}>
                {f.label}
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
        {failure !== null && (
          <div className={s.sendError} role="alert">
            <p className={s.sendErrorTitle}>{SEND_FAILED}</p>
            {failure && <p>{failure}</p>}
          </div>
        )}
        <div className={s.actions}>
          <Button type="submit" disabled={sending || p.saving}>
            {sending ? 'Sending Email...' : 'Send Email'}
          </Button>
        </div>
      </form>
    </section>
  );
}
