export * from './languages';
export * from './format';
export { numberFormat, dateFormat } from './intl';
export { formatCompiled } from './write';
export { message, type Message, type MessageKey, type AreaKey, type MessageValues } from './keys';
