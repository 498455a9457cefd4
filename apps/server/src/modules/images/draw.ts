import { wheelDrawings } from './wheel.js';
import { smallDrawings } from './small.js';
import type { Spec } from './spec.js';

const drawings: Record<string, (spec: Spec, partNumber: string) => string> = { ...wheelDrawings, ...smallDrawings };

const aliases: Record<string, string> = {
  spindlenut: 'spindle_nut',
  nut: 'spindle_nut',
  abs: 'abs_ring',
  absring: 'abs_ring',
  tone_ring: 'abs_ring',
  hub_assembly: 'hub',
  brake_drum: 'drum',
  brake_rotor: 'rotor',
};

/** The drawing family for a stored family name, or undefined when there is no drawing for it. */
export function familyOf(name: string) {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const family = aliases[key] ?? key;
  return family in drawings ? family : undefined;
}

export const families = Object.keys(drawings);

/** The SVG drawing of one part; `family` must come from familyOf. */
export function drawPart(family: string, spec: Spec, partNumber: string) {
  return drawings[family](spec ?? {}, partNumber);
}
