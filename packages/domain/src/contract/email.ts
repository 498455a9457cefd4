import { z } from 'zod';

const noControl = /^[^\u0000-\u001f\u007f]*$/;

export const personName = z.string().trim().min(1).max(100).regex(noControl, 'must be one line of text');
export const optionalName = z.string().trim().max(100).regex(noControl, 'must be one line of text').optional();
export const address = z.email().max(254);
/** An optional email field: blank is the same as absent. */
export const optionalAddress = z.union([z.literal(''), address]).optional();
export const notes = z
  .string()
  .max(2000)
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'must be plain text')
  .optional();

/** The sender and recipient fields shared by every email form (spec 2, section 3). */
export const contactFields = {
  recipientName: personName,
  recipientEmail: address,
  recipientCompany: optionalName,
  senderName: optionalName,
  senderEmail: optionalAddress,
  senderCompany: optionalName,
  notes,
};
export type ContactFields = z.input<z.ZodObject<typeof contactFields>>;

/** The answer of an email accepted into the outbox (202). */
export const accepted = z.object({
  Status: z.literal('OK'),
  Results: z.array(z.object({ Queued: z.literal(true) })),
});
