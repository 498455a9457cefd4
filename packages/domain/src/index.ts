// The rules of the spec: part numbers, kits, calculators, hubs, castings, rotors, studs, drums, VINs.
export * from './brand';
export * from './calculator';
export * from './casting';
export * from './castingKinds';
export * from './compare';
export * from './drawings';
export * from './drum';
export * from './firstAnswers';
export * from './gs1';
export * from './homeRouting';
export * from './hubDisplay';
export * from './hubFilters';
export * from './kits';
export * from './kitPages';
export * from './notifications';
export * from './partNumber';
export * from './partTypes';
export * from './rotor';
export * from './scan';
export * from './stud';
export * from './vin';
export * from './hub/questionnaire';
export * from './hub/texts';
export * from './hub/answers';
export * from './wmi';
// Both the calculator and the hub questionnaire have a nextStep; the public one is the calculator's.
export { nextStep } from './calculator';
export * from './i18n';
