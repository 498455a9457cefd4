import { describe, expect, it } from 'vitest';
import { contactForm, emailFieldMessage, emailFieldTexts, productEmailBody, productEmailForm } from './email';
import { english } from '../test/english';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('email fields', () => {
  it('names the missing required fields and refuses a bad address with the spec text', () => {
    expect(messages(contactForm.safeParse({ recipientName: ' ', recipientEmail: '' }))).toEqual({
      recipientName: 'Enter the recipient name.',
      recipientEmail: 'Enter the recipient email.',
    });
    expect(messages(contactForm.safeParse({ recipientName: 'Dana', recipientEmail: 'dana@' }))).toEqual({
      recipientEmail: emailFieldTexts.invalid,
    });
  });

  it('takes blank optional fields as absent and trims names', () => {
    const r = contactForm.parse({
      recipientName: '  Dana ',
      recipientEmail: ' dana@fleet.example.com ',
      senderEmail: '',
      senderName: '',
      notes: '',
    });
    expect(r.recipientName).toBe('Dana');
    expect(r.recipientEmail).toBe('dana@fleet.example.com');
  });

  it('refuses control characters in a name and over-long notes', () => {
    expect(
      messages(
        contactForm.safeParse({ recipientName: 'Da\nna', recipientEmail: 'd@x.example', notes: 'x'.repeat(2001) }),
      ),
    ).toEqual({ recipientName: emailFieldTexts.oneLine, notes: emailFieldTexts.notesLong });
  });

  it('the product form is the body without the link, and the body refuses unknown fields', () => {
    const form = { partNumber: '10031065', recipientName: 'Dana', recipientEmail: 'd@x.example' };
    expect(productEmailForm.safeParse(form).success).toBe(true);
    expect(productEmailBody.safeParse({ ...form, productUrl: '/hub/details/10031065' }).success).toBe(true);
    expect(productEmailBody.safeParse({ ...form, bcc: 'e@x.example' }).success).toBe(false);
    expect(messages(productEmailForm.safeParse({ ...form, partNumber: '<b>' }))).toEqual({
      partNumber: emailFieldTexts.partNumber,
    });
  });

  it('carries the sender’s language, English when absent, and refuses one we do not speak', () => {
    const form = { partNumber: '10031065', recipientName: 'Dana', recipientEmail: 'd@x.example' };
    expect(productEmailBody.parse(form).lang).toBe('en');
    expect(productEmailBody.parse({ ...form, lang: 'fr-CA' }).lang).toBe('fr-CA');
    expect(productEmailBody.safeParse({ ...form, lang: 'de' }).success).toBe(false);
  });

  it('turns a refused field’s English text into its message, and leaves any other text as it is', () => {
    for (const text of Object.values(emailFieldTexts)) {
      const m = emailFieldMessage(text);
      expect(typeof m).toBe('object');
      expect(english(m as Exclude<typeof m, string>)).toBe(text);
    }
    expect(emailFieldMessage('Invalid Email Address')).toEqual({ id: 'email.field.invalid' });
    expect(emailFieldMessage('Something else')).toBe('Something else');
  });
});
