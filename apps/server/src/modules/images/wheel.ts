import {
  INK,
  fills,
  line,
  filled,
  circle,
  seg,
  path,
  rect,
  polar,
  poly,
  arc,
  ring,
  threadEnd,
  crosshair,
  text,
  dimension,
  mirrored,
  dia,
  inch,
  layout,
  sheet,
  type Pt,
} from './svg.js';
import { num, int, pick, flag, type Spec } from './spec.js';

/** Round parts seen from the outboard side: hub, drum, rotor, tone ring and their castings. */

const each = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + (i * 360) / n);

/** A regular hexagon with a corner at twelve o'clock; `af` is the size across flats. */
export function hexagon(cx: number, cy: number, af: number) {
  const r = af / Math.sqrt(3);
  return poly(each(6).map((d) => polar(cx, cy, r, d)));
}

function hubFront(spec: Spec, cast = false) {
  const studs = int(spec, 'studs', 10, 3, 16);
  const bc = num(spec, 'boltCircleInch', 11.25, 3, 20);
  const pilot = num(spec, 'pilotInch', bc * 0.78, bc * 0.4, bc - 0.7);
  const flange = num(spec, 'flangeDiameterInch', bc + 1.6, bc + 0.9, bc + 5);
  const brake = pick(spec, 'brake', ['drum', 'disc'] as const, 'drum');
  const position = pick(spec, 'position', ['steer', 'drive', 'trailer'] as const, 'trailer');
  const material = pick(spec, 'material', ['aluminum', 'iron'] as const, 'iron');
  const outer = cast ? flange : flange * (brake === 'disc' ? 1.32 : 1.37);
  const { scale: s, cx, cy } = layout(outer);
  const R = (d: number) => (d / 2) * s;
  const out: string[] = [];

  if (!cast && brake === 'disc') {
    out.push(ring(cx, cy, R(outer), R(outer * 0.6), filled('#eef3f8', line.medium)));
    out.push(circle(cx, cy, R(outer) - 0.45 * s, line.thin));
  } else if (!cast) {
    out.push(circle(cx, cy, R(outer), line.phantom), circle(cx, cy, R(outer * 0.94), line.phantom));
  }

  const metal = cast ? 'url(#cast)' : `url(#${material})`;
  out.push(circle(cx, cy, R(flange), filled(metal)));
  if (cast) {
    out.push(circle(cx, cy, R(flange), { fill: 'url(#sand)', stroke: 'none' }));
    out.push(circle(cx, cy, R(flange) - 0.22 * s, line.thin));
  }
  out.push(circle(cx, cy, R(bc), line.center));
  for (const d of each(studs)) {
    const [x, y] = polar(cx, cy, R(bc), d);
    if (cast) {
      out.push(circle(x, y, 0.62 * s, { ...line.medium, fill: INK, 'fill-opacity': 0.08 }));
      out.push(seg(x - 0.3 * s, y, x + 0.3 * s, y, line.thin), seg(x, y - 0.3 * s, x, y + 0.3 * s, line.thin));
    } else {
      out.push(threadEnd(x, y, 0.44 * s, fills.steel, d));
    }
  }

  const shade =
    material === 'aluminum' && !cast ? { fill: '#ffffff', 'fill-opacity': 0.3 } : { fill: INK, 'fill-opacity': 0.07 };
  out.push(circle(cx, cy, R(pilot), { ...line.bold, ...shade }));
  if (!cast) out.push(circle(cx, cy, R(pilot) - 0.3 * s, line.thin));
  const nose = pilot * 0.8;
  out.push(circle(cx, cy, R(nose), { ...line.bold, ...shade }));

  if (position === 'drive') {
    const axleBc = pilot * 0.66;
    out.push(circle(cx, cy, R(axleBc), line.center));
    for (const d of each(8, 22.5)) {
      const [x, y] = polar(cx, cy, R(axleBc), d);
      out.push(cast ? circle(x, y, 0.32 * s, line.thin) : threadEnd(x, y, 0.31 * s, fills.steel, d));
    }
    const bore = cast ? pilot * 0.34 : pilot * 0.45;
    out.push(circle(cx, cy, R(bore), filled(fills.hole)));
    if (!cast) out.push(circle(cx, cy, R(bore) - 0.35 * s, line.thin));
  } else {
    const capBc = pilot * 0.62;
    if (!cast) {
      out.push(circle(cx, cy, R(capBc), line.center));
      for (const d of each(6, 30)) {
        const [x, y] = polar(cx, cy, R(capBc), d);
        out.push(threadEnd(x, y, 0.2 * s, fills.hole, d));
      }
    }
    const bore = cast ? pilot * 0.36 : pilot * 0.5;
    out.push(circle(cx, cy, R(bore), filled(fills.hole)));
    if (!cast) {
      out.push(circle(cx, cy, R(bore) - 0.3 * s, line.thin));
      out.push(path(hexagon(cx, cy, R(pilot * 0.38) * 2), filled(fills.face, line.medium)));
      out.push(threadEnd(cx, cy, R(pilot * 0.22), fills.steel));
      if (flag(spec, 'preset')) out.push(circle(cx, cy, R(pilot * 0.3), line.medium));
    }
  }
  out.push(crosshair(cx, cy, R(outer) + 16));
  const note = cast
    ? `${studs} STUD BOSSES · ${dia(bc)} BC`
    : `${studs} STUDS · ${dia(bc)} BC · PILOT ${dia(pilot)} · ${brake === 'disc' ? 'DISC' : 'DRUM'} BRAKE`;
  return { body: out, note, cx, cy, nose: R(pilot * 0.8), bore: R(position === 'drive' ? pilot * 0.34 : pilot * 0.36) };
}

export function hub(spec: Spec, partNumber: string) {
  const { body, note } = hubFront(spec);
  const position = pick(spec, 'position', ['steer', 'drive', 'trailer'] as const, 'trailer');
  const material = pick(spec, 'material', ['aluminum', 'iron'] as const, 'iron');
  const title = [
    flag(spec, 'preset') ? 'PRESET' : '',
    position.toUpperCase(),
    material === 'aluminum' ? 'ALUMINUM' : 'IRON',
    'HUB',
  ]
    .filter(Boolean)
    .join(' ');
  return sheet({ title, partNumber, note, body });
}

export function drum(spec: Spec, partNumber: string) {
  const braking = num(spec, 'diameterInch', 16.5, 8, 24);
  const width = num(spec, 'widthInch', 7, 2, 12);
  const holes = int(spec, 'studHoles', 10, 3, 16);
  const bc = num(spec, 'boltCircleInch', Math.min(11.25, braking * 0.68), 3, braking - 2);
  const pilot = num(spec, 'pilotInch', bc * 0.78, bc * 0.4, bc - 0.9);
  const wall = 0.8;
  const od = braking + 2 * wall;
  const plate = 0.55;
  const depth = plate + width + 0.5;
  const { scale: s, cx, cy, sideX } = layout(od, depth);
  const R = (d: number) => (d / 2) * s;
  const out: string[] = [];

  out.push(circle(cx, cy, R(od), filled('url(#iron)')));
  out.push(circle(cx, cy, R(od) - 0.35 * s, line.thin));
  out.push(circle(cx, cy, R(braking), line.hidden));
  out.push(circle(cx, cy, R(braking) - 0.5 * s, { ...line.medium, fill: INK, 'fill-opacity': 0.06 }));
  out.push(circle(cx, cy, R(bc + 1.9), { ...line.medium, fill: '#ffffff', 'fill-opacity': 0.22 }));
  out.push(circle(cx, cy, R(bc), line.center));
  for (const d of each(holes)) {
    const [x, y] = polar(cx, cy, R(bc), d);
    out.push(circle(x, y, 0.42 * s, filled(fills.hole, line.medium)));
  }
  out.push(circle(cx, cy, R(pilot), filled(fills.hole)));
  out.push(circle(cx, cy, R(pilot) + 0.18 * s, line.thin));
  out.push(crosshair(cx, cy, R(od) + 16));

  const band = 1.1;
  const section: Pt[] = [
    [0, pilot / 2],
    [0, od / 2 - 0.3],
    [depth - band, od / 2 - 0.3],
    [depth - band, od / 2],
    [depth, od / 2],
    [depth, braking / 2],
    [plate + 0.4, braking / 2],
    [plate, braking / 2 - 0.4],
    [plate, pilot / 2],
  ];
  out.push(mirrored(sideX, cy, s, section, filled('url(#hatch)')));
  for (const sign of [-1, 1]) {
    const y = cy + sign * R(bc);
    out.push(rect(sideX - 1, y - 0.42 * s, plate * s + 2, 0.84 * s, { fill: '#ffffff', stroke: 'none' }));
    out.push(seg(sideX, y - 0.42 * s, sideX + plate * s, y - 0.42 * s, line.medium));
    out.push(seg(sideX, y + 0.42 * s, sideX + plate * s, y + 0.42 * s, line.medium));
    out.push(seg(sideX - 8, y, sideX + plate * s + 8, y, line.center));
  }
  out.push(seg(sideX + plate * s, cy - R(braking), sideX + plate * s, cy + R(braking), line.thin));
  out.push(seg(sideX - 12, cy, sideX + depth * s + 12, cy, line.center));
  const top = cy - R(od) - 14;
  out.push(seg(sideX + plate * s, cy - R(braking), sideX + plate * s, top - 6, line.thin));
  out.push(seg(sideX + (plate + width) * s, cy - R(braking), sideX + (plate + width) * s, top - 6, line.thin));
  out.push(dimension([sideX + plate * s, top], [sideX + (plate + width) * s, top], inch(width)));
  const dx = sideX + (plate + width * 0.45) * s;
  out.push(dimension([dx, cy - R(braking)], [dx, cy + R(braking)], dia(braking), 'right'));

  const note = `${inch(braking)} × ${inch(width)} · ${holes} HOLES ON ${dia(bc)} · PILOT ${dia(pilot)}`;
  return sheet({ title: 'BRAKE DRUM', partNumber, note, body: out });
}

type RotorType = 'hat' | 'u-section' | 'splined' | 'flat';

export function rotor(spec: Spec, partNumber: string) {
  const odMm = num(spec, 'outsideDiameterMm', 430, 200, 600);
  const tMm = num(spec, 'thicknessMm', 45, 8, 80);
  const type = pick<RotorType>(spec, 'rotorType', ['hat', 'u-section', 'splined', 'flat'], 'hat');
  const holes = int(spec, 'boltHoles', 10, 3, 24);
  const od = odMm / 25.4;
  const t = tMm / 25.4;
  const ri = od * 0.29;
  const wall = 0.32;
  const vented = type !== 'flat';
  const cheek = vented ? t * 0.34 : t / 2;
  // Mounting flange: outer radius, bolt circle radius and bore radius, shared by both views.
  const flangeR = type === 'hat' ? ri * 0.9 : type === 'u-section' ? ri - wall - 0.8 : ri;
  const boltR = type === 'flat' ? ri * 0.72 : flangeR * 0.78;
  const boreR = type === 'flat' ? ri * 0.5 : flangeR * 0.56;
  const depth = type === 'hat' ? od * 0.26 : type === 'u-section' ? od * 0.2 : t;
  const { scale: s, cx, cy, sideX } = layout(od, depth + 3.4);
  const out: string[] = [];

  out.push(circle(cx, cy, (od / 2) * s, filled('url(#iron)')));
  out.push(circle(cx, cy, (od / 2 - 0.25) * s, line.thin));
  if (vented) {
    const from = 28;
    const to = 72;
    const r1 = (ri + 0.2) * s;
    const r2 = (od / 2 - 0.2) * s;
    const [a2, b2] = polar(cx, cy, r2, to);
    const [a3, b3] = polar(cx, cy, r2, from);
    out.push(
      path(
        `${arc(cx, cy, r1, from, to)} L${a2} ${b2} A${r2} ${r2} 0 0 0 ${a3} ${b3} Z`,
        filled('#f4f7fa', line.medium),
      ),
    );
    for (let d = from + 2.5; d < to - 1; d += 5) {
      const pts = [
        polar(cx, cy, r1 + 2, d - 1.2),
        polar(cx, cy, r2 - 2, d - 1.2),
        polar(cx, cy, r2 - 2, d + 1.2),
        polar(cx, cy, r1 + 2, d + 1.2),
      ];
      out.push(path(poly(pts), filled('url(#hatch)', line.thin)));
    }
  }

  if (type === 'splined') {
    const teeth = holes >= 12 ? holes : holes * 2;
    const rootR = (ri - 0.55) * s;
    const tipR = ri * s;
    const pts: Pt[] = [];
    for (const d of each(teeth)) {
      const q = 360 / teeth / 4;
      pts.push(
        polar(cx, cy, tipR, d - q),
        polar(cx, cy, rootR, d - q * 0.7),
        polar(cx, cy, rootR, d + q * 0.7),
        polar(cx, cy, tipR, d + q),
      );
    }
    out.push(path(poly(pts), filled('#ffffff', line.bold)));
    out.push(circle(cx, cy, tipR, line.thin));
  } else {
    out.push(circle(cx, cy, ri * s, line.medium));
    if (type !== 'flat') out.push(circle(cx, cy, flangeR * s, { ...line.bold, fill: '#ffffff', 'fill-opacity': 0.25 }));
    if (type === 'u-section') out.push(circle(cx, cy, (flangeR + wall) * s, line.hidden));
    out.push(circle(cx, cy, boltR * s, line.center));
    for (const d of each(holes)) {
      const [x, y] = polar(cx, cy, boltR * s, d);
      out.push(circle(x, y, 0.3 * s, filled(fills.hole, line.medium)));
    }
    out.push(circle(cx, cy, boreR * s, filled(fills.hole)));
    out.push(circle(cx, cy, (boreR + 0.15) * s, line.thin));
  }
  out.push(crosshair(cx, cy, (od / 2) * s + 16));

  // Section through the axis; the outboard face is on the left.
  const x0 = sideX + 0.2 * s;
  const ringX = type === 'hat' ? depth - t : type === 'u-section' ? depth - t : 0;
  const shapes: Pt[][] = [];
  if (vented) {
    shapes.push([
      [ringX, ri],
      [ringX, od / 2],
      [ringX + cheek, od / 2],
      [ringX + cheek, ri],
    ]);
    shapes.push([
      [ringX + t - cheek, ri],
      [ringX + t - cheek, od / 2],
      [ringX + t, od / 2],
      [ringX + t, ri],
    ]);
    shapes.push([
      [ringX + cheek, ri],
      [ringX + cheek, ri + 0.35],
      [ringX + t - cheek, ri + 0.35],
      [ringX + t - cheek, ri],
    ]);
  }
  const fw = wall * 1.5;
  if (type === 'hat') {
    shapes.push([
      [0, boreR],
      [0, flangeR],
      [ringX, flangeR],
      [ringX, ri],
      [ringX + cheek, ri],
      [ringX + cheek, flangeR - wall],
      [fw, flangeR - wall],
      [fw, boreR],
    ]);
  } else if (type === 'u-section') {
    const inner = flangeR;
    shapes.push([
      [ringX, ri],
      [0, ri],
      [0, inner - wall],
      [depth - fw, inner - wall],
      [depth - fw, boreR],
      [depth, boreR],
      [depth, inner],
      [wall, inner],
      [wall, ri - wall],
      [ringX, ri - wall],
    ]);
  } else if (type === 'splined') {
    shapes.push([
      [0, ri - 0.55],
      [0, ri],
      [t, ri],
      [t, ri - 0.55],
    ]);
  } else {
    shapes.push([
      [0, boreR],
      [0, od / 2],
      [t, od / 2],
      [t, boreR],
    ]);
  }
  for (const shape of shapes) out.push(mirrored(x0, cy, s, shape, filled('url(#hatch)')));
  if (type !== 'splined') {
    const fx = type === 'u-section' ? depth - fw : 0;
    const fwid = type === 'flat' ? t : fw;
    for (const sign of [-1, 1]) {
      const y = cy + sign * boltR * s;
      out.push(rect(x0 + fx * s - 1, y - 0.3 * s, fwid * s + 2, 0.6 * s, { fill: '#ffffff', stroke: 'none' }));
      out.push(seg(x0 + fx * s, y - 0.3 * s, x0 + (fx + fwid) * s, y - 0.3 * s, line.medium));
      out.push(seg(x0 + fx * s, y + 0.3 * s, x0 + (fx + fwid) * s, y + 0.3 * s, line.medium));
      out.push(seg(x0 + fx * s - 8, y, x0 + (fx + fwid) * s + 8, y, line.center));
    }
  }
  out.push(seg(x0 - 12, cy, x0 + depth * s + 12, cy, line.center));
  const top = cy - (od / 2) * s - 14;
  const left = x0 + ringX * s;
  const right = x0 + (ringX + t) * s;
  out.push(
    seg(left, cy - (od / 2) * s - 2, left, top - 6, line.thin),
    seg(right, cy - (od / 2) * s - 2, right, top - 6, line.thin),
  );
  out.push(dimension([left - 26, top], [left, top], ''), dimension([right + 26, top], [right, top], ''));
  out.push(text(right + 30, top + 5, `${Math.round(tMm)}`, { 'font-size': 15 }));
  const dx = x0 + depth * s + 22;
  out.push(seg(x0 + depth * s + 4, cy - (od / 2) * s, dx + 6, cy - (od / 2) * s, line.thin));
  out.push(seg(x0 + depth * s + 4, cy + (od / 2) * s, dx + 6, cy + (od / 2) * s, line.thin));
  out.push(dimension([dx, cy - (od / 2) * s], [dx, cy + (od / 2) * s], `Ø${Math.round(odMm)}`, 'right'));

  const names: Record<RotorType, string> = { hat: 'HAT', 'u-section': 'U-SECTION', splined: 'SPLINED', flat: 'FLAT' };
  const note = `Ø${Math.round(odMm)} × ${Math.round(tMm)} MM · ${names[type]}${type === 'splined' ? '' : ` · ${holes} HOLES`}`;
  return sheet({ title: `${names[type]} BRAKE ROTOR`, partNumber, note, body: out });
}

export function absRing(spec: Spec, partNumber: string) {
  const teeth = int(spec, 'teeth', 100, 8, 240);
  const d = num(spec, 'diameterInch', 6.5, 2, 14);
  const band = Math.max(0.5, d * 0.09);
  const width = 0.6;
  const { scale: s, cx, cy, sideX } = layout(d, width + 0.8);
  const R = (x: number) => (x / 2) * s;
  const out: string[] = [];
  const ro = R(d);
  const ri = R(d) - band * s * 1.9;
  out.push(ring(cx, cy, ro, ri, filled(fills.steel)));
  const slotIn = ro - band * s;
  const pitch = 360 / teeth;
  for (const a of each(teeth)) {
    const h = pitch * 0.25;
    const pts: Pt[] = [
      polar(cx, cy, slotIn, a - h),
      polar(cx, cy, ro - 1.2, a - h),
      polar(cx, cy, ro - 1.2, a + h),
      polar(cx, cy, slotIn, a + h),
    ];
    out.push(path(poly(pts), { fill: INK, 'fill-opacity': 0.55, stroke: 'none' }));
  }
  out.push(circle(cx, cy, slotIn, line.thin), circle(cx, cy, ro, line.bold), circle(cx, cy, ri, line.bold));
  out.push(crosshair(cx, cy, ro + 16));

  const x0 = sideX + 0.3 * s;
  const section: Pt[] = [
    [0, d / 2 - band * 1.9],
    [0, d / 2],
    [width, d / 2],
    [width, d / 2 - band * 1.9],
  ];
  out.push(mirrored(x0, cy, s, section, filled('url(#hatch)')));
  for (const sign of [-1, 1]) {
    out.push(seg(x0 + 0.18 * s, cy + sign * R(d), x0 + 0.18 * s, cy + sign * slotIn, line.hidden));
  }
  out.push(seg(x0 - 12, cy, x0 + width * s + 12, cy, line.center));

  const note = `${teeth} TEETH · ${dia(d)}`;
  return sheet({ title: 'ABS TONE RING', partNumber, note, body: out });
}

/** The rough cast shape, before machining: no drilled holes, sand texture, the casting number raised on the face. */
export function casting(spec: Spec, partNumber: string) {
  const kind = pick(spec, 'kind', ['hub', 'rotor', 'drum'] as const, 'hub');
  const studs = int(spec, 'studs', 10, 3, 16);
  const out: string[] = [];
  let note: string;
  let cx: number;
  let cy: number;
  let labelY: number;
  if (kind === 'hub') {
    const front = hubFront({ ...spec, studs }, true);
    out.push(...front.body);
    note = front.note;
    cx = front.cx;
    cy = front.cy;
    labelY = cy + (front.nose + front.bore) / 2 + 8;
  } else {
    const od = kind === 'drum' ? 18.1 : 16.9;
    const l = layout(od);
    cx = l.cx;
    cy = l.cy;
    const R = (d: number) => (d / 2) * l.scale;
    out.push(circle(cx, cy, R(od), filled('url(#cast)')));
    out.push(circle(cx, cy, R(od), { fill: 'url(#sand)', stroke: 'none' }));
    out.push(circle(cx, cy, R(od) - 0.25 * l.scale, line.thin));
    if (kind === 'drum') {
      out.push(circle(cx, cy, R(16.5) - 0.4 * l.scale, line.medium));
      out.push(circle(cx, cy, R(13), { ...line.medium, fill: '#ffffff', 'fill-opacity': 0.12 }));
      out.push(circle(cx, cy, R(11.25), line.center));
      for (const d of each(studs)) {
        const [x, y] = polar(cx, cy, R(11.25), d);
        out.push(
          seg(x - 0.3 * l.scale, y, x + 0.3 * l.scale, y, line.thin),
          seg(x, y - 0.3 * l.scale, x, y + 0.3 * l.scale, line.thin),
        );
      }
      out.push(circle(cx, cy, R(7.6), filled(fills.hole)));
      labelY = cy + R(14.9) + 6;
      note = `DRUM CASTING · ${studs} HOLE POSITIONS · Ø16.50″ NOMINAL`;
    } else {
      out.push(circle(cx, cy, R(od * 0.58), line.medium));
      out.push(circle(cx, cy, R(od * 0.52), { ...line.bold, fill: '#ffffff', 'fill-opacity': 0.12 }));
      out.push(circle(cx, cy, R(od * 0.4), line.center));
      for (const d of each(studs)) {
        const [x, y] = polar(cx, cy, R(od * 0.4), d);
        out.push(
          seg(x - 0.25 * l.scale, y, x + 0.25 * l.scale, y, line.thin),
          seg(x, y - 0.25 * l.scale, x, y + 0.25 * l.scale, line.thin),
        );
      }
      out.push(circle(cx, cy, R(od * 0.24), filled(fills.hole)));
      labelY = cy + R(od * 0.79) + 6;
      note = `ROTOR CASTING · ${studs} HOLE POSITIONS · Ø430 MM NOMINAL`;
    }
    out.push(crosshair(cx, cy, R(od) + 16));
  }
  const where = flag(spec, 'where');
  const cast = where ? '1234567' : partNumber;
  const raised = { 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 'bold', 'letter-spacing': 1.5 };
  out.push(
    text(cx, labelY, cast, {
      ...raised,
      stroke: '#a9b4bf',
      'stroke-width': 7,
      'stroke-linejoin': 'round',
      fill: '#a9b4bf',
    }),
  );
  out.push(text(cx + 1.3, labelY + 1.3, cast, { ...raised, fill: '#ffffff', opacity: 0.9 }));
  out.push(text(cx, labelY, cast, { ...raised, fill: INK, opacity: 0.85 }));
  if (where) {
    // A ring around the raised digits and the words under it, on a white halo.
    const accent = '#c2410c';
    out.push(
      rect(cx - 68, labelY - 24, 136, 34, {
        fill: 'none',
        stroke: accent,
        'stroke-width': 3,
        rx: 8,
        'stroke-dasharray': '7 4',
      }),
    );
    const words = { 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 'bold' };
    out.push(
      text(cx, labelY + 30, 'CASTING NUMBER HERE', {
        ...words,
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-linejoin': 'round',
        fill: '#ffffff',
      }),
    );
    out.push(text(cx, labelY + 30, 'CASTING NUMBER HERE', { ...words, fill: accent }));
  }
  return sheet({
    title: `${kind.toUpperCase()} CASTING`,
    partNumber,
    note: where ? 'THE CASTING NUMBER IS RAISED ON THE FACE' : note,
    body: out,
  });
}

export const wheelDrawings = { hub, drum, rotor, abs_ring: absRing, casting };
