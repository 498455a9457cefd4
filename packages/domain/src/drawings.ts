/** The square sizes of the part drawings the app shows (besides the full 600 px drawing). */
export const DRAWING_SIZES = [200, 250, 300, 400] as const;
export type DrawingSize = (typeof DRAWING_SIZES)[number];

export const drawingUrl = (guid: string, size: DrawingSize) => `/cdn/images/${size}x${size}/${guid}.png`;

/** The drawing for screens of more than one pixel per point: the first size at least 1.5 times
 * as large, or the largest there is, so that a phone does not show it blurred. */
export function denserSource(guid: string, size: DrawingSize): string | undefined {
  const denser = DRAWING_SIZES.find((s) => s >= size * 1.5) ?? DRAWING_SIZES[DRAWING_SIZES.length - 1];
  if (denser <= size) return undefined;
  return `${drawingUrl(guid, size)} 1x, ${drawingUrl(guid, denser)} ${Number((denser / size).toFixed(2))}x`;
}
