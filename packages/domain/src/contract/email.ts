import { z } from 'zod';
import en from '../../messages/email/en.json';
import { languages } from '../i18n/languages';
import { message, type AreaKey, type Message } from '../i18n/keys';

/** The keys of the texts a user reads when an email field is refused. */
const fieldKeys = {
  invalid: 'email.field.invalid',
  recipientName: 'email.field.recipientName',
  recipientEmail: 'email.field.recipientEmail',
  long: 'email.field.long',
  oneLine: 'email.field.oneLine',
  notesLong: 'email.field.notesLong',
  plain: 'email.field.plain',
  partNumber: 'email.field.partNumber',
} as const satisfies Record<string, AreaKey<'email'>>;

/** Those texts in English, as the schemas carry them: the server answers a refused field with them. */
export const emailFieldTexts = Object.fromEntries(Object.entries(fieldKeys).map(([k, id]) => [k, en[id]])) as Record<
  keyof typeof fieldKeys,
  string
>;

const byText = new Map<string, Message>(Object.values(fieldKeys).map((id) => [en[id], message(id)]));

/** A refused field's text (a schema's English) to show in the reader's language; a text that is not
 * one of ours stays as it is. */
export const emailFieldMessage = (text: string): Message | string => byText.get(text) ?? text;

const t = emailFieldTexts;
const noControl = /^[^\u0000-\u001f\u007f]*$/;

/** A required one-line name; `required` is the text of a blank one. */
export const personName = (required: string) =>
  z.string().trim().min(1, required).max(100, t.long).regex(noControl, t.oneLine);
export const optionalName = z.string().trim().max(100, t.long).regex(noControl, t.oneLine).optional();
/** A required address; blank reads `required`, anything else that is no address 'Invalid Email Address'. */
export const address = (required: string) =>
  z.string().trim().min(1, required).pipe(z.email(t.invalid).max(254, t.invalid));
/** An optional email field: blank is the same as absent. */
export const optionalAddress = z.union([z.literal(''), z.email(t.invalid).max(254, t.invalid)]).optional();
export const notes = z
  .string()
  .max(2000, t.notesLong)
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, t.plain)
  .optional();

/** The sender and recipient fields shared by every email form (spec 2, section 3). */
export const contactFields = {
  recipientName: personName(t.recipientName),
  recipientEmail: address(t.recipientEmail),
  recipientCompany: optionalName,
  senderName: optionalName,
  senderEmail: optionalAddress,
  senderCompany: optionalName,
  notes,
};
export const contactForm = z.object(contactFields);
export type ContactFields = z.input<typeof contactForm>;

/** The fields of the /hub/email form: a part emailed to a colleague. */
export const productEmailFields = {
  partNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/, t.partNumber),
  recipientName: contactFields.recipientName,
  recipientEmail: contactFields.recipientEmail,
  senderName: optionalName,
  senderEmail: optionalAddress,
  notes,
};
export const productEmailForm = z.object(productEmailFields);
export type ProductEmailForm = z.input<typeof productEmailForm>;

/** The sender's language, in which the email is written (subject too); English when absent. */
export const emailLang = z.enum(languages).default('en');

/** POST /SendProductEmail: the form's fields, the link to the part on this site and the language. */
export const productEmailBody = z.strictObject({
  ...productEmailFields,
  productUrl: z.string().max(500).optional(),
  lang: emailLang,
});
export type ProductEmailBody = z.input<typeof productEmailBody>;

/** The answer of an email accepted into the outbox (202). */
export const accepted = z.object({
  Status: z.literal('OK'),
  Results: z.array(z.object({ Queued: z.literal(true) })),
});

export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency-Key: 16 to 64 letters, digits, _ or -');
