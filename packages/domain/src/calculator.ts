import { message, type Message } from './i18n/keys';

/**
 * The cost calculators: steps, choices, defaults and formulas, shared by the web app and the server.
 *
 * Two readings of the spec are settled here (see docs/ARCHITECTURE.md):
 * - The billable labor rate and the parts margin are asked when the service type is 'Service Shop'
 *   (a shop bills its customer); 'In House' is the spec's 'replace' kind: the fleet pays its own
 *   labor rate, no markup.
 * - In PreSet mode the conventional side includes the conventional hub cost and the manual spindle
 *   nut, because the conventional assembly is bought new too.
 */

export const calculatorSteps = [
  'choose-calculator',
  'wheel-position',
  'hub-material',
  'service-type',
  'rebuild-costs',
  'replacement-costs',
  'labor-costs',
  'cost-comparison',
  'margin-parts',
  'downtime-costs',
  'results',
  'email',
  'confirmation',
] as const;
export type CalculatorStep = (typeof calculatorSteps)[number];

export const isCalculatorStep = (s: string): s is CalculatorStep => (calculatorSteps as readonly string[]).includes(s);

/** chooseCalculator: 0 replace vs rebuild, 1 PreSet vs conventional. */
export const REPLACE_VS_REBUILD = 0;
export const PRESET_VS_CONVENTIONAL = 1;

export const wheelPositions = ['Steer', 'Drive', 'TN Trailer', 'TP Trailer'] as const;
export const hubMaterials = ['Iron', 'Aluminum'] as const;
export const serviceTypes = ['In House', 'Service Shop'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** The answers as the reader sees them; the saved values stay the spec's English words. */
export const wheelPositionLabels: Record<(typeof wheelPositions)[number], Message> = {
  Steer: message('calculator.position.steer'),
  Drive: message('calculator.position.drive'),
  'TN Trailer': message('calculator.position.tnTrailer'),
  'TP Trailer': message('calculator.position.tpTrailer'),
};
export const hubMaterialLabels: Record<(typeof hubMaterials)[number], Message> = {
  Iron: message('calculator.material.iron'),
  Aluminum: message('calculator.material.aluminum'),
};
export const serviceTypeLabels: Record<ServiceType, Message> = {
  'In House': message('calculator.service.inHouse'),
  'Service Shop': message('calculator.service.shop'),
};
/** A saved answer's label: one of ours in the reader's language, anything else as it is. */
export const answerLabel = (labels: Record<string, Message>, value: string): Message | string =>
  Object.hasOwn(labels, value) ? labels[value] : value;

export const DEFAULT_SERVICE_TYPE: ServiceType = 'In House';
export const DEFAULT_REBUILD_HOURS = 3;
export const DEFAULT_PRESET_CONVENTIONAL_HOURS = 2;
export const DEFAULT_REPLACE_HOURS = 1;
export const MARKUP_PLACEHOLDER = 20;

/** What an hour of downtime costs, by freight: from `from` to `to` dollars, or `from` and more. */
export const downtimeExamples: { label: Message; from: number; to?: number }[] = [
  { label: message('calculator.downtime.regional'), from: 75, to: 85 },
  { label: message('calculator.downtime.longHaul'), from: 100, to: 120 },
  { label: message('calculator.downtime.refrigerated'), from: 120, to: 180 },
  { label: message('calculator.downtime.chemicals'), from: 270 },
  { label: message('calculator.downtime.refuse'), from: 225 },
];

export const benefits = ['Maximize Uptime', 'Extended Warranty', 'Simplified Process'] as const;
export type Benefit = (typeof benefits)[number];
/** Each benefit's name and its sentence. */
export const benefitTexts: Record<Benefit, { name: Message; text: Message }> = {
  'Maximize Uptime': { name: message('calculator.benefit.uptime'), text: message('calculator.benefit.uptimeText') },
  'Extended Warranty': {
    name: message('calculator.benefit.warranty'),
    text: message('calculator.benefit.warrantyText'),
  },
  'Simplified Process': { name: message('calculator.benefit.simple'), text: message('calculator.benefit.simpleText') },
};

/** The session's numeric inputs; null or undefined is a blank, counted as zero. */
export type Amount = number | null | undefined;

export type CalculatorInputs = {
  chooseCalculator?: number | null;
  serviceType?: string | null;
  laborRate?: Amount;
  billableLaborRate?: Amount;
  bearingSetCost?: Amount;
  wheelSealCost?: Amount;
  manualSpindleNutCost?: Amount;
  hubCost?: Amount;
  replacementHubCost?: Amount;
  spindleNutCost?: Amount;
  partsMargin?: Amount;
  rebuildHours?: Amount;
  replaceHours?: Amount;
  downtimeCosts?: Amount;
};

export const isPreset = (i: Pick<CalculatorInputs, 'chooseCalculator'>) =>
  i.chooseCalculator === PRESET_VS_CONVENTIONAL;

/** The spec's kind that asks the billable labor rate and the margins. */
export const asksMargins = (i: Pick<CalculatorInputs, 'serviceType'>) => i.serviceType === 'Service Shop';

export const calculatorTitle = (i: Pick<CalculatorInputs, 'chooseCalculator'>): Message =>
  isPreset(i) ? message('calculator.title.preset') : message('calculator.title.replace');

/** A step's heading: the calculators' name on the first step, and on any step while which calculator
 * it is stays unknown (the session could not be loaded); else the chosen calculator's name. */
export const stepTitle = (step: CalculatorStep, i?: Pick<CalculatorInputs, 'chooseCalculator'>): Message =>
  step === 'choose-calculator' || !i ? message('calculator.title.choose') : calculatorTitle(i);

const n = (v: Amount) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Rounds half up to cents, ignoring binary noise: 549.9 x 1.15 is 632.39, not 632.38. */
export const cents = (v: number) => {
  const r = Math.round(Math.abs(Number((v * 100).toFixed(6)))) / 100;
  return v < 0 ? -r : r;
};

/** Digits with optional decimals, as typed in a calculator field. */
export const DECIMAL_PATTERN = /^(\d+(\.\d+)?|\.\d+)$/;

/** What a calculator field holds: an amount of money, hours or a percentage. */
export type AmountUnit = 'money' | 'hours' | 'percent';
/** The largest value of a field of each unit, as the session's contract takes it. */
export const amountLimits: Record<AmountUnit, number> = { money: 10_000_000, hours: 1_000, percent: 1_000 };
/** Past every result that fields within their limits give (labor and downtime over 1,000 hours come to
 * 20 billion dollars): what the session and the email take of a result. */
export const resultLimit = 100_000_000_000;

/** A field's text as the pattern reads it. Where the reader's decimal mark is a comma (French), a
 * comma is the decimal point and spaces between digits group them (1 082,50); a point is taken too. */
function plain(text: string, decimal: string) {
  const t = text.trim();
  return decimal === ',' ? t.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1').replace(',', '.') : t;
}

/** A field's text as a number: '' is null (blank), anything not matching the pattern undefined.
 * `decimal` is the reader's decimal mark. */
export function parseAmount(text: string, decimal = '.'): number | null | undefined {
  const t = plain(text, decimal);
  if (t === '') return null;
  if (!DECIMAL_PATTERN.test(t)) return undefined;
  return Number(t);
}

/** The message shown next to a field, or undefined when the text is acceptable. */
export function amountError(
  text: string,
  { unit, decimal = '.' }: { unit?: AmountUnit; decimal?: string } = {},
): Message | undefined {
  const t = plain(text, decimal);
  if (t === '') return message('calculator.error.blank');
  if (t.startsWith('-')) return message('calculator.error.negative');
  if (!DECIMAL_PATTERN.test(t))
    return message(
      unit === 'hours'
        ? 'calculator.error.hours'
        : unit === 'percent'
          ? 'calculator.error.percent'
          : 'calculator.error.number',
    );
  if (unit && Number(t) > amountLimits[unit]) return message('calculator.error.max', { max: amountLimits[unit] });
  return undefined;
}

export function rebuildPartsBase(i: CalculatorInputs) {
  const preset = isPreset(i) ? n(i.hubCost) + n(i.manualSpindleNutCost) : 0;
  return n(i.bearingSetCost) + n(i.wheelSealCost) + preset;
}

export function replacePartsBase(i: CalculatorInputs) {
  return n(i.replacementHubCost) + n(i.spindleNutCost);
}

/** The rebuild-costs step's running total. */
export const rebuildRunningTotal = (i: CalculatorInputs) => cents(rebuildPartsBase(i));
/** The replacement-costs step's running total. */
export const replaceRunningTotal = (i: CalculatorInputs) => cents(replacePartsBase(i));

/** The cost-comparison step: parts plus the shop's own labor rate times the hours. */
export function costComparison(i: CalculatorInputs) {
  return {
    totalReplace: cents(replacePartsBase(i) + n(i.laborRate) * n(i.replaceHours)),
    totalRebuild: cents(rebuildPartsBase(i) + n(i.laborRate) * n(i.rebuildHours)),
  };
}

/** The labor margin per hour: billable rate over the labor rate, when a billable rate is set. */
export function laborMarginPerHour(i: CalculatorInputs) {
  if (!asksMargins(i) || n(i.billableLaborRate) <= 0) return 0;
  return cents(n(i.billableLaborRate) - n(i.laborRate));
}

export type CalculatorResults = {
  replacePartsCost: number;
  rebuildPartsCost: number;
  replaceLaborCost: number;
  rebuildLaborCost: number;
  replaceDowntimeCost: number;
  rebuildDowntimeCost: number;
  totalReplaceCosts: number;
  totalRebuildCosts: number;
  replacementMarginValue: number;
  rebuildMarginValue: number;
  laborMargin: number;
  customerSavings: number;
};

/**
 * The results screen. Labor uses the billable rate when above 0, else the labor rate. With margins
 * (Service Shop) the parts are charged with the markup; each side's margin value is the markup
 * plus the labor margin over its hours. Savings = rebuild side minus replace side, floored at 0.
 */
export function calculateResults(i: CalculatorInputs): CalculatorResults {
  const margins = asksMargins(i);
  const markup = margins ? n(i.partsMargin) / 100 : 0;
  const billable = margins ? n(i.billableLaborRate) : 0;
  const rate = billable > 0 ? billable : n(i.laborRate);
  const replaceBase = replacePartsBase(i);
  const rebuildBase = rebuildPartsBase(i);
  const replaceParts = cents(replaceBase * (1 + markup));
  const rebuildParts = cents(rebuildBase * (1 + markup));
  const replaceLabor = cents(rate * n(i.replaceHours));
  const rebuildLabor = cents(rate * n(i.rebuildHours));
  const replaceDowntime = cents(n(i.downtimeCosts) * n(i.replaceHours));
  const rebuildDowntime = cents(n(i.downtimeCosts) * n(i.rebuildHours));
  const totalReplace = cents(replaceParts + replaceLabor + replaceDowntime);
  const totalRebuild = cents(rebuildParts + rebuildLabor + rebuildDowntime);
  const perHour = laborMarginPerHour(i);
  return {
    replacePartsCost: replaceParts,
    rebuildPartsCost: rebuildParts,
    replaceLaborCost: replaceLabor,
    rebuildLaborCost: rebuildLabor,
    replaceDowntimeCost: replaceDowntime,
    rebuildDowntimeCost: rebuildDowntime,
    totalReplaceCosts: totalReplace,
    totalRebuildCosts: totalRebuild,
    replacementMarginValue: margins ? cents(replaceBase * markup + perHour * n(i.replaceHours)) : 0,
    rebuildMarginValue: margins ? cents(rebuildBase * markup + perHour * n(i.rebuildHours)) : 0,
    laborMargin: perHour,
    customerSavings: Math.max(0, cents(totalRebuild - totalReplace)),
  };
}

/** The totals a client may send with an email; the server recomputes and compares them. */
export const emailTotalKeys = [
  'totalRebuildCosts',
  'totalReplaceCosts',
  'rebuildPartsCost',
  'replacePartsCost',
  'replaceLaborCost',
  'rebuildLaborCost',
  'replaceDowntimeCost',
  'rebuildDowntimeCost',
  'rebuildMarginValue',
  'replacementMarginValue',
  'customerSavings',
] as const satisfies readonly (keyof CalculatorResults)[];

/** The totals of the spec's email payload (spec 2, section 3): always sent. */
export const emailPayloadTotals = [
  'totalRebuildCosts',
  'totalReplaceCosts',
  'rebuildPartsCost',
  'replaceLaborCost',
  'rebuildLaborCost',
  'replaceDowntimeCost',
  'rebuildDowntimeCost',
  'rebuildMarginValue',
] as const satisfies readonly (typeof emailTotalKeys)[number][];

/** Keys whose sent value differs from the recomputed one by more than half a cent, or that the
 * payload must carry and does not; the other totals are compared when sent. */
export function totalsMismatch(
  sent: Partial<Record<(typeof emailTotalKeys)[number], number | null>>,
  i: CalculatorInputs,
) {
  const r = calculateResults(i);
  const required: readonly string[] = emailPayloadTotals;
  return emailTotalKeys.filter((k) => {
    const v = sent[k];
    return typeof v === 'number' ? Math.abs(v - r[k]) > 0.005 : required.includes(k);
  });
}

/** The step after `step`; margin-parts is skipped when no margins are asked. */
export function nextStep(step: CalculatorStep, i: CalculatorInputs): CalculatorStep {
  const at = calculatorSteps.indexOf(step);
  const next = calculatorSteps[Math.min(at + 1, calculatorSteps.length - 1)];
  if (next === 'margin-parts' && !asksMargins(i)) return 'downtime-costs';
  return next;
}

export function previousStep(step: CalculatorStep, i: CalculatorInputs): CalculatorStep | undefined {
  const at = calculatorSteps.indexOf(step);
  if (at <= 0) return undefined;
  const prev = calculatorSteps[at - 1];
  if (prev === 'margin-parts' && !asksMargins(i)) return 'cost-comparison';
  return prev;
}
