/** A part number as the finders compare it: case, spaces, dashes, dots and slashes removed. */
export function normalizePartNumber(text: string): string {
  return text.toUpperCase().replace(/[\s\-./\\_]+/g, '');
}

/** Assembly numbers are 6 or 8 digits. */
export function isAssemblyNumber(text: string): boolean {
  return /^(\d{6}|\d{8})$/.test(text.trim());
}

/** The longest text a number lookup takes (part, assembly, casting numbers). */
export const MAX_LOOKUP_TEXT = 40;

/** Whether a typed number can be looked up: not empty, no longer than a lookup takes, no control
 * characters. A text that cannot be looked up matches nothing. */
export function canLookUp(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= MAX_LOOKUP_TEXT && !/[\u0000-\u001f\u007f-\u009f]/.test(t);
}
