import type { Brand } from '../../config.js';
import type { ProductEmailBody } from '@wheelend/domain/contract';
import { emailTexts } from '@wheelend/domain/i18n/texts';
import type { OutboxMessage } from './outbox.js';
import { esc, escLines, heading, layout, rowsTable, textLayout, textRows, type Row } from './layout.js';

/** A part shared with a colleague, written in the sender's language (`e.lang`), the subject too. */
export function productEmail(brand: Brand, e: ProductEmailBody): OutboxMessage {
  const texts = emailTexts(e.lang ?? 'en');
  const { t } = texts;
  const from = e.senderName || t('email.colleague');
  const title = t('email.product.title', { product: brand.product, partNumber: e.partNumber });
  const rows: Row[] = [[t('email.product.partNumber'), e.partNumber]];
  if (e.senderName) rows.push([t('email.product.from'), e.senderName]);
  if (e.senderEmail) rows.push([t('email.product.senderEmail'), e.senderEmail]);
  const hello = t('email.hello', { name: e.recipientName });
  const shared = t('email.product.shared', { from, product: brand.product });
  const html = layout(
    brand,
    texts,
    title,
    [
      `<p>${esc(hello)}</p>`,
      `<p>${esc(shared)}</p>`,
      rowsTable(rows),
      e.productUrl
        ? `<p><a href="${esc(e.productUrl)}" style="display:inline-block;background:#0b3d66;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">${esc(t('email.product.view', { partNumber: e.partNumber }))}</a></p>`
        : '',
      e.notes ? `${heading(t('email.notes'))}<p>${escLines(e.notes)}</p>` : '',
    ].join('\n'),
  );
  const text = textLayout(brand, texts, title, [
    hello,
    '',
    shared,
    '',
    ...textRows(rows),
    ...(e.productUrl ? ['', t('email.product.viewText', { url: e.productUrl })] : []),
    ...(e.notes ? ['', t('email.notesText'), e.notes] : []),
  ]);
  return {
    kind: 'product',
    to: e.recipientEmail,
    subject: t('email.product.subject', { brand: brand.name }),
    html,
    text,
  };
}
