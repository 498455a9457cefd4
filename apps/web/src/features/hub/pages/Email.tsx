import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  emailFieldMessage,
  productEmailForm,
  type ProductEmailBody,
  type ProductEmailForm,
} from '@wheelend/domain/contract';
import { useSearchParams } from 'react-router';
import { sendEmail, useKeptEmails } from '../../../shared/offline/outbox';
import { Button, ButtonLink } from '../../../shared/ui/Button';
import p from '../../../shared/ui/Page.module.css';
import box from '../../../shared/ui/Input.module.css';
import { activeLocale, textOf, useT } from '../../../shared/i18n';
import { languageOf, type MessageKey } from '@wheelend/domain';
import s from './Email.module.css';

type Form = ProductEmailForm;

export default function Email() {
  const [params] = useSearchParams();
  const t = useT();
  const initialPart = params.get('part') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Kept on the device: to whom, and whether the browser was online (the server did not answer).
  const [kept, setKept] = useState<{ to: string; unreached: boolean } | null>(null);
  const waiting = useKeptEmails();
  const {
    register,
    handleSubmit,
    formState: { errors },
    getValues,
  } = useForm<Form>({
    resolver: zodResolver(productEmailForm),
    mode: 'onTouched',
    defaultValues: {
      partNumber: initialPart,
      recipientName: '',
      recipientEmail: '',
      senderName: '',
      senderEmail: '',
      notes: '',
    },
  });
  const send = useMutation({
    mutationFn: (f: Form) =>
      sendEmail(
        '/api/v11/SendProductEmail',
        {
          recipientName: f.recipientName,
          recipientEmail: f.recipientEmail,
          senderName: f.senderName || undefined,
          senderEmail: f.senderEmail || undefined,
          notes: f.notes || undefined,
          partNumber: f.partNumber,
          productUrl: `${window.location.origin}/hub/details/${encodeURIComponent(f.partNumber)}`,
          lang: languageOf(activeLocale()),
        } satisfies ProductEmailBody,
        f.recipientEmail,
      ),
    onSuccess: (r, f) =>
      r === 'kept' ? setKept({ to: f.recipientEmail, unreached: navigator.onLine }) : setSentTo(f.recipientEmail),
  });

  // The answer takes the form's place: it opens at its top, its heading in view, not where Send was.
  const answered = kept !== null || sentTo !== null;
  useLayoutEffect(() => {
    if (answered) window.scrollTo(0, 0);
  }, [answered]);

  // Kept while offline: the page says so until the email leaves the device.
  if (kept) {
    const stillKept = waiting.some((m) => m.to === kept.to);
    const text = stillKept
      ? kept.unreached
        ? 'hub.email.keptUnreachedText'
        : 'hub.email.keptText'
      : kept.unreached
        ? 'hub.email.answeredText'
        : 'hub.email.returnedText';
    return (
      <section className={p.page}>
        <h1 className={p.title}>{stillKept ? t('hub.email.kept') : t('hub.email.sent')}</h1>
        <p className={p.info} role="status">
          {t(text, { part: getValues('partNumber'), to: kept.to })}
        </p>
      </section>
    );
  }

  if (sentTo) {
    return (
      <section className={p.page}>
        <h1 className={p.title}>{t('hub.email.sent')}</h1>
        <p className={p.info} role="status">
          {t('hub.email.sentText', { part: getValues('partNumber'), to: sentTo })}
        </p>
        <div className={p.actions}>
          <ButtonLink to={`/hub/details/${encodeURIComponent(getValues('partNumber'))}`}>
            {t('hub.email.backToProduct')}
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              setSentTo(null);
            }}
          >
            {t('hub.email.another')}
          </Button>
        </div>
      </section>
    );
  }

  const field = (
    name: keyof Form,
    labelText: MessageKey,
    opts: { type?: string; optional?: boolean; autoComplete?: string } = {},
  ) => (
    <div className={s.field}>
      <label htmlFor={`email-${name}`}>
        {t(labelText)}
        {opts.optional && <span className={s.optional}>{t('hub.email.optional')}</span>}
      </label>
      <input
        id={`email-${name}`}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `email-${name}-error` : undefined}
        className={`${box.input} ${s.input}`}
        {...register(name)}
      />
      {errors[name] && (
        <p id={`email-${name}-error`} className={s.error}>
          {textOf(t, emailFieldMessage(errors[name]?.message ?? ''))}
        </p>
      )}
    </div>
  );

  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('hub.email.title')}</h1>
      <form className={`${p.panel} ${p.form}`} noValidate onSubmit={handleSubmit((f) => send.mutate(f))}>
        {field('partNumber', 'hub.email.part')}
        {field('recipientName', 'hub.email.recipientName', { autoComplete: 'off' })}
        {field('recipientEmail', 'hub.email.recipientEmail', { type: 'email', autoComplete: 'off' })}
        {field('senderName', 'hub.email.senderName', { optional: true, autoComplete: 'name' })}
        {field('senderEmail', 'hub.email.senderEmail', { type: 'email', optional: true, autoComplete: 'email' })}
        <div className={s.field}>
          <label htmlFor="email-notes">
            {t('hub.email.notes')}
            <span className={s.optional}>{t('hub.email.optional')}</span>
          </label>
          <textarea id="email-notes" rows={4} className={`${box.input} ${s.input}`} {...register('notes')} />
          {errors.notes && <p className={s.error}>{errors.notes.message}</p>}
        </div>
        {send.isError && (
          <p className={p.failed} role="alert">
            {t('hub.email.failed')}
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('hub.email.sending') : t('hub.email.send')}
        </Button>
      </form>
    </section>
  );
}
