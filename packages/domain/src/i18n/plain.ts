// The first Intl number or date format a page makes costs tens of milliseconds, four times that on a
// slow phone: the engine lists every locale it has data for before it makes one. The plain cases of
// the screens' first paint (a count, a weight, a dimension, a catalog's date in English) are written
// here as Intl writes them, checked against Intl in the tests; every other case goes to Intl.

const english = new Set(['en', 'en-US']);
const ours = new Set(['en', 'en-US', 'es-US', 'fr-CA']);
const numberOptions = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'useGrouping']);

const digitsOption = (x: unknown) =>
  x === undefined || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 20);

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0
    ? '1' + '0'.repeat(digits.length)
    : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** The number as Intl writes it in the locale, or undefined where only Intl can say. English: any
 * finite number of plain notation, with fraction digits and grouping; our other locales: a whole
 * number from 0 to 999 (no separator and no sign to write). */
export function plainNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string | undefined {
  if (!ours.has(locale) || !Number.isFinite(value)) return undefined;
  const o = options ?? {};
  if (Object.keys(o).some((k) => !numberOptions.has(k))) return undefined;
  const { minimumFractionDigits: minSet, maximumFractionDigits: maxSet, useGrouping = true } = o;
  if (!digitsOption(minSet) || !digitsOption(maxSet) || typeof useGrouping !== 'boolean') return undefined;
  const min = minSet ?? 0;
  const max = maxSet ?? Math.max(min, 3);
  if (max < min) return undefined;
  if (!english.has(locale))
    return Number.isInteger(value) && value >= 0 && !Object.is(value, -0) && value < 1000 && min === 0
      ? String(value)
      : undefined;

  // The shortest text that reads back as the same number, as Intl starts from, rounded half away from zero.
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return undefined;
  let [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length > max) {
    let digits = whole + fraction.slice(0, max);
    if (fraction[max]! >= '5') digits = increment(digits);
    whole = digits.slice(0, digits.length - max) || '0';
    fraction = digits.slice(digits.length - max);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  if (useGrouping) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + whole + (fraction ? `.${fraction}` : '');
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A catalog's date in English as Intl writes it ('November 23, 2026', in UTC), or undefined. */
export function plainDate(locale: string, date: Date, options?: Intl.DateTimeFormatOptions): string | undefined {
  const o = options ?? {};
  const keys = Object.keys(o).sort().join();
  if (!english.has(locale) || keys !== 'day,month,timeZone,year') return undefined;
  if (o.year !== 'numeric' || o.month !== 'long' || o.day !== 'numeric' || o.timeZone !== 'UTC') return undefined;
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return undefined;
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}
