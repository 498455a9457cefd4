// Examples for tests only.
export * from './calculatorExample';
