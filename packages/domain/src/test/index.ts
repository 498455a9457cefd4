// Examples for tests only.
export * from './calculatorExample';
export * from './english';
