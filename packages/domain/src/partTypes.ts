/** Part types by PartTypeId, as the part-number search and the parts lists carry them. */
export const PART_TYPE = {
  casting: 1,
  wheelStud: 5,
  axleStud: 6,
  absToneRing: 7,
  fillPlug: 8,
  brakeDrum: 23,
  bearingSet: 101,
  hubAssembly: 115,
  rotorCasting: 202,
  replacementRotorKit: 203,
  presetRebuildKitKeyway: 217,
  presetRebuildKitDFlat: 218,
  rebuildKit: 219,
  wheelSeal: 220,
  sealSpacerKit: 221,
  presetSpindleNutDFlat: 222,
  presetSpindleNutKeyway: 223,
  presetPlusSpindleNutDFlat: 226,
  presetPlusSpindleNutKeyway: 227,
  absRing: 241,
  drumCasting: 652,
  volvoExclusive: 1112,
  meritorExclusive: 1115,
} as const;
export type PartTypeId = (typeof PART_TYPE)[keyof typeof PART_TYPE];

/** Bearing set usage: none, the inner or the outer bearing of the hub. */
export const BEARING_USAGE = { none: 0, inner: 1, outer: 2 } as const;

export type PartType = { id: number; name: string; usages?: Record<number, string> };

/** The named part types of the spec (section 3, 'Part types by id'). */
export const partTypes: readonly PartType[] = [
  { id: 5, name: 'Wheel Stud' },
  { id: 6, name: 'Axle Stud' },
  { id: 8, name: 'Fill Plug' },
  {
    id: 101,
    name: 'Bearing Set',
    usages: { [BEARING_USAGE.none]: '', [BEARING_USAGE.inner]: 'Inner', [BEARING_USAGE.outer]: 'Outer' },
  },
  { id: 115, name: 'Complete Hub Assembly' },
  { id: 217, name: 'PreSet Complete Hub Rebuild Kit (Keyway)' },
  { id: 218, name: 'PreSet Complete Hub Rebuild Kit (D Flat)' },
  { id: 219, name: 'PreSet/PreSet Plus Hub Rebuild Kit' },
  { id: 220, name: 'Wheel Seal' },
  { id: 221, name: 'Wheel Seal and Spacer Kit' },
  { id: 222, name: 'PreSet Spindle Nut Kit (D Flat)' },
  { id: 223, name: 'PreSet Spindle Nut Kit (Keyway)' },
  { id: 226, name: 'PreSet Plus Spindle Nut Kit (D Flat)' },
  { id: 227, name: 'PreSet Plus Spindle Nut Kit (Keyway)' },
  { id: 203, name: 'Replacement Rotor Kit' },
  { id: 241, name: 'ABS Ring' },
  { id: 7, name: 'ABS Ring' },
];

const byId = new Map(partTypes.map((t) => [t.id, t]));

export function partType(id: number): PartType | undefined {
  return byId.get(id);
}

/** The name of a part type, with its usage when it has one ('Bearing Set (Inner)'). */
export function partTypeName(id: number, usageId?: number | null): string | undefined {
  const t = byId.get(id);
  if (!t) return undefined;
  const usage = usageId != null ? t.usages?.[usageId] : undefined;
  return usage ? `${t.name} (${usage})` : t.name;
}

/** Spindle nut kits a hub's parts list can carry (party=226,227). */
export const SPINDLE_NUT_TYPES = [PART_TYPE.presetPlusSpindleNutDFlat, PART_TYPE.presetPlusSpindleNutKeyway] as const;
