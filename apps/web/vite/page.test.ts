import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const web = new URL('../', import.meta.url);
const page = readFileSync(new URL('index.html', web), 'utf8');
const icons = [...page.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"[^>]*>/g)].map((m) => ({
  rel: m[1],
  href: m[2],
  tag: m[0],
}));

describe('the page’s icons', () => {
  it('are PNG files of the build, each with its type and size when a browser picks among them', () => {
    expect(icons.map((i) => i.rel).sort()).toEqual(['apple-touch-icon', 'icon']);
    for (const icon of icons) {
      // An SVG tab icon is drawn by the page's own renderer, on its main thread, after the first paint.
      expect(icon.href).toMatch(/^\/[\w/-]+\.png$/);
      const bytes = readFileSync(new URL(`public${icon.href}`, web));
      expect(bytes.toString('latin1', 1, 4)).toBe('PNG');
      if (icon.rel === 'icon') {
        expect(icon.tag).toContain('type="image/png"');
        const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
        expect(icon.tag).toContain(`sizes="${width}x${height}"`);
      }
    }
  });
});
