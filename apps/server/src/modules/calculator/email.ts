import type { Brand } from '../../config.js';
import {
  asksMargins,
  benefits,
  calculateResults,
  calculatorTitle,
  formatMoney,
  isPreset,
  type CalculatorInputs,
} from '@wheelend/domain';
import type { OutboxMessage } from '../email/index.js';
import { esc, escLines, heading, layout, rowsTable, textLayout, textRows, type Row } from '../email/index.js';

export type CalculatorEmail = CalculatorInputs & {
  recipientName: string;
  recipientEmail: string;
  recipientCompany?: string;
  senderName?: string;
  senderEmail?: string;
  senderCompany?: string;
  notes?: string;
  wheelPosition?: string | null;
  hubMaterial?: string | null;
};

const money = (v: number | null | undefined) => formatMoney(v ?? 0);
const num = (v: number | null | undefined) => String(v ?? 0);

function inputRows(e: CalculatorEmail): Row[] {
  const preset = isPreset(e);
  const rows: Row[] = [
    ['Calculator', preset ? 'PreSet vs. Conventional' : 'Replace vs. Rebuild'],
    ['Wheel position', e.wheelPosition ?? '-'],
    ['Hub material', e.hubMaterial ?? '-'],
    ['Service type', e.serviceType ?? 'In House'],
    ['Wheel seal cost', money(e.wheelSealCost)],
    [preset ? 'Bearing cone cost' : 'Bearing set cost', money(e.bearingSetCost)],
  ];
  if (preset) {
    rows.push(
      ['Conventional hub cost', money(e.hubCost)],
      ['Manual adjust spindle nut cost', money(e.manualSpindleNutCost)],
    );
  }
  rows.push(
    [preset ? 'PreSet hub assembly cost' : 'Replacement hub cost', money(e.replacementHubCost)],
    ['Spindle nut cost', money(e.spindleNutCost)],
    ['Labor cost per hour', money(e.laborRate)],
  );
  if (asksMargins(e)) rows.push(['Billable labor rate per hour', money(e.billableLaborRate)]);
  rows.push(
    [preset ? 'Hours for the conventional hub' : 'Hours to rebuild', num(e.rebuildHours)],
    [preset ? 'Hours for the PreSet hub' : 'Hours to replace', num(e.replaceHours)],
  );
  if (asksMargins(e)) rows.push(['Parts markup', `${num(e.partsMargin)}%`]);
  rows.push(['Downtime cost per hour', money(e.downtimeCosts)]);
  return rows;
}

/** The calculator's results as an email: inputs, the results table, savings, benefits, notes. */
export function calculatorEmail(brand: Brand, e: CalculatorEmail): OutboxMessage {
  const r = calculateResults(e);
  const preset = isPreset(e);
  const left = preset ? 'Conventional' : 'Rebuild';
  const right = preset ? 'PreSet' : 'Replace';
  const title = calculatorTitle(e);
  const lines: [string, number, number][] = [
    ['Total', r.totalRebuildCosts, r.totalReplaceCosts],
    ['Parts', r.rebuildPartsCost, r.replacePartsCost],
    ['Labor', r.rebuildLaborCost, r.replaceLaborCost],
    ['Downtime', r.rebuildDowntimeCost, r.replaceDowntimeCost],
  ];
  if (asksMargins(e)) lines.push(['Your margin', r.rebuildMarginValue, r.replacementMarginValue]);
  const cell = 'padding:8px;border-bottom:1px solid #e3e7eb;text-align:right';
  const resultsHtml = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
<tr><th style="padding:8px;text-align:left;border-bottom:2px solid #0b3d66"></th><th style="${cell};border-bottom:2px solid #0b3d66">${left}</th><th style="${cell};border-bottom:2px solid #0b3d66">${right}</th></tr>
${lines
  .map(
    ([k, a, b], i) =>
      `<tr><td style="padding:8px;border-bottom:1px solid #e3e7eb;${i === 0 ? 'font-weight:700' : ''}">${k}</td><td style="${cell};${i === 0 ? 'font-weight:700' : ''}">${formatMoney(a)}</td><td style="${cell};${i === 0 ? 'font-weight:700' : ''}">${formatMoney(b)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  const savings = formatMoney(r.customerSavings);
  const who = e.senderName ? `${e.senderName}${e.senderCompany ? ` (${e.senderCompany})` : ''}` : 'A colleague';
  const senderRows: Row[] = [];
  if (e.senderName) senderRows.push(['Name', e.senderName]);
  if (e.senderCompany) senderRows.push(['Company', e.senderCompany]);
  if (e.senderEmail) senderRows.push(['Email', e.senderEmail]);
  const greeting = `Hello ${e.recipientName}${e.recipientCompany ? ` (${e.recipientCompany})` : ''},`;

  const html = layout(
    brand,
    title,
    [
      `<p>${esc(greeting)}</p>`,
      `<p>${esc(who)} compared the cost of ${preset ? 'a PreSet hub with a conventional hub' : 'replacing a hub with rebuilding it'} and sent you the results.</p>`,
      `<div style="background:#e9f4ec;border-radius:8px;padding:16px;margin:16px 0"><div style="font-size:14px;color:#1e7b34">Savings per wheel end with ${right === 'PreSet' ? 'a PreSet hub' : 'a replacement hub'}</div><div style="font-size:28px;font-weight:700;color:#1e7b34">${savings}</div></div>`,
      heading('Results'),
      resultsHtml,
      heading('Benefits'),
      `<ul style="margin:0 0 16px;padding-left:20px">${benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`,
      preset
        ? `<p style="font-size:14px">5 years/500,000 mile warranty with a PreSet Plus Spindle Nut (PreSet hubs only). <a href="${esc(brand.links.warrantyPdf)}" style="color:#0b3d66">Warranty details</a></p>`
        : '',
      heading('Inputs'),
      rowsTable(inputRows(e)),
      e.notes ? `${heading('Notes')}<p>${escLines(e.notes)}</p>` : '',
      senderRows.length ? `${heading('Sent by')}${rowsTable(senderRows)}` : '',
    ].join('\n'),
  );

  const w = 12;
  const text = textLayout(brand, title, [
    greeting,
    '',
    `${who} compared the cost of ${preset ? 'a PreSet hub with a conventional hub' : 'replacing a hub with rebuilding it'} and sent you the results.`,
    '',
    `Savings: ${savings}`,
    '',
    'Results',
    `${''.padEnd(w)}${left.padStart(14)}${right.padStart(14)}`,
    ...lines.map(([k, a, b]) => `${k.padEnd(w)}${formatMoney(a).padStart(14)}${formatMoney(b).padStart(14)}`),
    '',
    `Benefits: ${benefits.join(', ')}`,
    ...(preset
      ? [`5 years/500,000 mile warranty with a PreSet Plus Spindle Nut (PreSet hubs only): ${brand.links.warrantyPdf}`]
      : []),
    '',
    'Inputs',
    ...textRows(inputRows(e)),
    ...(e.notes ? ['', 'Notes:', e.notes] : []),
    ...(senderRows.length ? ['', 'Sent by', ...textRows(senderRows)] : []),
  ]);

  return {
    kind: 'calculator',
    to: e.recipientEmail,
    subject: `${brand.name}: ${title} results, savings ${savings}`,
    html,
    text,
  };
}
