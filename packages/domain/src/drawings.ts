/** The square sizes the app shows part drawings at; the server serves each as a PNG thumbnail too. */
export const DRAWING_SIZES = [200, 250, 300, 400] as const;
export type DrawingSize = (typeof DRAWING_SIZES)[number];

/** A part drawing as the app shows it: the drawing itself (SVG), sharp at any size and pixel density,
 * and a twentieth of a PNG thumbnail's bytes. */
export const drawingUrl = (guid: string) => `/cdn/images/${guid}.svg`;
