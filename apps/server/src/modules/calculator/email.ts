import type { Brand } from '../../config.js';
import {
  answerLabel,
  asksMargins,
  benefitTexts,
  benefits,
  calculateResults,
  calculatorTitle,
  formatMoney,
  formatNumber,
  hubMaterialLabels,
  isPreset,
  serviceTypeLabels,
  wheelPositionLabels,
  type CalculatorInputs,
  type Language,
} from '@wheelend/domain';
import { emailTexts, type EmailTexts } from '@wheelend/domain/i18n/texts';
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
  /** The sender's language: the email is written in it, the subject too. */
  lang?: Language;
};

function inputRows(brand: Brand, { t, lang }: EmailTexts, e: CalculatorEmail): Row[] {
  const money = (v: number | null | undefined) => formatMoney(v ?? 0, lang, brand.currency);
  const num = (v: number | null | undefined) => formatNumber(v ?? 0, lang);
  const label = (labels: Record<string, Parameters<typeof t>[0]>, v: string | null | undefined) => {
    if (!v) return '-';
    const l = answerLabel(labels as never, v);
    return typeof l === 'string' ? l : t(l);
  };
  const preset = isPreset(e);
  const rows: Row[] = [
    [t('email.calc.calculator'), t(preset ? 'calculator.choose.preset' : 'calculator.choose.replace')],
    [t('email.calc.wheelPosition'), label(wheelPositionLabels, e.wheelPosition)],
    [t('email.calc.hubMaterial'), label(hubMaterialLabels, e.hubMaterial)],
    [t('email.calc.serviceType'), label(serviceTypeLabels, e.serviceType ?? 'In House')],
    [t('calculator.field.wheelSealCost'), money(e.wheelSealCost)],
    [t(preset ? 'calculator.field.bearingConeCost' : 'calculator.field.bearingSetCost'), money(e.bearingSetCost)],
  ];
  if (preset) {
    rows.push(
      [t('email.calc.conventionalHubCost'), money(e.hubCost)],
      [t('calculator.field.manualSpindleNutCost'), money(e.manualSpindleNutCost)],
    );
  }
  rows.push(
    [t(preset ? 'email.calc.presetHubCost' : 'email.calc.replacementHubCost'), money(e.replacementHubCost)],
    [t('calculator.field.spindleNutCost'), money(e.spindleNutCost)],
    [t('calculator.field.laborRate'), money(e.laborRate)],
  );
  if (asksMargins(e)) rows.push([t('calculator.field.billableLaborRate'), money(e.billableLaborRate)]);
  rows.push(
    [t(preset ? 'email.calc.conventionalHours' : 'calculator.field.rebuildHours'), num(e.rebuildHours)],
    [t(preset ? 'email.calc.presetHours' : 'calculator.field.replaceHours'), num(e.replaceHours)],
  );
  if (asksMargins(e))
    rows.push([
      t('email.calc.partsMarkup'),
      formatNumber((e.partsMargin ?? 0) / 100, lang, { style: 'percent', maximumFractionDigits: 2 }),
    ]);
  rows.push([t('calculator.field.downtimeCosts'), money(e.downtimeCosts)]);
  return rows;
}

/** The calculator's results as an email in the sender's language: inputs, the results table,
 * savings, benefits, notes. */
export function calculatorEmail(brand: Brand, e: CalculatorEmail): OutboxMessage {
  const texts = emailTexts(e.lang ?? 'en');
  const { t, lang } = texts;
  const money = (v: number) => formatMoney(v, lang, brand.currency);
  const r = calculateResults(e);
  const preset = isPreset(e);
  const kind = preset ? 'preset' : 'replace';
  const left = t(preset ? 'calculator.side.conventional' : 'calculator.side.rebuild');
  const right = t(preset ? 'calculator.side.preset' : 'calculator.side.replace');
  const title = t(calculatorTitle(e));
  const lines: [string, number, number][] = [
    [t('calculator.total'), r.totalRebuildCosts, r.totalReplaceCosts],
    [t('calculator.row.parts'), r.rebuildPartsCost, r.replacePartsCost],
    [t('calculator.row.labor'), r.rebuildLaborCost, r.replaceLaborCost],
    [t('calculator.row.downtime'), r.rebuildDowntimeCost, r.replaceDowntimeCost],
  ];
  if (asksMargins(e)) lines.push([t('calculator.row.margin'), r.rebuildMarginValue, r.replacementMarginValue]);
  const cell = 'padding:8px;border-bottom:1px solid #e3e7eb;text-align:right';
  const resultsHtml = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
<tr><th style="padding:8px;text-align:left;border-bottom:2px solid #0b3d66"></th><th style="${cell};border-bottom:2px solid #0b3d66">${esc(left)}</th><th style="${cell};border-bottom:2px solid #0b3d66">${esc(right)}</th></tr>
${lines
  .map(
    ([k, a, b], i) =>
      `<tr><td style="padding:8px;border-bottom:1px solid #e3e7eb;${i === 0 ? 'font-weight:700' : ''}">${esc(k)}</td><td style="${cell};${i === 0 ? 'font-weight:700' : ''}">${money(a)}</td><td style="${cell};${i === 0 ? 'font-weight:700' : ''}">${money(b)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  const savings = money(r.customerSavings);
  const who = e.senderName ? `${e.senderName}${e.senderCompany ? ` (${e.senderCompany})` : ''}` : t('email.colleague');
  const senderRows: Row[] = [];
  if (e.senderName) senderRows.push([t('email.calc.name'), e.senderName]);
  if (e.senderCompany) senderRows.push([t('email.calc.company'), e.senderCompany]);
  if (e.senderEmail) senderRows.push([t('email.calc.email'), e.senderEmail]);
  const greeting = t('email.hello', {
    name: `${e.recipientName}${e.recipientCompany ? ` (${e.recipientCompany})` : ''}`,
  });
  const compared = t('email.calc.compared', { who, kind });
  const benefitNames = benefits.map((b) => t(benefitTexts[b].name));
  const warranty = t(benefitTexts['Extended Warranty'].text);
  const inputs = inputRows(brand, texts, e);

  const html = layout(
    brand,
    texts,
    title,
    [
      `<p>${esc(greeting)}</p>`,
      `<p>${esc(compared)}</p>`,
      `<div style="background:#e9f4ec;border-radius:8px;padding:16px;margin:16px 0"><div style="font-size:14px;color:#1e7b34">${esc(t('email.calc.savingsPer', { kind }))}</div><div style="font-size:28px;font-weight:700;color:#1e7b34">${savings}</div></div>`,
      heading(t('email.calc.results')),
      resultsHtml,
      heading(t('email.calc.benefits')),
      `<ul style="margin:0 0 16px;padding-left:20px">${benefitNames.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
      preset
        ? `<p style="font-size:14px">${esc(warranty)} <a href="${esc(brand.links.warrantyPdf)}" style="color:#0b3d66">${esc(t('email.calc.warranty'))}</a></p>`
        : '',
      heading(t('email.calc.inputs')),
      rowsTable(inputs),
      e.notes ? `${heading(t('email.notes'))}<p>${escLines(e.notes)}</p>` : '',
      senderRows.length ? `${heading(t('email.calc.sentBy'))}${rowsTable(senderRows)}` : '',
    ].join('\n'),
  );

  const w = Math.max(12, ...lines.map(([k]) => k.length + 1));
  const c = Math.max(
    14,
    left.length + 2,
    right.length + 2,
    ...lines.flatMap(([, a, b]) => [money(a), money(b)].map((x) => x.length + 2)),
  );
  const text = textLayout(brand, texts, title, [
    greeting,
    '',
    compared,
    '',
    t('email.calc.savings', { amount: savings }),
    '',
    t('email.calc.results'),
    `${''.padEnd(w)}${left.padStart(c)}${right.padStart(c)}`,
    ...lines.map(([k, a, b]) => `${k.padEnd(w)}${money(a).padStart(c)}${money(b).padStart(c)}`),
    '',
    t('email.calc.benefitsText', { list: benefitNames.join(', ') }),
    ...(preset ? [`${warranty} ${brand.links.warrantyPdf}`] : []),
    '',
    t('email.calc.inputs'),
    ...textRows(inputs),
    ...(e.notes ? ['', t('email.notesText'), e.notes] : []),
    ...(senderRows.length ? ['', t('email.calc.sentBy'), ...textRows(senderRows)] : []),
  ]);

  return {
    kind: 'calculator',
    to: e.recipientEmail,
    subject: t('email.calc.subject', { brand: brand.name, title, savings }),
    html,
    text,
  };
}
