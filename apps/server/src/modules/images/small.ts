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
import { hexagon } from './wheel.js';
import { num, pick, words, type Spec } from './spec.js';

/** Studs, bearings, seals, spindle nuts and kits. */

/** A threaded length seen from the side: major outline, thin minor lines and slanted crests. */
function thread(x1: number, x2: number, cy: number, r: number, pitch: number) {
  const out = [rect(x1, cy - r, x2 - x1, 2 * r, filled(fills.steel, { stroke: 'none' }))];
  const step = Math.max(pitch, 4.5);
  for (let x = x1 + step / 2; x < x2 - step / 2; x += step) {
    out.push(seg(x, cy - r, x + step / 2, cy + r, { ...line.thin, opacity: 0.6 }));
  }
  out.push(seg(x1, cy - r, x2, cy - r, line.bold), seg(x1, cy + r, x2, cy + r, line.bold));
  out.push(seg(x1, cy - r * 0.84, x2, cy - r * 0.84, line.thin), seg(x1, cy + r * 0.84, x2, cy + r * 0.84, line.thin));
  return out.join('');
}

export function stud(spec: Spec, partNumber: string) {
  const length = num(spec, 'lengthInch', 3.5, 0.8, 12);
  const d = num(spec, 'diameterInch', 0.87, 0.25, 2);
  const kind = pick(spec, 'kind', ['wheel', 'axle', 'rotor'] as const, 'wheel');
  const head = pick(spec, 'head', ['clipped', 'round'] as const, kind === 'wheel' ? 'clipped' : 'round');
  const headed = kind !== 'axle';
  const hd = headed ? d * 1.7 : d;
  const ht = headed ? Math.max(0.22, d * 0.32) : 0;
  const clip = head === 'clipped' ? hd * 0.2 : 0;
  const { scale: s, cx, cy, sideX } = layout(hd, ht + length + 1.1, hd);
  const r = (d / 2) * s;
  const out: string[] = [];
  const pitch = (d >= 0.8 ? 1.5 / 25.4 : d >= 0.7 ? 1 / 16 : 1 / 18) * s;

  if (headed) {
    const R = (hd / 2) * s;
    if (clip > 0) {
      const a = (Math.acos(1 - (clip * s) / R) * 180) / Math.PI;
      const [x1, y1] = polar(cx, cy, R, a);
      const [x2, y2] = polar(cx, cy, R, 360 - a);
      out.push(path(`M${x1} ${y1} A${R} ${R} 0 1 1 ${x2} ${y2} Z`, filled(fills.steel)));
    } else {
      out.push(circle(cx, cy, R, filled(fills.steel)));
      out.push(circle(cx, cy, R - 0.06 * s, line.thin));
    }
    out.push(circle(cx, cy, r * 1.08, line.hidden));
  } else {
    out.push(threadEnd(cx, cy, r, fills.steel));
  }
  out.push(crosshair(cx, cy, (hd / 2) * s + 14));

  const x0 = sideX;
  const underHead = x0 + ht * s;
  const tip = underHead + length * s;
  const chamfer = Math.min(0.08 * s, r * 0.25);
  let threaded = 0;
  if (kind === 'axle') {
    const tl = length * 0.36;
    out.push(rect(underHead + tl * s, cy - r * 0.94, (length - 2 * tl) * s, r * 1.88, filled(fills.steel)));
    out.push(thread(underHead + chamfer, underHead + tl * s, cy, r, pitch));
    out.push(thread(tip - tl * s, tip - chamfer, cy, r, pitch));
    for (const [x, dir] of [
      [underHead, 1],
      [tip, -1],
    ] as const) {
      out.push(
        path(
          poly(
            [
              [x + dir * chamfer, cy - r],
              [x, cy - r + chamfer],
              [x, cy + r - chamfer],
              [x + dir * chamfer, cy + r],
            ],
            false,
          ),
          line.bold,
        ),
      );
      out.push(seg(x + dir * chamfer, cy - r, x + dir * chamfer, cy + r, line.thin));
    }
  } else {
    const R = (hd / 2) * s;
    const top = cy - R + clip * s;
    out.push(
      path(
        poly([
          [x0, top + 0.05 * s],
          [x0 + 0.05 * s, top],
          [underHead, top],
          [underHead, cy + R],
          [x0 + 0.05 * s, cy + R],
          [x0, cy + R - 0.05 * s],
        ]),
        filled(fills.steel),
      ),
    );
    const knurl = kind === 'wheel' ? Math.min(length * 0.3, 0.35 + d * 0.55) : Math.min(length * 0.25, 0.3 + d * 0.35);
    const kr = r * 1.09;
    const kx = underHead + knurl * s;
    out.push(rect(underHead, cy - kr, knurl * s, 2 * kr, filled(fills.face, line.bold)));
    for (let y = cy - kr + 3.5; y < cy + kr - 2; y += 4)
      out.push(seg(underHead + 1, y, kx - 1, y, { ...line.thin, opacity: 0.7 }));
    const tl = Math.min(
      num(spec, 'threadInch', (length - knurl) * (kind === 'wheel' ? 0.7 : 0.6), 0.1, length),
      length - knurl - 0.1,
    );
    threaded = tl;
    const tx = tip - tl * s;
    out.push(
      path(
        poly([
          [kx, cy - kr],
          [kx + 0.08 * s, cy - r * 0.96],
          [tx, cy - r * 0.96],
          [tx, cy + r * 0.96],
          [kx + 0.08 * s, cy + r * 0.96],
          [kx, cy + kr],
        ]),
        filled(fills.steel),
      ),
    );
    out.push(thread(tx, tip - chamfer, cy, r, pitch));
    out.push(
      path(
        poly(
          [
            [tip - chamfer, cy - r],
            [tip, cy - r + chamfer],
            [tip, cy + r - chamfer],
            [tip - chamfer, cy + r],
          ],
          false,
        ),
        line.bold,
      ),
    );
    out.push(seg(tip - chamfer, cy - r, tip - chamfer, cy + r, line.thin));
  }
  out.push(seg(x0 - 12, cy, tip + 14, cy, line.center));

  // The dimensions a mechanic measures, lettered as the stud finder asks them: A the length under the
  // head, B the body diameter, C the head diameter, D the threaded length.
  const y = cy + (hd / 2) * s + 36;
  out.push(seg(underHead, cy + (headed ? (hd / 2) * s : r) + 4, underHead, y + 6, line.thin));
  out.push(seg(tip, cy + r + 4, tip, y + 6, line.thin));
  out.push(dimension([underHead, y], [tip, y], `A ${inch(length)}`, 'below'));
  const dx = tip + 26;
  out.push(seg(tip + 4, cy - r, dx + 6, cy - r, line.thin), seg(tip + 4, cy + r, dx + 6, cy + r, line.thin));
  out.push(dimension([dx, cy - r - 30], [dx, cy - r], ''), dimension([dx, cy + r + 30], [dx, cy + r], ''));
  out.push(text(dx + 8, cy + 5, `B ${dia(d)}`, { 'font-size': 15 }));
  if (headed) {
    const R = (hd / 2) * s;
    const hy = cy + R + 22;
    out.push(seg(cx - R, cy + 4, cx - R, hy + 6, line.thin), seg(cx + R, cy + 4, cx + R, hy + 6, line.thin));
    out.push(dimension([cx - R, hy], [cx + R, hy], `C ${dia(Math.round(hd * 100) / 100)}`, 'below'));
    const ty = cy - R - 24;
    out.push(
      seg(tip, cy - r - 4, tip, ty - 6, line.thin),
      seg(tip - threaded * s, cy - r - 4, tip - threaded * s, ty - 6, line.thin),
    );
    out.push(dimension([tip - threaded * s, ty], [tip, ty], `D ${inch(threaded)}`));
  }

  const names = { wheel: 'WHEEL STUD', axle: 'AXLE STUD', rotor: 'ROTOR STUD' };
  const note = `${inch(length)} LONG · ${dia(d)}${headed ? ` · ${head.toUpperCase()} HEAD` : ' · DOUBLE END'}`;
  return sheet({ title: names[kind], partNumber, note, body: out });
}

export function bearing(spec: Spec, partNumber: string) {
  const bore = num(spec, 'boreInch', 3.5, 0.5, 12);
  const outside = num(spec, 'outsideInch', bore * 1.54, bore + 0.4, bore * 3);
  const width = num(spec, 'widthInch', (outside - bore) * 0.8, 0.3, 6);
  const { scale: s, cx, cy, sideX } = layout(outside, width + 0.4);
  const R = (x: number) => (x / 2) * s;
  const sp = (outside - bore) / 2;
  const mid = bore / 2 + sp * 0.5;
  const rise = sp * 0.22;
  const center = (x: number) => mid - rise / 2 + (rise * x) / width;
  const half = (x: number) => sp * (0.19 + (0.06 * x) / width);
  const out: string[] = [];

  const cupIn = center(width) + half(width) + sp * 0.02;
  const coneOut = center(width) - half(width) - sp * 0.02;
  out.push(circle(cx, cy, R(outside), filled(fills.steel)));
  out.push(circle(cx, cy, cupIn * s, filled(fills.part, line.medium)));
  const rollerR = half(width) * s * 0.92;
  const n = Math.max(8, Math.floor((2 * Math.PI * center(width) * s) / (rollerR * 2.45)));
  out.push(circle(cx, cy, center(width) * s, line.center));
  for (let i = 0; i < n; i++) {
    const [x, y] = polar(cx, cy, center(width) * s, (i * 360) / n);
    out.push(circle(x, y, rollerR, filled('#f4f7fa', line.medium)));
  }
  out.push(circle(cx, cy, (coneOut + sp * 0.06) * s, filled(fills.steel)));
  out.push(circle(cx, cy, (coneOut - sp * 0.02) * s, line.thin));
  out.push(circle(cx, cy, R(bore), filled(fills.hole)));
  out.push(crosshair(cx, cy, R(outside) + 16));

  const x0 = sideX + 0.2 * s;
  const gap = sp * 0.02;
  const cup: Pt[] = [
    [0, outside / 2],
    [width, outside / 2],
    [width, center(width) + half(width) + gap],
    [0, center(0) + half(0) + gap],
  ];
  const rib = sp * 0.1;
  const cone: Pt[] = [
    [0, bore / 2],
    [0, center(0) - half(0) + rib * 0.6],
    [width * 0.08, center(0) - half(0) + rib * 0.6],
    [width * 0.08, center(width * 0.08) - half(width * 0.08) - gap],
    [width * 0.88, center(width * 0.88) - half(width * 0.88) - gap],
    [width * 0.88, center(width) - half(width) + rib * 1.6],
    [width, center(width) - half(width) + rib * 1.6],
    [width, bore / 2],
  ];
  const a = width * 0.11;
  const b = width * 0.86;
  const roller: Pt[] = [
    [a, center(a) - half(a)],
    [a, center(a) + half(a)],
    [b, center(b) + half(b)],
    [b, center(b) - half(b)],
  ];
  out.push(mirrored(x0, cy, s, cup, filled('url(#hatch)')));
  out.push(mirrored(x0, cy, s, cone, filled('url(#hatch2)')));
  out.push(mirrored(x0, cy, s, roller, filled('#f4f7fa')));
  for (const sign of [-1, 1]) {
    const y1 = cy + sign * center(a) * s;
    const y2 = cy + sign * center(b) * s;
    out.push(seg(x0 + a * s, y1, x0 + b * s, y2, line.center));
  }
  out.push(
    seg(x0, cy - R(bore), x0 + width * s, cy - R(bore), line.thin),
    seg(x0, cy + R(bore), x0 + width * s, cy + R(bore), line.thin),
  );
  out.push(seg(x0 - 12, cy, x0 + width * s + 12, cy, line.center));
  const top = cy - R(outside) - 14;
  out.push(
    seg(x0, cy - R(outside) - 2, x0, top - 6, line.thin),
    seg(x0 + width * s, cy - R(outside) - 2, x0 + width * s, top - 6, line.thin),
  );
  out.push(dimension([x0, top], [x0 + width * s, top], inch(width)));

  const note = `BORE ${dia(bore)} · OD ${dia(outside)} · WIDTH ${inch(width)}`;
  return sheet({ title: 'TAPERED ROLLER BEARING', partNumber, note, body: out });
}

export function seal(spec: Spec, partNumber: string) {
  const bore = num(spec, 'boreInch', 4.5, 0.5, 14);
  const outside = num(spec, 'outsideInch', bore * 1.35, bore + 0.4, bore * 3);
  const sp = (outside - bore) / 2;
  const width = Math.min(1.1, Math.max(0.45, sp * 1.1));
  const { scale: s, cx, cy, sideX } = layout(outside, width + 0.25 + (outside / 6) * 1.3);
  const R = (x: number) => (x / 2) * s;
  const out: string[] = [];
  const tc = Math.max(0.05, sp * 0.09);
  const flangeIn = bore / 2 + sp * 0.42;

  out.push(ring(cx, cy, R(outside), R(bore), filled('url(#aluminum)')));
  out.push(circle(cx, cy, R(outside) - tc * s * 1.6, line.thin));
  out.push(circle(cx, cy, flangeIn * s, { ...line.medium, fill: '#b9c6d2', 'fill-opacity': 0.6 }));
  out.push(circle(cx, cy, (bore / 2 + sp * 0.16) * s, line.thin));
  out.push(circle(cx, cy, R(bore), filled(fills.hole, line.bold)));
  out.push(crosshair(cx, cy, R(outside) + 16));

  const x0 = sideX + 0.25 * s;
  const kase: Pt[] = [
    [0, outside / 2],
    [width, outside / 2],
    [width, outside / 2 - tc],
    [tc, outside / 2 - tc],
    [tc, flangeIn],
    [0, flangeIn],
  ];
  const rubber: Pt[] = [
    [0, flangeIn],
    [0, bore / 2 + sp * 0.3],
    [width * 0.42, bore / 2 + sp * 0.16],
    [width * 0.6, bore / 2],
    [width * 0.84, bore / 2 + sp * 0.12],
    [width * 0.62, bore / 2 + sp * 0.4],
    [width * 0.62, outside / 2 - tc],
    [tc, outside / 2 - tc],
    [tc, flangeIn],
  ];
  out.push(mirrored(x0, cy, s, rubber, filled('url(#hatch-rubber)', line.medium)));
  out.push(mirrored(x0, cy, s, kase, filled(INK, line.medium)));
  for (const sign of [-1, 1]) {
    out.push(
      circle(
        x0 + width * 0.66 * s,
        cy + sign * (bore / 2 + sp * 0.27) * s,
        sp * 0.075 * s,
        filled('#ffffff', line.medium),
      ),
    );
  }
  out.push(
    seg(x0, cy - R(bore), x0 + width * s, cy - R(bore), line.thin),
    seg(x0, cy + R(bore), x0 + width * s, cy + R(bore), line.thin),
  );
  out.push(seg(x0 - 12, cy, x0 + width * s + 12, cy, line.center));
  const dx = x0 + width * s + 26;
  out.push(
    seg(x0 + width * s + 4, cy - R(outside), dx + 6, cy - R(outside), line.thin),
    seg(x0 + width * s + 4, cy + R(outside), dx + 6, cy + R(outside), line.thin),
  );
  out.push(dimension([dx, cy - R(outside)], [dx, cy + R(outside)], dia(outside), 'right'));

  const note = `BORE ${dia(bore)} · OD ${dia(outside)}`;
  return sheet({ title: 'WHEEL SEAL', partNumber, note, body: out });
}

export function spindleNut(spec: Spec, partNumber: string) {
  const af = num(spec, 'socketInch', 3.25, 0.75, 8);
  const lock = pick(spec, 'lock', ['keyway', 'dflat'] as const, 'keyway');
  const corners = (af * 2) / Math.sqrt(3);
  const thick = Math.max(0.55, af * 0.3);
  const { scale: s, cx, cy, sideX } = layout(corners, thick + 1.4, corners);
  const out: string[] = [];
  const r = af * 0.34 * s;

  out.push(path(hexagon(cx, cy, af * s), filled('url(#iron)')));
  out.push(circle(cx, cy, af * 0.48 * s, line.thin));
  if (lock === 'keyway') {
    const w = af * 0.11 * s;
    const depth = af * 0.08 * s;
    out.push(rect(cx - w / 2, cy - r - depth, w, depth + 6, filled(fills.hole, line.bold)));
    out.push(circle(cx, cy, r, filled(fills.hole)));
    out.push(rect(cx - w / 2 + 1.3, cy - r - 2, w - 2.6, 8, { fill: '#ffffff', stroke: 'none' }));
    out.push(path(arc(cx, cy, r * 1.12, 110, 380), line.thin));
  } else {
    const a = (Math.acos(0.8) * 180) / Math.PI;
    const [x1, y1] = polar(cx, cy, r, a);
    const [x2, y2] = polar(cx, cy, r, 360 - a);
    out.push(circle(cx, cy, r * 1.22, filled('#f4f7fa', line.medium)));
    out.push(path(`M${x1} ${y1} A${r} ${r} 0 1 1 ${x2} ${y2} Z`, filled(fills.hole)));
  }
  out.push(crosshair(cx, cy, (corners / 2) * s + 14));

  const x0 = sideX + 0.6 * s;
  const H = (corners / 2) * s;
  const T = thick * s;
  const c = Math.min(T * 0.18, 0.08 * s);
  out.push(
    path(
      poly([
        [x0 + c, cy - H],
        [x0 + T - c, cy - H],
        [x0 + T, cy - H + c * 1.7],
        [x0 + T, cy + H - c * 1.7],
        [x0 + T - c, cy + H],
        [x0 + c, cy + H],
        [x0, cy + H - c * 1.7],
        [x0, cy - H + c * 1.7],
      ]),
      filled(fills.face),
    ),
  );
  out.push(seg(x0, cy - H / 2, x0 + T, cy - H / 2, line.medium), seg(x0, cy + H / 2, x0 + T, cy + H / 2, line.medium));
  for (const sign of [-1, 1]) {
    out.push(
      path(
        `M${x0} ${cy + sign * (H / 2 + c)} Q${x0 + c * 1.4} ${cy + sign * H * 0.75} ${x0} ${cy + sign * (H - c * 1.7)}`,
        line.thin,
      ),
    );
    out.push(
      path(
        `M${x0 + T} ${cy + sign * (H / 2 + c)} Q${x0 + T - c * 1.4} ${cy + sign * H * 0.75} ${x0 + T} ${cy + sign * (H - c * 1.7)}`,
        line.thin,
      ),
    );
    out.push(seg(x0, cy + sign * r, x0 + T, cy + sign * r, line.hidden));
  }
  out.push(seg(x0 - 12, cy, x0 + T + 12, cy, line.center));
  const y = cy + H + 30;
  out.push(seg(x0, cy + H + 4, x0, y + 6, line.thin), seg(x0 + T, cy + H + 4, x0 + T, y + 6, line.thin));
  out.push(dimension([x0 - 24, y], [x0, y], ''), dimension([x0 + T + 24, y], [x0 + T, y], ''));
  out.push(text(x0 + T + 28, y + 5, inch(thick), { 'font-size': 15 }));

  const note = `${inch(af)} SOCKET · ${lock === 'keyway' ? 'KEYWAY LOCK' : 'D-FLAT LOCK'}`;
  return sheet({ title: 'SPINDLE NUT', partNumber, note, body: out });
}

function lines(contains: string) {
  const items = contains
    .split(/\s*[,;\n+]\s*/)
    .map((w) => w.trim())
    .filter(Boolean);
  const list = items.length ? items : ['Service parts'];
  return list.map((w) => (w.length > 30 ? `${w.slice(0, 29)}…` : w.charAt(0).toUpperCase() + w.slice(1)));
}

export function kit(spec: Spec, partNumber: string) {
  const items = lines(words(spec, 'contains'));
  const shown = items.length > 7 ? [...items.slice(0, 6), `+ ${items.length - 6} more`] : items;
  const out: string[] = [];
  const x = 92;
  const y = 170;
  const w = 350;
  const h = 330;
  const dx = 82;
  const dy = 62;
  out.push(
    path(
      poly([
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ]),
      filled('#f2f6fa'),
    ),
  );
  out.push(
    path(
      poly([
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ]),
      filled(fills.face),
    ),
  );
  out.push(rect(x, y, w, h, filled(fills.part)));
  out.push(
    path(
      poly([
        [x + w * 0.42, y],
        [x + w * 0.42 + dx, y - dy],
        [x + w * 0.58 + dx, y - dy],
        [x + w * 0.58, y],
      ]),
      { ...line.thin, fill: INK, 'fill-opacity': 0.12 },
    ),
  );
  out.push(rect(x + w * 0.42, y, w * 0.16, 34, { ...line.thin, fill: INK, 'fill-opacity': 0.12 }));
  const lx = x + 28;
  const ly = y + 52;
  const lw = w - 56;
  const size = shown.length > 5 ? 15 : 17;
  const lh = 30 + shown.length * (size + 8) + 12;
  out.push(rect(lx, ly, lw, lh, filled('#ffffff', line.medium)));
  out.push(rect(lx, ly, lw, 30, { fill: INK, stroke: INK, 'stroke-width': 1.7 }));
  out.push(
    text(lx + 12, ly + 21, 'KIT CONTENTS', {
      fill: '#ffffff',
      'font-size': 15,
      'font-weight': 'bold',
      'letter-spacing': 1.2,
    }),
  );
  shown.forEach((item, i) => {
    const ty = ly + 30 + (i + 1) * (size + 8);
    out.push(circle(lx + 16, ty - size * 0.35, 3, { fill: INK }));
    out.push(text(lx + 28, ty, item, { 'font-size': size }));
  });
  out.push(
    text(x + w / 2, y + h - 22, partNumber, {
      'text-anchor': 'middle',
      'font-size': 20,
      'font-weight': 'bold',
      opacity: 0.85,
    }),
  );
  const note = `${items.length} ${items.length === 1 ? 'COMPONENT' : 'COMPONENTS'}`;
  return sheet({ title: 'SERVICE KIT', partNumber, note, body: out });
}

export const smallDrawings = { stud, bearing, seal, spindle_nut: spindleNut, kit };
