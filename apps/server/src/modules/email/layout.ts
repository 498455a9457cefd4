import type { Brand } from '../../config.js';
import type { EmailTexts } from '@wheelend/domain/i18n/texts';
import { escapeHtml } from '@wheelend/domain';

export type { EmailTexts };

export const esc = escapeHtml;

/** User text in a body: escaped, line breaks kept. */
export const escLines = (s: string) => esc(s).replace(/\r?\n/g, '<br>');

export type Row = [label: string, value: string];

export function rowsTable(rows: Row[]) {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 8px;border-bottom:1px solid #e3e7eb;color:#555e68">${esc(k)}</td><td style="padding:6px 8px;border-bottom:1px solid #e3e7eb;text-align:right;font-weight:600">${esc(v)}</td></tr>`,
    )
    .join('')}</table>`;
}

export const heading = (s: string) => `<h2 style="font-size:18px;margin:24px 0 8px;color:#0b3d66">${esc(s)}</h2>`;

const contactSlot = '\u0000contact\u0000';

/** The branded frame every email shares, in the email's language. `body` is trusted HTML built with esc(). */
export function layout(brand: Brand, { t, lang }: EmailTexts, title: string, body: string) {
  const contact = `<a href="${esc(brand.links.contact)}" style="color:#0b3d66">${esc(brand.links.contact)}</a>`;
  const questions = esc(t('email.footer.questions', { phone: brand.phone, contact: contactSlot })).replace(
    contactSlot,
    contact,
  );
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b3d66;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${esc(brand.name)}</td></tr>
<tr><td style="padding:8px 24px 24px">
<h1 style="font-size:22px;margin:16px 0">${esc(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555e68;border-top:1px solid #e3e7eb">
${questions}<br>
${esc(t('email.footer.sentFor', { brand: brand.name }))} ${esc(t('email.footer.noReply'))}
</td></tr>
</table></td></tr></table></body></html>`;
}

export function textLayout(brand: Brand, { t }: EmailTexts, title: string, lines: string[]) {
  return [
    brand.name,
    '',
    title,
    '='.repeat(title.length),
    '',
    ...lines,
    '',
    '--',
    t('email.footer.questions', { phone: brand.phone, contact: brand.links.contact }),
    t('email.footer.sentFor', { brand: brand.name }),
  ].join('\n');
}

export const textRows = (rows: Row[]) => {
  const w = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`);
};
