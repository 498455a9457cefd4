import { message, type Message } from './i18n/keys';
import { makeOfWmi } from './wmi';

/** Letter values of the check-digit computation (49 CFR 565.15); I, O and Q never appear in a VIN. */
const letterValues: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The characters a VIN may hold. */
export const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** The number a VIN character counts as in the check digit. */
export function transliterate(c: string): number {
  return /^\d$/.test(c) ? Number(c) : (letterValues[c] ?? NaN);
}

/** The check digit (position 9) the other 16 characters call for: '0'–'9' or 'X' for 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += transliterate(vin[i]) * weights[i];
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** A VIN as typed or scanned: upper case, spaces and dashes dropped, a Code 39 'I' prefix of
 * imported vehicles' labels removed. */
export function cleanVin(text: string): string {
  const v = text.toUpperCase().replace(/[\s-]+/g, '');
  return v.length === 18 && v.startsWith('I') ? v.slice(1) : v;
}

export const vinTexts = {
  label: message('scan.vin.label'),
  help: message('scan.vin.help'),
  length: (n: number) => message('scan.vin.length', { count: n }),
  chars: (bad: string) => message('scan.vin.chars', { bad }),
  check: (found: string, wanted: string) => message('scan.vin.check', { found, wanted }),
  title: message('scan.vin.title'),
  submit: message('scan.vin.submit'),
  notRecognised: (wmi: string) => message('scan.vin.notRecognised', { wmi }),
  notListed: (make: string) => message('scan.vin.notListed', { make }),
  // The year as text: a number would be grouped (2,019) in some languages.
  found: (make: string, year?: number) =>
    year ? message('scan.vin.foundYear', { make, year: String(year) }) : message('scan.vin.found', { make }),
};

export type VinCheck = { ok: true; vin: string } | { ok: false; reason: Message };

/** Checks a VIN's length, characters and check digit; the reason says what is wrong, never a guess. */
export function checkVin(text: string): VinCheck {
  const vin = cleanVin(text);
  if (vin.length !== 17) return { ok: false, reason: vinTexts.length(vin.length) };
  const bad = [...new Set([...vin].filter((c) => !VIN_CHARS.includes(c)))];
  if (bad.length) return { ok: false, reason: vinTexts.chars(bad.map((c) => `'${c}'`).join(', ')) };
  const wanted = vinCheckDigit(vin);
  if (vin[8] !== wanted) return { ok: false, reason: vinTexts.check(vin[8], wanted) };
  return { ok: true, vin };
}

const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The model year of position 10. The code repeats every 30 years; the latest year not after next
 * year is taken (a truck on the road today is rarely older than 30 years). */
export function modelYear(vin: string, now = new Date()): number | undefined {
  const i = yearCodes.indexOf(vin[9]);
  if (i < 0) return undefined;
  const limit = now.getUTCFullYear() + 1;
  let year = 1980 + i;
  while (year + 30 <= limit) year += 30;
  return year;
}

export type VinMake = { wmi: string; year?: number; make?: string };

/** The manufacturer code, model year and, when the WMI table knows it, the truck make of a valid VIN. */
export function decodeVin(vin: string, now = new Date()): VinMake {
  const wmi = vin.slice(0, 3);
  const year = modelYear(vin, now);
  return { wmi, year, make: makeOfWmi(wmi, year) };
}

/** The id of the truck-make value named `make` (the catalog's names, any case). */
export function makeValueId(make: string, values: readonly { Id: number; Name?: string | null }[]): number | undefined {
  const name = make.toLowerCase();
  return values.find((v) => v.Name?.toLowerCase() === name)?.Id;
}
