/** A part number as the finders compare it: case, spaces, dashes, dots and slashes removed. */
export function normalizePartNumber(text: string): string {
  return text.toUpperCase().replace(/[\s\-./\\_]+/g, '');
}

/** Assembly numbers are 6 or 8 digits. */
export function isAssemblyNumber(text: string): boolean {
  return /^(\d{6}|\d{8})$/.test(text.trim());
}
