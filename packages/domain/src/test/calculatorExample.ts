import type { CalculatorInputs } from '../calculator';

/** A worked example for tests: replace vs rebuild at a service shop, with a billable rate and a parts markup. */
export const replaceShopExample: CalculatorInputs = {
  chooseCalculator: 0,
  serviceType: 'Service Shop',
  bearingSetCost: 120,
  wheelSealCost: 35,
  replacementHubCost: 450,
  spindleNutCost: 25,
  laborRate: 80,
  billableLaborRate: 125,
  partsMargin: 20,
  rebuildHours: 3,
  replaceHours: 1,
  downtimeCosts: 100,
};

/** PreSet against a conventional hub in house: the hub and the manual spindle nut count too. */
export const presetInHouseExample: CalculatorInputs = {
  chooseCalculator: 1,
  serviceType: 'In House',
  bearingSetCost: 90.5,
  wheelSealCost: 40.25,
  hubCost: 210,
  manualSpindleNutCost: 15.75,
  replacementHubCost: 520,
  spindleNutCost: 65,
  laborRate: 110.5,
  rebuildHours: 2,
  replaceHours: 1,
  downtimeCosts: 120,
};

/** PreSet at a service shop, with amounts in cents. */
export const presetShopExample: CalculatorInputs = {
  chooseCalculator: 1,
  serviceType: 'Service Shop',
  bearingSetCost: 85.99,
  wheelSealCost: 32.49,
  hubCost: 189.99,
  manualSpindleNutCost: 12.5,
  replacementHubCost: 489.95,
  spindleNutCost: 59.95,
  laborRate: 95,
  billableLaborRate: 135.5,
  partsMargin: 15,
  rebuildHours: 2.5,
  replaceHours: 0.75,
  downtimeCosts: 110,
};
