import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { productEmailForm, type ProductEmailBody, type ProductEmailForm } from '@wheelend/domain/contract';
import { useSearchParams } from 'react-router';
import { sendEmail, useKeptEmails } from '../../../shared/offline/outbox';
import { Button, ButtonLink } from '../../../shared/ui/Button';
import p from '../../../shared/ui/Page.module.css';
import box from '../../../shared/ui/Input.module.css';
import s from './Email.module.css';

type Form = ProductEmailForm;

export default function Email() {
  const [params] = useSearchParams();
  const initialPart = params.get('part') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);
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
        } satisfies ProductEmailBody,
        f.recipientEmail,
      ),
    onSuccess: (r, f) => (r === 'kept' ? setKept : setSentTo)(f.recipientEmail),
  });

  // Kept while offline: the page says so until the email leaves the device.
  if (kept) {
    const stillKept = waiting.some((m) => m.to === kept);
    return (
      <section className={p.page}>
        <h1 className={p.title}>{stillKept ? 'Email kept on this device' : 'Email sent'}</h1>
        <p className={p.info} role="status">
          {stillKept
            ? `There is no connection now. The details of ${getValues('partNumber')} will be sent to ${kept} once, as soon as the connection returns.`
            : `The connection returned: the details of ${getValues('partNumber')} are on their way to ${kept}.`}
        </p>
      </section>
    );
  }

  if (sentTo) {
    return (
      <section className={p.page}>
        <h1 className={p.title}>Email sent</h1>
        <p className={p.info} role="status">
          The details of {getValues('partNumber')} are on their way to {sentTo}.
        </p>
        <div className={p.actions}>
          <ButtonLink to={`/hub/details/${encodeURIComponent(getValues('partNumber'))}`}>
            Back to the product
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              setSentTo(null);
            }}
          >
            Send another
          </Button>
        </div>
      </section>
    );
  }

  const field = (
    name: keyof Form,
    labelText: string,
    opts: { type?: string; optional?: boolean; autoComplete?: string } = {},
  ) => (
    <div className={s.field}>
      <label htmlFor={`email-${name}`}>
        {labelText}
        {opts.optional && <span className={s.optional}> (optional)</span>}
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
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <section className={p.page}>
      <h1 className={p.title}>Email a product</h1>
      <form className={`${p.panel} ${p.form}`} noValidate onSubmit={handleSubmit((f) => send.mutate(f))}>
        {field('partNumber', 'Part number')}
        {field('recipientName', 'Recipient name', { autoComplete: 'off' })}
        {field('recipientEmail', 'Recipient email', { type: 'email', autoComplete: 'off' })}
        {field('senderName', 'Your name', { optional: true, autoComplete: 'name' })}
        {field('senderEmail', 'Your email', { type: 'email', optional: true, autoComplete: 'email' })}
        <div className={s.field}>
          <label htmlFor="email-notes">
            Notes<span className={s.optional}> (optional)</span>
          </label>
          <textarea id="email-notes" rows={4} className={`${box.input} ${s.input}`} {...register('notes')} />
          {errors.notes && <p className={s.error}>{errors.notes.message}</p>}
        </div>
        {send.isError && (
          <p className={p.failed} role="alert">
            We were unable to send the email. Please try again later
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </section>
  );
}
