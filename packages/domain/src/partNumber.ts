/** A number's characters as the catalog writes them: full-width characters as their plain forms, the
 * dashes a pasted text brings (U+2010 to U+2015, the minus sign) as the hyphen, and without the
 * invisible characters a copied text may hold (zero-width spaces and joiners, byte order marks, soft
 * hyphens, direction marks). */
export function plainNumberText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

/** A part number as the finders compare it: in plain characters, case, spaces, dashes, dots and slashes
 * removed. */
export function normalizePartNumber(text: string): string {
  return plainNumberText(text)
    .toUpperCase()
    .replace(/[\s\-./\\_]+/g, '');
}

/** Assembly numbers are 6 or 8 digits. */
export function isAssemblyNumber(text: string): boolean {
  return /^(\d{6}|\d{8})$/.test(text.trim());
}

/** The longest text a number lookup takes (part, assembly, casting numbers). */
export const MAX_LOOKUP_TEXT = 40;

/** A typed text as a message repeats it: no longer than a lookup takes, with '…' for the rest. */
export const shortText = (text: string) =>
  text.length > MAX_LOOKUP_TEXT ? `${text.slice(0, MAX_LOOKUP_TEXT)}…` : text;

/** Whether a typed number can be looked up: not empty, no longer than a lookup takes, no control
 * characters. A text that cannot be looked up matches nothing. */
export function canLookUp(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= MAX_LOOKUP_TEXT && !/[\u0000-\u001f\u007f-\u009f]/.test(t);
}
