import { message, type Message } from './i18n/keys';

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

/** A part type's name; a bearing set's name by its usage ('Bearing Set (Inner)'). */
export type PartType = { id: number; name: Message; usages?: Record<number, Message> };

/** The named part types of the spec (section 3, 'Part types by id'). */
export const partTypes: readonly PartType[] = [
  { id: 5, name: message('common.partType.wheelStud') },
  { id: 6, name: message('common.partType.axleStud') },
  { id: 8, name: message('common.partType.fillPlug') },
  {
    id: 101,
    name: message('common.partType.bearingSet'),
    usages: {
      [BEARING_USAGE.inner]: message('common.partType.bearingSetInner'),
      [BEARING_USAGE.outer]: message('common.partType.bearingSetOuter'),
    },
  },
  { id: 115, name: message('common.partType.hubAssembly') },
  { id: 217, name: message('common.partType.presetRebuildKitKeyway') },
  { id: 218, name: message('common.partType.presetRebuildKitDFlat') },
  { id: 219, name: message('common.partType.rebuildKit') },
  { id: 220, name: message('common.partType.wheelSeal') },
  { id: 221, name: message('common.partType.sealSpacerKit') },
  { id: 222, name: message('common.partType.presetSpindleNutDFlat') },
  { id: 223, name: message('common.partType.presetSpindleNutKeyway') },
  { id: 226, name: message('common.partType.presetPlusSpindleNutDFlat') },
  { id: 227, name: message('common.partType.presetPlusSpindleNutKeyway') },
  { id: 203, name: message('common.partType.replacementRotorKit') },
  { id: 241, name: message('common.partType.absRing') },
  { id: 7, name: message('common.partType.absRing') },
];

const byId = new Map(partTypes.map((t) => [t.id, t]));

export function partType(id: number): PartType | undefined {
  return byId.get(id);
}

/** The name of a part type, with its usage when it has one ('Bearing Set (Inner)'). */
export function partTypeName(id: number, usageId?: number | null): Message | undefined {
  const t = byId.get(id);
  if (!t) return undefined;
  return (usageId != null ? t.usages?.[usageId] : undefined) ?? t.name;
}

/** The name of a part of a type we do not name. */
export const PART = message('common.partType.part');

/** The part types of studs in the part-number search: wheel and axle studs. */
export const STUD_PART_TYPES = [PART_TYPE.wheelStud, PART_TYPE.axleStud] as const;

/** The part types of hub assemblies in the part-number search: our complete hubs and competitors'
 * numbers for them, and the Volvo and Meritor exclusive hubs. */
export const HUB_ASSEMBLY_TYPES = [
  PART_TYPE.hubAssembly,
  PART_TYPE.volvoExclusive,
  PART_TYPE.meritorExclusive,
] as const;

/** Spindle nut kits a hub's parts list can carry (party=226,227). */
export const SPINDLE_NUT_TYPES = [PART_TYPE.presetPlusSpindleNutDFlat, PART_TYPE.presetPlusSpindleNutKeyway] as const;
