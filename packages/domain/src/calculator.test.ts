import { describe, expect, it } from 'vitest';
import { presetInHouseExample, presetShopExample, replaceShopExample } from './test/calculatorExample';
import {
  amountError,
  amountLimits,
  calculateResults,
  calculatorTitle,
  stepTitle,
  cents,
  costComparison,
  emailTotalKeys,
  nextStep,
  parseAmount,
  resultLimit,
  previousStep,
  rebuildRunningTotal,
  replaceRunningTotal,
  totalsMismatch,
  type CalculatorInputs,
} from './calculator';
import { formatMoney } from './i18n/format';
import { sendEmailBody, sessionValues } from './contract/calculator';
import { english } from './test/english';

const replaceInHouse: CalculatorInputs = {
  chooseCalculator: 0,
  serviceType: 'In House',
  bearingSetCost: 120,
  wheelSealCost: 35,
  replacementHubCost: 450,
  spindleNutCost: 0,
  laborRate: 100,
  rebuildHours: 3,
  replaceHours: 1,
  downtimeCosts: 100,
};
const replaceShop = replaceShopExample;
const presetInHouse = presetInHouseExample;
const presetShop = presetShopExample;

describe('costComparison', () => {
  it.each([
    ['replace, in house', replaceInHouse, 550, 455],
    ['replace, service shop (own labor rate, no markup)', replaceShop, 555, 395],
    ['preset, in house (conventional hub and manual nut included)', presetInHouse, 695.5, 577.5],
    ['preset, service shop, decimals', presetShop, 621.15, 558.47],
    [
      'blanks count as zero',
      { chooseCalculator: 0, replacementHubCost: 400, laborRate: null, replaceHours: null },
      400,
      0,
    ],
    ['all zero', { chooseCalculator: 1, bearingSetCost: 0, hubCost: 0, laborRate: 0, rebuildHours: 0 }, 0, 0],
    [
      'replace mode ignores the conventional hub and manual nut',
      { ...replaceInHouse, hubCost: 999, manualSpindleNutCost: 50 },
      550,
      455,
    ],
  ])('%s', (_name, inputs, totalReplace, totalRebuild) => {
    expect(costComparison(inputs)).toEqual({ totalReplace, totalRebuild });
  });
});

describe('calculateResults', () => {
  const inHouseResults = {
    replacePartsCost: 450,
    rebuildPartsCost: 155,
    replaceLaborCost: 100,
    rebuildLaborCost: 300,
    replaceDowntimeCost: 100,
    rebuildDowntimeCost: 300,
    totalReplaceCosts: 650,
    totalRebuildCosts: 755,
    replacementMarginValue: 0,
    rebuildMarginValue: 0,
    laborMargin: 0,
    customerSavings: 105,
  };
  it.each([
    ['replace, in house', replaceInHouse, inHouseResults],
    [
      'in house ignores a billable rate and a markup left in the session',
      { ...replaceInHouse, billableLaborRate: 150, partsMargin: 50 },
      inHouseResults,
    ],
    [
      'replace, service shop, billable rate above 0 and 20% markup',
      replaceShop,
      {
        replacePartsCost: 570,
        rebuildPartsCost: 186,
        replaceLaborCost: 125,
        rebuildLaborCost: 375,
        replaceDowntimeCost: 100,
        rebuildDowntimeCost: 300,
        totalReplaceCosts: 795,
        totalRebuildCosts: 861,
        replacementMarginValue: 140,
        rebuildMarginValue: 166,
        laborMargin: 45,
        customerSavings: 66,
      },
    ],
    [
      'service shop with billable rate 0 uses the labor rate',
      {
        chooseCalculator: 0,
        serviceType: 'Service Shop',
        bearingSetCost: 100,
        wheelSealCost: 20,
        replacementHubCost: 300,
        spindleNutCost: 0,
        laborRate: 90,
        billableLaborRate: 0,
        partsMargin: 0,
        rebuildHours: 3,
        replaceHours: 1,
        downtimeCosts: 0,
      },
      {
        replacePartsCost: 300,
        rebuildPartsCost: 120,
        replaceLaborCost: 90,
        rebuildLaborCost: 270,
        replaceDowntimeCost: 0,
        rebuildDowntimeCost: 0,
        totalReplaceCosts: 390,
        totalRebuildCosts: 390,
        replacementMarginValue: 0,
        rebuildMarginValue: 0,
        laborMargin: 0,
        customerSavings: 0,
      },
    ],
    [
      'preset, in house',
      presetInHouse,
      {
        replacePartsCost: 585,
        rebuildPartsCost: 356.5,
        replaceLaborCost: 110.5,
        rebuildLaborCost: 221,
        replaceDowntimeCost: 120,
        rebuildDowntimeCost: 240,
        totalReplaceCosts: 815.5,
        totalRebuildCosts: 817.5,
        replacementMarginValue: 0,
        rebuildMarginValue: 0,
        laborMargin: 0,
        customerSavings: 2,
      },
    ],
    [
      'preset, service shop, decimal hours and prices',
      presetShop,
      {
        replacePartsCost: 632.39,
        rebuildPartsCost: 369.12,
        replaceLaborCost: 101.63,
        rebuildLaborCost: 338.75,
        replaceDowntimeCost: 82.5,
        rebuildDowntimeCost: 275,
        totalReplaceCosts: 816.52,
        totalRebuildCosts: 982.87,
        replacementMarginValue: 112.86,
        rebuildMarginValue: 149.4,
        laborMargin: 40.5,
        customerSavings: 166.35,
      },
    ],
    [
      'blanks: savings floored at 0 when replacing costs more',
      { chooseCalculator: 0, replacementHubCost: 400, laborRate: 100 },
      {
        replacePartsCost: 400,
        rebuildPartsCost: 0,
        replaceLaborCost: 0,
        rebuildLaborCost: 0,
        replaceDowntimeCost: 0,
        rebuildDowntimeCost: 0,
        totalReplaceCosts: 400,
        totalRebuildCosts: 0,
        replacementMarginValue: 0,
        rebuildMarginValue: 0,
        laborMargin: 0,
        customerSavings: 0,
      },
    ],
    [
      'all zero',
      {
        chooseCalculator: 1,
        serviceType: 'Service Shop',
        laborRate: 0,
        billableLaborRate: 0,
        partsMargin: 0,
        rebuildHours: 0,
        replaceHours: 0,
        downtimeCosts: 0,
      },
      {
        replacePartsCost: 0,
        rebuildPartsCost: 0,
        replaceLaborCost: 0,
        rebuildLaborCost: 0,
        replaceDowntimeCost: 0,
        rebuildDowntimeCost: 0,
        totalReplaceCosts: 0,
        totalRebuildCosts: 0,
        replacementMarginValue: 0,
        rebuildMarginValue: 0,
        laborMargin: 0,
        customerSavings: 0,
      },
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(calculateResults(inputs)).toEqual(expected);
  });

  it('a billable rate below the labor rate gives a negative labor margin', () => {
    const r = calculateResults({ ...replaceShop, billableLaborRate: 70 });
    expect(r.laborMargin).toBe(-10);
    expect(r.replaceLaborCost).toBe(70);
  });
});

describe('running totals', () => {
  it.each([
    [replaceInHouse, 155, 450],
    [presetInHouse, 356.5, 585],
    [{ chooseCalculator: 1, bearingSetCost: 0.1, wheelSealCost: 0.2 }, 0.3, 0],
    [{}, 0, 0],
  ])('%#', (inputs, rebuild, replace) => {
    expect(rebuildRunningTotal(inputs)).toBe(rebuild);
    expect(replaceRunningTotal(inputs)).toBe(replace);
  });
});

describe('totalsMismatch', () => {
  it('accepts the totals the formulas produce', () => {
    expect(totalsMismatch(calculateResults(presetShop), presetShop)).toEqual([]);
  });
  it('names the totals that differ or are missing', () => {
    const sent = { ...calculateResults(replaceShop), totalReplaceCosts: 1, rebuildLaborCost: undefined };
    expect(totalsMismatch(sent, replaceShop)).toEqual(['totalReplaceCosts', 'rebuildLaborCost']);
  });
  it('compares the totals outside the spec payload only when they are sent', () => {
    const { replacePartsCost: _p, replacementMarginValue: _m, ...spec } = calculateResults(replaceShop);
    expect(totalsMismatch({ ...spec, customerSavings: null }, replaceShop)).toEqual([]);
    expect(totalsMismatch({ ...spec, customerSavings: 1e6 }, replaceShop)).toEqual(['customerSavings']);
  });
});

it('every result of fields at their limits stays within what the session and the email take', () => {
  const { money, hours, percent } = amountLimits;
  for (const chooseCalculator of [0, 1])
    for (const serviceType of ['In House', 'Service Shop']) {
      const r = calculateResults({
        chooseCalculator,
        serviceType,
        laborRate: money,
        billableLaborRate: money,
        bearingSetCost: money,
        wheelSealCost: money,
        manualSpindleNutCost: money,
        hubCost: money,
        replacementHubCost: money,
        spindleNutCost: money,
        partsMargin: percent,
        rebuildHours: hours,
        replaceHours: hours,
        downtimeCosts: money,
      });
      for (const v of Object.values(r)) expect(Math.abs(v)).toBeLessThanOrEqual(resultLimit);
      for (const k of ['laborMargin', 'replacementMarginValue', 'rebuildMarginValue', 'customerSavings'] as const)
        expect(sessionValues[k].safeParse(r[k]).success, k).toBe(true);
      for (const k of emailTotalKeys) expect(sendEmailBody.shape[k].safeParse(r[k]).success, k).toBe(true);
    }
});

describe('parseAmount and amountError', () => {
  it.each([
    ['125', 125, undefined],
    ['42.50', 42.5, undefined],
    ['.5', 0.5, undefined],
    ['0', 0, undefined],
    [' 7 ', 7, undefined],
    ['', null, 'Enter a value (0 if none).'],
    ['-3', undefined, 'Enter 0 or more.'],
    ['12a', undefined, 'Enter a number, for example 125 or 42.50.'],
    ['1.2.3', undefined, 'Enter a number, for example 125 or 42.50.'],
    ['1e3', undefined, 'Enter a number, for example 125 or 42.50.'],
  ])('%j', (text, value, error) => {
    expect(parseAmount(text)).toBe(value);
    expect(english(amountError(text))).toBe(error);
  });
  it.each([
    ['42,50', 42.5],
    ['42.50', 42.5],
    ['1 082,5', 1082.5],
    ['1\u202f082', 1082],
    [',5', 0.5],
    ['1,2,3', undefined],
    ['1.082,50', undefined],
  ])('with a comma decimal mark, %j', (text, value) => {
    expect(parseAmount(text, ',')).toBe(value);
    expect(amountError(text, { decimal: ',' })).toEqual(value === undefined ? expect.anything() : undefined);
  });
  it('takes a comma as a decimal mark only where the reader writes one', () => {
    expect(parseAmount('1,082')).toBeUndefined();
  });
  it.each([
    ['10000000', 'money', undefined],
    ['10000000.01', 'money', 'Enter 10,000,000 or less.'],
    ['1000', 'hours', undefined],
    ['1000.5', 'hours', 'Enter 1,000 or less.'],
    ['1001', 'percent', 'Enter 1,000 or less.'],
    ['1e2', 'money', 'Enter a number, for example 125 or 42.50.'],
    ['1e2', 'hours', 'Enter a number of hours, for example 2 or 1.5.'],
    ['two', 'percent', 'Enter a percentage, for example 15 or 12.5.'],
  ] as const)('%j as %s', (text, unit, error) => {
    expect(english(amountError(text, { unit }))).toBe(error);
  });
});

describe('steps', () => {
  it.each([
    ['cost-comparison', { serviceType: 'In House' }, 'downtime-costs'],
    ['cost-comparison', { serviceType: 'Service Shop' }, 'margin-parts'],
    ['margin-parts', { serviceType: 'Service Shop' }, 'downtime-costs'],
    ['choose-calculator', {}, 'wheel-position'],
    ['email', {}, 'confirmation'],
    ['confirmation', {}, 'confirmation'],
  ] as const)('after %s with %j comes %s', (step, inputs, next) => {
    expect(nextStep(step, inputs)).toBe(next);
  });
  it.each([
    ['downtime-costs', { serviceType: 'In House' }, 'cost-comparison'],
    ['downtime-costs', { serviceType: 'Service Shop' }, 'margin-parts'],
    ['choose-calculator', {}, undefined],
  ] as const)('before %s with %j comes %s', (step, inputs, prev) => {
    expect(previousStep(step, inputs)).toBe(prev);
  });
});

describe('display', () => {
  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [1082, '$1,082.00'],
    [999.999, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [0.005, '$0.01'],
    [-12, '-$12.00'],
  ])('formatMoney(%d) is %s', (v, text) => {
    expect(formatMoney(v)).toBe(text);
  });
  it.each([
    [1.005, 1.01],
    [549.9 * 1.15, 632.39],
    [-2.345, -2.35],
  ])('cents(%d) is %d', (v, r) => {
    expect(cents(v)).toBe(r);
  });
  it('titles', () => {
    expect(english(calculatorTitle({ chooseCalculator: 0 }))).toBe('Replace Calculator');
    expect(english(calculatorTitle({ chooseCalculator: 1 }))).toBe('PreSet vs. Conventional Calculator');
  });
  it("titles a step by the calculator chosen, and by the calculators' name on the first step or with no session", () => {
    expect(english(stepTitle('choose-calculator', { chooseCalculator: 1 }))).toBe('Calculators');
    expect(english(stepTitle('labor-costs', { chooseCalculator: 1 }))).toBe('PreSet vs. Conventional Calculator');
    expect(english(stepTitle('labor-costs', { chooseCalculator: 0 }))).toBe('Replace Calculator');
    expect(english(stepTitle('labor-costs'))).toBe('Calculators');
  });
});
