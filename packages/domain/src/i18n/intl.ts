import { plainDate, plainNumber } from './plain';

// Intl formatters made once per locale and options: making one costs far more than using it (the
// first one loads locale data), and screens format numbers and dates in every row they draw.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let f = made.get(key) as T | undefined;
  if (!f) made.set(key, (f = make()));
  return f;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once(`n ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once(`d ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options));

/** What `numberFormat(locale, options).format(value)` writes; a plain case without making the format. */
export const writeNumber = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  plainNumber(locale, value, options) ?? numberFormat(locale, options).format(value);

/** What `dateFormat(locale, options).format(date)` writes; a plain case without making the format. */
export const writeDate = (locale: string, date: Date, options?: Intl.DateTimeFormatOptions) =>
  plainDate(locale, date, options) ?? dateFormat(locale, options).format(date);

export const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  once(`p ${locale} ${type}`, () => new Intl.PluralRules(locale, { type }));
