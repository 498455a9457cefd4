// Draws the app's icons (the logo of the header) as PNGs into public/icons/: the sizes browsers ask
// for in a manifest (192, 512), a maskable 512 with the logo inside the safe zone, and the
// 180-pixel touch icon; and the tab's icon, public/favicon.png. Run again after changing the logo:
// node apps/web/scripts/icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../server/package.json', import.meta.url));
const { Resvg } = require('@resvg/resvg-js');

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const navy = '#0b3d66';
const accent = '#e87722';

/** The header's logo in a 48-unit box: a wheel hub with six studs, scaled by `scale` about its centre. */
function logo(scale) {
  const studs = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `<circle cx="${24 + 10 * Math.cos(r)}" cy="${24 + 10 * Math.sin(r)}" r="2.2" fill="#fff"/>`;
    })
    .join('');
  return `<g transform="translate(24 24) scale(${scale}) translate(-24 -24)">
    <circle cx="24" cy="24" r="22" fill="${accent}"/>
    <circle cx="24" cy="24" r="15" fill="none" stroke="#fff" stroke-width="3"/>
    <circle cx="24" cy="24" r="5" fill="#fff"/>${studs}</g>`;
}

const svg = (inner, background) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${background}"/>${inner}</svg>`;

/** The tab's icon, a PNG: an SVG icon is drawn by the page's own renderer, as a document of its own
 * built on the main thread (15 to 30 ms in Chromium at full speed, just after the first paint). 48
 * pixels: a tab's 16 at three device pixels per pixel. */
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${navy}"/><circle cx="16" cy="16" r="5" fill="#fff"/><g fill="#fff"><circle cx="16" cy="6.5" r="1.6"/><circle cx="25.5" cy="16" r="1.6"/><circle cx="16" cy="25.5" r="1.6"/><circle cx="6.5" cy="16" r="1.6"/></g></svg>`;

const icons = [
  { file: '../favicon.png', size: 48, svg: favicon },
  { file: 'icon-192.png', size: 192, svg: svg(logo(0.92), navy) },
  { file: 'icon-512.png', size: 512, svg: svg(logo(0.92), navy) },
  // Maskable: the platform may crop to a circle of 80% of the size, so the logo stays within it.
  { file: 'maskable-512.png', size: 512, svg: svg(logo(0.68), navy) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: svg(logo(0.84), navy) },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  const png = new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
  writeFileSync(out + icon.file, png);
  console.log(`${icon.file} ${icon.size}x${icon.size} ${png.length} bytes`);
}
