export { inArea, loadArea, setLanguage, activeLocale } from './i18n';
export { useT, textOf, type T, type Text } from './useT';
export { Rich } from './Rich';
export { LanguageSwitch } from './LanguageSwitch';
export { serverErrorText } from './serverError';
