export * from './languages';
export * from './format';
export type { MessageKey, AreaKey, MessageValues } from './keys';
