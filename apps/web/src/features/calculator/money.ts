import { formatMoney, intlLocale, numberFormat } from '@wheelend/domain';
import { brand } from '../../shared/config';
import { activeLocale } from '../../shared/i18n';

/** An amount in the reader's format and the brand's currency. A component that shows it re-renders
 * on a language switch through its `useT()`. */
export const money = (amount: number) => formatMoney(amount, activeLocale(), brand.currency);

/** The currency sign of an amount field and whether the reader's format puts it after the number. */
export function currencySign(): { sign: string; after: boolean } {
  const parts = numberFormat(intlLocale(activeLocale()), {
    style: 'currency',
    currency: brand.currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1);
  const at = parts.findIndex((x) => x.type === 'currency');
  return { sign: parts[at]?.value ?? '$', after: at > parts.findIndex((x) => x.type === 'integer') };
}

/** The reader's decimal mark: a comma in French, a point otherwise. */
export function decimalMark(): string {
  return (
    numberFormat(intlLocale(activeLocale()))
      .formatToParts(1.5)
      .find((x) => x.type === 'decimal')?.value ?? '.'
  );
}
