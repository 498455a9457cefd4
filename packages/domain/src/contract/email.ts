import { z } from 'zod';

/** The texts a user reads when an email field is refused; the server answers with the same ones. */
export const emailFieldTexts = {
  invalid: 'Invalid Email Address',
  required: (label: string) => `Enter the ${label}.`,
  long: 'Use at most 100 characters.',
  oneLine: 'Use one line of text.',
  notesLong: 'Use at most 2,000 characters.',
  plain: 'Use plain text.',
  partNumber: 'Enter a part number: letters and digits, up to 40 characters.',
} as const;

const t = emailFieldTexts;
const noControl = /^[^\u0000-\u001f\u007f]*$/;

/** A required one-line name; `label` names it in the message, as 'recipient name'. */
export const personName = (label = 'name') =>
  z.string().trim().min(1, t.required(label)).max(100, t.long).regex(noControl, t.oneLine);
export const optionalName = z.string().trim().max(100, t.long).regex(noControl, t.oneLine).optional();
/** A required address; blank reads 'Enter the {label}.', anything else that is no address 'Invalid Email Address'. */
export const address = (label = 'email') =>
  z.string().trim().min(1, t.required(label)).pipe(z.email(t.invalid).max(254, t.invalid));
/** An optional email field: blank is the same as absent. */
export const optionalAddress = z.union([z.literal(''), z.email(t.invalid).max(254, t.invalid)]).optional();
export const notes = z
  .string()
  .max(2000, t.notesLong)
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, t.plain)
  .optional();

/** The sender and recipient fields shared by every email form (spec 2, section 3). */
export const contactFields = {
  recipientName: personName('recipient name'),
  recipientEmail: address('recipient email'),
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

/** POST /SendProductEmail: the form's fields and the link to the part on this site. */
export const productEmailBody = z.strictObject({
  ...productEmailFields,
  productUrl: z.string().max(500).optional(),
});
export type ProductEmailBody = z.output<typeof productEmailBody>;

/** The answer of an email accepted into the outbox (202). */
export const accepted = z.object({
  Status: z.literal('OK'),
  Results: z.array(z.object({ Queued: z.literal(true) })),
});

/** The `Idempotency-Key` header of an email send: a send the device repeats with the same key (an
 * email kept offline and sent when the connection returns) is accepted again but queued once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Idempotency-Key: 16 to 64 letters, digits, _ or -');
