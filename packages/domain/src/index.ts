export * from './partNumber';
