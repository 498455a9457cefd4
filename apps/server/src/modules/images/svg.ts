/** Drawing primitives on a 600 x 600 sheet: line styles, shapes, dimensions and the title block. */
import { escapeHtml } from '@wheelend/domain';

export const SHEET = 600;
export const INK = '#0b3d66';
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

export const fills = {
  part: '#e4edf5',
  face: '#d3e1ed',
  steel: '#c9d5e0',
  rubber: '#5d6f80',
  hole: '#ffffff',
};

export type Attrs = Record<string, string | number | undefined>;

const round = (n: number) => Math.round(n * 100) / 100;

function attrs(a: Attrs) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : escapeHtml(String(v))}"`)
    .join(' ');
}

/** Line styles of the drawing: visible outline, thin, centre, hidden and phantom lines. */
export const line = {
  bold: { fill: 'none', stroke: INK, 'stroke-width': 2.6, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
  medium: { fill: 'none', stroke: INK, 'stroke-width': 1.7, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
  thin: { fill: 'none', stroke: INK, 'stroke-width': 1.1, 'stroke-linecap': 'round' },
  center: { fill: 'none', stroke: INK, 'stroke-width': 1, 'stroke-dasharray': '22 5 4 5', opacity: 0.75 },
  hidden: { fill: 'none', stroke: INK, 'stroke-width': 1.3, 'stroke-dasharray': '7 5', opacity: 0.85 },
  phantom: { fill: 'none', stroke: INK, 'stroke-width': 1.3, 'stroke-dasharray': '26 5 4 5 4 5', opacity: 0.8 },
} satisfies Record<string, Attrs>;

export const filled = (fill: string, style: Attrs = line.bold): Attrs => ({ ...style, fill });

export const el = (name: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${name} ${attrs(a)}/>` : `<${name} ${attrs(a)}>${inner}</${name}>`;

export const circle = (cx: number, cy: number, r: number, style: Attrs) => el('circle', { cx, cy, r, ...style });
export const rect = (x: number, y: number, width: number, height: number, style: Attrs) =>
  el('rect', { x, y, width, height, ...style });
export const seg = (x1: number, y1: number, x2: number, y2: number, style: Attrs) =>
  el('line', { x1, y1, x2, y2, ...style });
export const path = (d: string, style: Attrs) => el('path', { d, ...style });
export const group = (inner: string[], a: Attrs = {}) => el('g', a, inner.join(''));

export type Pt = [number, number];

/** The point at `deg` degrees clockwise from twelve o'clock. */
export function polar(cx: number, cy: number, r: number, deg: number): Pt {
  const t = (deg * Math.PI) / 180;
  return [cx + r * Math.sin(t), cy - r * Math.cos(t)];
}

/** Section outlines given as (axial, radial) points, drawn above and mirrored below the axis at scale `s`. */
export function mirrored(x0: number, cy: number, s: number, shape: Pt[], style: Attrs) {
  const at = (sign: number) => shape.map(([x, r]) => [x0 + x * s, cy + sign * r * s] as Pt);
  return path(poly(at(-1)), style) + path(poly(at(1)), style);
}

export const poly = (pts: Pt[], close = true) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join(' ') + (close ? ' Z' : '');

export function arc(cx: number, cy: number, r: number, from: number, to: number) {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  const large = (to - from) % 360 > 180 ? 1 : 0;
  return `M${round(x1)} ${round(y1)} A${round(r)} ${round(r)} 0 ${large} 1 ${round(x2)} ${round(y2)}`;
}

/** A ring (annulus) as one path, filled with the even-odd rule. */
export function ring(cx: number, cy: number, outer: number, inner: number, style: Attrs) {
  const c = (r: number) =>
    `M${round(cx - r)} ${round(cy)} a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0 a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0 Z`;
  return path(c(outer) + ' ' + c(inner), { ...style, 'fill-rule': 'evenodd' });
}

/** A threaded hole or stud end seen along its axis: full major circle, three-quarter thin minor circle. */
export function threadEnd(cx: number, cy: number, r: number, fill: string, turn = 0) {
  return circle(cx, cy, r, filled(fill, line.medium)) + path(arc(cx, cy, r * 0.78, turn + 100, turn + 370), line.thin);
}

/** Horizontal and vertical centre lines through a point, reaching `r` out. */
export function crosshair(cx: number, cy: number, r: number) {
  r = Math.min(r, cy - area.top + 12);
  return seg(cx - r, cy, cx + r, cy, line.center) + seg(cx, cy - r, cx, cy + r, line.center);
}

export function text(x: number, y: number, body: string, a: Attrs = {}) {
  return el('text', { x, y, 'font-family': FONT, 'font-size': 16, fill: INK, ...a }, escapeHtml(body));
}

function arrowHead(x: number, y: number, dx: number, dy: number) {
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const size = 9;
  const w = 3.2;
  const bx = x - ux * size;
  const by = y - uy * size;
  return path(
    poly([
      [x, y],
      [bx - uy * w, by + ux * w],
      [bx + uy * w, by - ux * w],
    ]),
    { fill: INK, stroke: 'none' },
  );
}

/** A dimension line between two points with arrows at both ends and its value written at the middle. */
export function dimension(a: Pt, b: Pt, label: string, side: 'above' | 'below' | 'left' | 'right' = 'above') {
  const [x1, y1] = a;
  const [x2, y2] = b;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const out = [
    seg(x1, y1, x2, y2, line.thin),
    arrowHead(x1, y1, x1 - x2, y1 - y2),
    arrowHead(x2, y2, x2 - x1, y2 - y1),
  ];
  if (vertical) {
    const x = side === 'left' ? mx - 7 : mx + 7;
    out.push(text(x, my + 5, label, { 'text-anchor': side === 'left' ? 'end' : 'start', 'font-size': 15 }));
  } else {
    out.push(text(mx, side === 'below' ? my + 19 : my - 7, label, { 'text-anchor': 'middle', 'font-size': 15 }));
  }
  return out.join('');
}

/** Inches with two decimals, or three when the size needs them (5.375). */
export const inches = (n: number) => (Math.abs(n * 100 - Math.round(n * 100)) > 0.01 ? n.toFixed(3) : n.toFixed(2));
export const inch = (n: number) => `${inches(n)}″`;
export const dia = (n: number) => `Ø${inches(n)}″`;

/** Gradients and the section hatch every drawing may refer to. */
function defs() {
  const radial = (id: string, from: string, to: string) =>
    `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;
  return (
    `<defs>${radial('aluminum', '#fbfdfe', '#d3dfe9')}${radial('iron', '#c5ced6', '#98a5b1')}${radial('cast', '#b7c0c8', '#8c98a4')}` +
    `<pattern id="hatch" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="9" height="9" fill="${fills.part}"/><line x1="0" y1="0" x2="0" y2="9" stroke="${INK}" stroke-width="1.1"/></pattern>` +
    `<pattern id="hatch2" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">` +
    `<rect width="9" height="9" fill="${fills.part}"/><line x1="0" y1="0" x2="0" y2="9" stroke="${INK}" stroke-width="1.1"/></pattern>` +
    `<pattern id="hatch-rubber" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">` +
    `<rect width="7" height="7" fill="#dfe5ea"/><line x1="0" y1="0" x2="0" y2="7" stroke="${INK}" stroke-width="1.6"/></pattern>` +
    `<pattern id="sand" width="11" height="11" patternUnits="userSpaceOnUse">` +
    `<circle cx="2" cy="3" r="0.9" fill="${INK}" opacity="0.35"/><circle cx="7.5" cy="8" r="0.8" fill="${INK}" opacity="0.3"/>` +
    `<circle cx="8" cy="2" r="0.6" fill="#ffffff" opacity="0.6"/></pattern></defs>`
  );
}

export type Sheet = {
  /** Family name for the title block, e.g. 'HUB ASSEMBLY'. */
  title: string;
  partNumber: string;
  /** One line of the main dimensions, written above the views. */
  note: string;
  body: string[];
};

/** The whole sheet: white paper, the views, a spec line on top and the part number at the bottom. */
export function sheet({ title, partNumber, note, body }: Sheet) {
  const top = text(SHEET / 2, 30, note, { 'text-anchor': 'middle', 'font-size': 16, opacity: 0.85 });
  const block = [
    seg(24, 552, SHEET - 24, 552, line.thin),
    text(24, 580, title, { 'font-size': 14, 'letter-spacing': 1.2, opacity: 0.8 }),
    text(SHEET - 24, 581, partNumber, {
      'font-size': Math.min(21, 300 / (0.7 * Math.max(1, partNumber.length))),
      'font-weight': 'bold',
      'text-anchor': 'end',
    }),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET}" height="${SHEET}" viewBox="0 0 ${SHEET} ${SHEET}">` +
    defs() +
    rect(0, 0, SHEET, SHEET, { fill: '#ffffff' }) +
    top +
    body.join('') +
    block.join('') +
    '</svg>'
  );
}

/** Room for the views: between the spec line and the title block. */
export const area = { left: 30, right: SHEET - 30, top: 60, bottom: 528 };

export type Layout = { scale: number; cx: number; cy: number; sideX: number };

/**
 * Places a round front view of diameter `front` and, to its right, a side view `side` wide
 * (both in the part's units) at one common scale, centred on the sheet.
 */
export function layout(front: number, side = 0, height = front): Layout {
  const gap = side > 0 ? 44 : 0;
  const width = area.right - area.left;
  const tall = area.bottom - area.top;
  const scale = Math.min(tall / Math.max(front, height), (width - gap) / (front + side));
  const total = (front + side) * scale + gap;
  const left = area.left + (width - total) / 2;
  return { scale, cx: left + (front * scale) / 2, cy: (area.top + area.bottom) / 2, sideX: left + front * scale + gap };
}
