export * from './languages';
export * from './format';
export { message, type Message, type MessageKey, type AreaKey, type MessageValues } from './keys';
