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
