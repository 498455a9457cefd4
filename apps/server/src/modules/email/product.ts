import type { Brand } from '../../config.js';
import type { ProductEmailBody } from '@wheelend/domain/contract';
import type { OutboxMessage } from './outbox.js';
import { esc, escLines, heading, layout, rowsTable, textLayout, textRows, type Row } from './layout.js';

export function productEmail(brand: Brand, e: ProductEmailBody): OutboxMessage {
  const from = e.senderName || 'A colleague';
  const title = `${brand.product} part ${e.partNumber}`;
  const rows: Row[] = [['Part number', e.partNumber]];
  if (e.senderName) rows.push(['From', e.senderName]);
  if (e.senderEmail) rows.push(['Sender email', e.senderEmail]);
  const html = layout(
    brand,
    title,
    [
      `<p>Hello ${esc(e.recipientName)},</p>`,
      `<p>${esc(from)} shared a ${esc(brand.product)} part with you.</p>`,
      rowsTable(rows),
      e.productUrl
        ? `<p><a href="${esc(e.productUrl)}" style="display:inline-block;background:#0b3d66;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">View part ${esc(e.partNumber)}</a></p>`
        : '',
      e.notes ? `${heading('Notes')}<p>${escLines(e.notes)}</p>` : '',
    ].join('\n'),
  );
  const text = textLayout(brand, title, [
    `Hello ${e.recipientName},`,
    '',
    `${from} shared a ${brand.product} part with you.`,
    '',
    ...textRows(rows),
    ...(e.productUrl ? ['', `View it: ${e.productUrl}`] : []),
    ...(e.notes ? ['', 'Notes:', e.notes] : []),
  ]);
  return { kind: 'product', to: e.recipientEmail, subject: `${brand.name}: a part was shared with you`, html, text };
}
