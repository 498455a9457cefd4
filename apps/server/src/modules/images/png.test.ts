import { crc32, inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { drawPart } from './draw.js';
import { opaquePng } from './png.js';

/** The chunks of a PNG file, each with its CRC checked. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer }[] = [];
  for (let p = 8; p < png.length;) {
    const len = png.readUInt32BE(p);
    const type = png.toString('ascii', p + 4, p + 8);
    const data = png.subarray(p + 8, p + 8 + len);
    expect(png.readUInt32BE(p + 8 + len), `${type} CRC`).toBe(crc32(png.subarray(p + 4, p + 8 + len)));
    out.push({ type, data });
    p += 12 + len;
  }
  return out;
}

describe('drawings as opaque PNGs', () => {
  const svg = drawPart('drum', { brakeDiameterInch: 16.5, brakeWidthInch: 7 } as never, 'PN-1');
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: '#ffffff' }).render();
  // A copy: the renderer's `pixels` makes a new buffer on every read.
  const pixels = image.pixels;

  it('keep every pixel, as RGB rows', async () => {
    const png = await opaquePng(pixels, image.width, image.height);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const [ihdr, idat, iend] = chunks(png);
    expect(ihdr!.type).toBe('IHDR');
    expect([ihdr!.data.readUInt32BE(0), ihdr!.data.readUInt32BE(4), ihdr!.data[8], ihdr!.data[9]]).toEqual([
      400, 400, 8, 2,
    ]);
    expect([idat!.type, iend!.type]).toEqual(['IDAT', 'IEND']);
    const rows = inflateSync(idat!.data);
    expect(rows.length).toBe(400 * (400 * 3 + 1));
    let differing = 0;
    for (let y = 0; y < 400; y++) {
      expect(rows[y * 1201]).toBe(0);
      for (let x = 0; x < 400; x++)
        for (let c = 0; c < 3; c++) if (rows[y * 1201 + 1 + x * 3 + c] !== pixels[(y * 400 + x) * 4 + c]) differing++;
    }
    expect(differing).toBe(0);
  });

  it('are smaller than the renderer’s own PNG', async () => {
    const png = await opaquePng(pixels, image.width, image.height);
    expect(png.length).toBeLessThan(image.asPng().length * 0.8);
  });
});
