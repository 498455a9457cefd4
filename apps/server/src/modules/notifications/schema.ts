import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { languages, TARGET_OS, type Language } from '@wheelend/domain';

/** An absolute https address, or a path of this site ('/…', never '//host' or '/\host', which
 * browsers read as another host). */
export function isSafeLink(s: string): boolean {
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(s)) return false;
  if (s.startsWith('/')) return !/^\/[/\\]/.test(s);
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && s.toLowerCase().startsWith('https://') && u.hostname !== '';
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isSafeLink, 'must be an https address or a path of this site starting with a single /');

/** '<2.1' or '2.0': an optional '<' and a dotted number. */
export const versionRule = z
  .string()
  .trim()
  .regex(/^<?\d+(\.\d+){0,3}$/, 'must look like 2.0 or <2.1');

const title = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'must be one line of plain text');
const message = z.string({ error: 'is required' }).trim().min(1, 'is required').max(20_000);

/** The title and message in one other language; either may be left out (the English is shown). */
const translation = z.object({ Title: title.optional(), Message: message.optional() }).strict();

/** The languages other than English a notification may carry a text in. */
export const textLanguages = languages.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** A notification as written by the command or the sample file (the server fields without Id),
 * with optional texts in the other languages. */
export const notificationInput = z
  .object({
    Title: title,
    Message: message,
    Texts: z
      .partialRecord(z.enum(textLanguages as [Exclude<Language, 'en'>]), translation)
      .nullable()
      .default(null),
    Link: z
      .union([httpUrl, z.array(httpUrl).max(10)])
      .nullable()
      .default(null),
    IsUpdateButton: z.boolean().default(false),
    UpdateLink: httpUrl.nullable().default(null),
    TargetOS: z.enum(TARGET_OS, { message: `must be one of ${TARGET_OS.join(', ')}` }),
    Version: versionRule.nullable().default(null),
    Sticky: z.boolean().default(false),
    IsSilent: z.boolean().default(false),
  })
  .strict()
  .refine((n) => !n.IsUpdateButton || !!n.UpdateLink, {
    message: 'is required when IsUpdateButton is true',
    path: ['UpdateLink'],
  });

export type NotificationInput = z.output<typeof notificationInput>;
/** The same before its defaults: the fields left out take them. */
export type NotificationFields = z.input<typeof notificationInput>;

const messageOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  // rel and target are always overwritten by the transform below.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};
/** The HTML message as it may be stored: no scripts, event handlers, styles or unsafe links. */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, messageOptions).trim();
}

/** Zod's issues as one readable line per field. */
export function describeIssues(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n');
}
