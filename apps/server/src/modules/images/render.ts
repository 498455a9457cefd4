import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { DRAWING_SIZES } from '@wheelend/domain';
import { opaquePng } from './png.js';

const require = createRequire(import.meta.url);
/** The drawings' typeface ships as a package, so every machine renders the same text. */
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansCondensed.ttf', 'DejaVuSansMono.ttf'].map((f) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${f}`),
);

/** Square sizes served: the full drawing and the thumbnails. */
export const FULL_SIZE = 600;
export const THUMBNAIL_SIZES = DRAWING_SIZES;

/** Raster of an SVG drawing at `size` x `size` pixels (on white, so opaque). */
export async function renderPng(svg: string, size: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
    shapeRendering: 2,
    textRendering: 1,
  });
  return opaquePng(image.pixels, image.width, image.height);
}

/** The images made (PNGs, SVG text) in a least-recently-used map bounded both by entry count and by
 * total bytes. */
export class ImageCache {
  private entries = new Map<string, Buffer>();
  private total = 0;

  constructor(
    private maxEntries = 200,
    private maxBytes = 32 * 1024 * 1024,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }

  get(key: string) {
    const image = this.entries.get(key);
    if (image) {
      this.entries.delete(key);
      this.entries.set(key, image);
    }
    return image;
  }

  set(key: string, image: Buffer) {
    if (image.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, image);
    this.total += image.length;
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.entries.delete(k);
      this.total -= v.length;
    }
  }
}
