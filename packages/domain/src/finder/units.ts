/** Millimetres per inch for rotors and drums (spec 2, section 9). */
export const MM_PER_INCH = 25.4;
/** The factor the stud dimension labels use (spec 2, section 9). */
export const STUD_LABEL_FACTOR = 24.5;

/** A rotor or drum inch figure in whole millimetres: 25.4 × value rounded, except 16.9 in, which rounds
 * up (430 mm, the trailer rotor size). */
export function toMillimeters(inch: number): number {
  const mm = inch * MM_PER_INCH;
  return Math.abs(inch - 16.9) < 1e-9 ? Math.ceil(mm) : Math.round(mm);
}

/** A stud dimension in the label's millimetres (the spec's 24.5 factor), rounded to whole millimetres. */
export function studLabelMillimeters(inch: number): number {
  return Math.round(inch * STUD_LABEL_FACTOR);
}

/** '11.25" (286 mm)'; a zero figure (does not apply) has no label. */
export function inchLabel(inch: number | null | undefined): string | undefined {
  if (inch == null || !Number.isFinite(inch) || inch === 0) return undefined;
  return `${trimmed(inch)}" (${toMillimeters(inch)} mm)`;
}

/** A figure with at most two decimals and no trailing zeros: 8.780 → '8.78', 15 → '15'. */
export const trimmed = (n: number) => String(Math.round(n * 100) / 100);

/** Spec dimensions on detail pages: two decimals. */
export const twoDecimals = (n: number | null | undefined) => (n == null ? '' : n.toFixed(2));

/** A filter value's button text: '11.25" (286 mm)' for an inch figure, else its name. */
export function valueText(
  inchCodes: readonly string[],
  code: string,
  v: { Name: string; Inch?: number | null },
): string {
  return (inchCodes.includes(code) && inchLabel(v.Inch)) || v.Name;
}

/** A detail page's inch dimension: '15.00 in (381 mm)'; none when unknown or zero (does not apply). */
export function dimensionText(inch: number | null | undefined): string {
  return inch == null || inch === 0 ? '—' : `${twoDecimals(inch)} in (${toMillimeters(inch)} mm)`;
}
