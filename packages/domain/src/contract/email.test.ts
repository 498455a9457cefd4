import { describe, expect, it } from 'vitest';
import { contactForm, emailFieldTexts, productEmailBody, productEmailForm } from './email';

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
});
