import { cents } from '../calculator';
import type { Locale } from './languages';
import { numberFormat, writeDate, writeNumber } from './intl';

/** The pseudo-locale formats as English; our Spanish is US Spanish. */
export const intlLocale = (lang: Locale) => (lang === 'en-XA' ? 'en' : lang === 'es' ? 'es-US' : lang);

/** The currencies a brand may price in (its `BRAND_CURRENCY`). */
export const currencies = ['USD', 'CAD'] as const;
export type Currency = (typeof currencies)[number];

/** An amount of money, rounded half up to cents, in the language's format ($1,082.00, 1 082,00 $).
 * The currency is the brand's setting, not the language's. */
export function formatMoney(amount: number, lang: Locale = 'en', currency: Currency = 'USD'): string {
  return numberFormat(intlLocale(lang), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    cents(amount),
  );
}

export function formatNumber(value: number, lang: Locale, options?: Intl.NumberFormatOptions): string {
  return writeNumber(intlLocale(lang), value, options);
}

export function formatDate(date: Date, lang: Locale, options?: Intl.DateTimeFormatOptions): string {
  return writeDate(intlLocale(lang), date, options);
}
