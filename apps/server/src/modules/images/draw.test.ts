import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { drawPart, familyOf, families } from './draw.js';
import { ImageCache, renderPng } from './render.js';
import { text, FONT } from './svg.js';

/** Count of pixels in a rendered SVG that are not white. */
function inked(svg: string) {
  const pixels = new Resvg(svg, { font: { loadSystemFonts: true }, background: '#ffffff' }).render().pixels;
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 200 || pixels[i + 1] < 200) n++;
  return n;
}

describe('part drawings', () => {
  it('has a drawing for every catalog family', () => {
    expect(families.sort()).toEqual([
      'abs_ring',
      'bearing',
      'casting',
      'drum',
      'hub',
      'kit',
      'rotor',
      'seal',
      'spindle_nut',
      'stud',
    ]);
  });

  it.each([
    ['hub', 'hub'],
    ['Spindle Nut', 'spindle_nut'],
    ['spindle-nut', 'spindle_nut'],
    ['ABS', 'abs_ring'],
    ['abs_ring', 'abs_ring'],
    ['Brake Drum', 'drum'],
    ['wheel', undefined],
    ['', undefined],
  ])('maps the stored family %j to %j', (name, family) => {
    expect(familyOf(name)).toBe(family);
  });

  it('finds fonts, so part numbers and dimensions are written on the drawings', () => {
    const blank = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"></svg>';
    const written = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">${text(10, 30, '10031065', { 'font-size': 24 })}</svg>`;
    expect(FONT).toMatch(/sans-serif$/);
    expect(inked(blank)).toBe(0);
    expect(inked(written)).toBeGreaterThan(100);
  });

  it.each(families)('draws %s from defaults when the spec is empty or nonsense', (family) => {
    for (const spec of [
      {},
      { studs: -4, teeth: 'many', diameterInch: 1e9, rotorType: 42, lock: 'none', contains: '' },
    ]) {
      const svg = drawPart(family, spec as never, 'PN-1');
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      expect(inked(svg)).toBeGreaterThan(10_000);
    }
  });

  it('letters a stud’s dimensions A to D as the stud finder asks them', () => {
    const svg = drawPart('stud', { lengthInch: 3.66, threadInch: 2.5, diameterInch: 0.87 } as never, 'X');
    for (const label of ['A 3.66″', 'B Ø0.87″', 'C Ø1.48″', 'D 2.50″']) expect(svg).toContain(label);
  });

  it('draws what the spec says: stud count, tooth count, rotor type, lock and kit contents change the picture', () => {
    const pairs: [string, object, object][] = [
      ['hub', { studs: 10 }, { studs: 8 }],
      ['hub', { material: 'aluminum' }, { material: 'iron' }],
      ['hub', { brake: 'drum' }, { brake: 'disc' }],
      ['hub', { position: 'drive' }, { position: 'steer' }],
      ['abs_ring', { teeth: 100 }, { teeth: 80 }],
      ['rotor', { rotorType: 'hat' }, { rotorType: 'splined' }],
      ['drum', { widthInch: 7 }, { widthInch: 8.625 }],
      ['stud', { head: 'clipped' }, { head: 'round' }],
      ['stud', { threadInch: 2.5 }, { threadInch: 1.5 }],
      ['spindle_nut', { lock: 'keyway' }, { lock: 'dflat' }],
      ['kit', { contains: 'Seal' }, { contains: 'Seal, spacer' }],
      ['casting', { kind: 'hub' }, { kind: 'drum' }],
    ];
    for (const [family, a, b] of pairs) {
      expect(drawPart(family, a as never, 'X'), `${family} ${JSON.stringify(a)}`).not.toBe(
        drawPart(family, b as never, 'X'),
      );
    }
  });

  it('escapes the part number and kit text', () => {
    const svg = drawPart('kit', { contains: 'Seal <b> & "spacer"' }, 'A&B<1>');
    expect(svg).toContain('A&amp;B&lt;1&gt;');
    expect(svg).not.toContain('<b>');
  });

  it('renders a square PNG of the asked size', async () => {
    const png = await renderPng(drawPart('seal', {}, 'S-1'), 250);
    expect(png.readUInt32BE(16)).toBe(250);
    expect(png.readUInt32BE(20)).toBe(250);
  });
});

describe('image cache', () => {
  const buf = (n: number) => Buffer.alloc(n);

  it('keeps at most the given number of entries, dropping the least recently used', () => {
    const cache = new ImageCache(2, 1000);
    cache.set('a', buf(10));
    cache.set('b', buf(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', buf(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps the total bytes under the budget', () => {
    const cache = new ImageCache(100, 100);
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, buf(40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(2);
    cache.set('huge', buf(500));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('c', buf(30));
    expect(cache.bytes).toBe(70);
  });
});
