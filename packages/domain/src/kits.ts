import { catalogWord } from './catalogWords';
import { message, type Message } from './i18n/keys';
import { BEARING_USAGE, PART_TYPE } from './partTypes';
import { formatDate } from './i18n/format';
import type { Locale } from './i18n/languages';
import { KIT_PAGES, type KitKind } from './kitPages';

const seg = (s: string | number) => encodeURIComponent(String(s));

/** The route of a kit's detail page. */
export const kitPath = (kind: KitKind, partNumber: string) => `/hub/${KIT_PAGES[kind].page}/${seg(partNumber)}`;

/** The bearing page for one axle choice. */
export const bearingFilterPath = (partNumber: string, axleId: number) =>
  `/hub/bearing-filter-detail/${seg(partNumber)}/${axleId}`;

/** The kind of kit page a part type opens. */
const kindOfType: Record<number, KitKind> = {
  [PART_TYPE.presetRebuildKitKeyway]: 'rebuild',
  [PART_TYPE.presetRebuildKitDFlat]: 'rebuild',
  [PART_TYPE.rebuildKit]: 'rebuild',
  [PART_TYPE.wheelSeal]: 'seal',
  [PART_TYPE.sealSpacerKit]: 'seal_spacer',
  [PART_TYPE.presetSpindleNutDFlat]: 'spindle_nut',
  [PART_TYPE.presetSpindleNutKeyway]: 'spindle_nut',
  [PART_TYPE.presetPlusSpindleNutDFlat]: 'spindle_nut',
  [PART_TYPE.presetPlusSpindleNutKeyway]: 'spindle_nut',
  [PART_TYPE.bearingSet]: 'bearing',
  [PART_TYPE.absRing]: 'abs_service',
  [PART_TYPE.absToneRing]: 'abs_tone_ring',
};

/** Where a part of a hub's parts list links to: the hub details, the stud summaries or a kit page. */
export function partPath(typeId: number, partNumber: string): string | undefined {
  if (typeId === PART_TYPE.hubAssembly) return `/hub/details/${seg(partNumber)}`;
  if (typeId === PART_TYPE.wheelStud || typeId === PART_TYPE.axleStud) return `/hub/stud/summaries/${seg(partNumber)}`;
  const kind = kindOfType[typeId];
  return kind ? kitPath(kind, partNumber) : undefined;
}

/** Spindle nut socket sizes in inches (spec 2, section 9). */
export const SOCKET_SIZE_INCH: Readonly<Record<string, number>> = {
  '10036548': 2,
  '10036549': 2,
  '10036550': 2.75,
  '10036551': 3.75,
  '10036552': 3.125,
  '10036553': 4,
};

export const socketSize = (partNumber: string): number | undefined => SOCKET_SIZE_INCH[partNumber];

/** An inch figure as a mechanic reads it: 3.125 -> '3-1/8"', 2 -> '2"'. */
export function inchFraction(v: number): string {
  const whole = Math.floor(v);
  const sixteenths = Math.round((v - whole) * 16);
  if (sixteenths === 0) return `${whole}"`;
  let n = sixteenths;
  let d = 16;
  while (n % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return whole ? `${whole}-${n}/${d}"` : `${n}/${d}"`;
}

type Part = { TypeId: number; PartNumber: string; UsageId?: number | null; Ranking?: number | null };

/** The sections of the parts page (spec 2, section 2). The spec's 'Spindle Nut Kits' section has an
 * empty type list; we give it the spindle nut kits, so it lists them with their socket sizes. */
export const PARTS_SECTIONS = [
  { id: 'hub', title: message('parts.section.hub'), types: [PART_TYPE.hubAssembly] },
  {
    id: 'kits',
    title: message('parts.section.kits'),
    types: [
      PART_TYPE.presetRebuildKitKeyway,
      PART_TYPE.presetRebuildKitDFlat,
      PART_TYPE.rebuildKit,
      PART_TYPE.sealSpacerKit,
      PART_TYPE.replacementRotorKit,
    ],
  },
  {
    id: 'service',
    title: message('parts.section.service'),
    types: [
      PART_TYPE.wheelSeal,
      PART_TYPE.wheelStud,
      PART_TYPE.axleStud,
      PART_TYPE.fillPlug,
      PART_TYPE.bearingSet,
      PART_TYPE.absRing,
      PART_TYPE.absToneRing,
    ],
  },
  {
    id: 'spindle',
    title: message('parts.section.spindle'),
    types: [
      PART_TYPE.presetSpindleNutDFlat,
      PART_TYPE.presetSpindleNutKeyway,
      PART_TYPE.presetPlusSpindleNutDFlat,
      PART_TYPE.presetPlusSpindleNutKeyway,
    ],
  },
] as const;

const rank = (p: Part) => p.Ranking ?? Number.MAX_SAFE_INTEGER;

/** The best-ranked part of the given types (lowest Ranking), if any. */
export function bestOf<T extends Part>(parts: T[], types: readonly number[]): T | undefined {
  return parts.filter((p) => types.includes(p.TypeId)).sort((a, b) => rank(a) - rank(b))[0];
}

/** The parts of each section in the section's type order; only the best-ranked full hub. */
export function partsSections<T extends Part>(parts: T[]) {
  return PARTS_SECTIONS.map((s) => {
    const types: readonly number[] = s.types;
    const inSection =
      s.id === 'hub'
        ? [bestOf(parts, types)].filter((p): p is T => !!p)
        : parts
            .filter((p) => types.includes(p.TypeId))
            .sort((a, b) => types.indexOf(a.TypeId) - types.indexOf(b.TypeId) || (a.UsageId ?? 0) - (b.UsageId ?? 0));
    return { id: s.id, title: s.title, parts: inSection };
  });
}

export type JobLine = { label: Message; partNumber: string; path?: string; typeId: number };

/** Spindle nut kits, PreSet Plus first: the one a complete-the-job list picks. */
const SPINDLE_PREFERENCE = [
  PART_TYPE.presetPlusSpindleNutKeyway,
  PART_TYPE.presetPlusSpindleNutDFlat,
  PART_TYPE.presetSpindleNutKeyway,
  PART_TYPE.presetSpindleNutDFlat,
] as const;

export const isSpindleNutKit = (typeId: number) => (SPINDLE_PREFERENCE as readonly number[]).includes(typeId);

/** What a mechanic needs to replace or rebuild the hub, one line per part: the hub (or, on the
 * rebuild side, the rebuild kit), inner and outer bearings, the seal and spacer kit, the spindle nut
 * kit (PreSet Plus first), studs and the ABS ring. */
export function completeTheJob(parts: Part[], mode: 'replace' | 'rebuild'): JobLine[] {
  const out: JobLine[] = [];
  const add = (label: Message, p: Part | undefined) => {
    if (p) out.push({ label, partNumber: p.PartNumber, path: partPath(p.TypeId, p.PartNumber), typeId: p.TypeId });
  };
  if (mode === 'replace') add(message('print.line.replacementHub'), bestOf(parts, [PART_TYPE.hubAssembly]));
  else add(message('print.line.rebuildKit'), bestOf(parts, [PART_TYPE.rebuildKit]));
  const bearings = parts.filter((p) => p.TypeId === PART_TYPE.bearingSet);
  add(
    message('print.line.innerBearing'),
    bearings.find((p) => p.UsageId === BEARING_USAGE.inner),
  );
  add(
    message('print.line.outerBearing'),
    bearings.find((p) => p.UsageId === BEARING_USAGE.outer),
  );
  for (const p of bearings.filter((b) => b.UsageId !== BEARING_USAGE.inner && b.UsageId !== BEARING_USAGE.outer))
    add(message('print.line.bearing'), p);
  add(message('print.line.sealSpacer'), bestOf(parts, [PART_TYPE.sealSpacerKit]));
  if (!out.some((l) => l.typeId === PART_TYPE.sealSpacerKit))
    add(message('print.line.wheelSeal'), bestOf(parts, [PART_TYPE.wheelSeal]));
  for (const t of SPINDLE_PREFERENCE) {
    const nut = bestOf(parts, [t]);
    if (nut) {
      add(message('print.line.spindleNut'), nut);
      break;
    }
  }
  add(message('print.line.wheelStuds'), bestOf(parts, [PART_TYPE.wheelStud]));
  add(message('print.line.axleStuds'), bestOf(parts, [PART_TYPE.axleStud]));
  add(message('print.line.absRing'), bestOf(parts, [PART_TYPE.absToneRing]) ?? bestOf(parts, [PART_TYPE.absRing]));
  return out;
}

/** The line under every printed sheet. */
export const catalogAsOf = (date: string) => message('print.asOf', { date });

/** A catalog version's date as the sheet prints it: 'November 23, 2026', '23 novembre 2026'. */
export function catalogDate(iso: string, lang: Locale = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : formatDate(d, lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Texts of the parts pages. */
export const partsTexts = {
  choosePath: message('parts.choosePath'),
  searchTitle: message('parts.searchTitle'),
  searchPlaceholder: message('parts.searchPlaceholder'),
  searchHelp: message('parts.searchHelp'),
  resultsTitle: message('parts.resultsTitle'),
  helpTitle: message('parts.helpTitle'),
  helpDetailButton: message('parts.helpDetailButton'),
  returnToSearch: message('parts.returnToSearch'),
} as const;

type KitFields = {
  Type: string | null;
  ProductType: string | null;
  Axle: string | null;
  AxlePostion: string | null;
  WhatKitContains: string | null;
  ABSType: string | null;
  ABSServiceKitNumber: string | null;
  ABSToneRingNumber: string | null;
  ABSToneRingKitNumber: string | null;
  ScrewNumber: string | null;
  InnerDiameterInch: number | null;
  OuterDiameterInch: number | null;
  ThicknessInch: number | null;
  Width: number | null;
  BoreDiameterInch: number | null;
  BearingType: string | null;
  ReferenceSetNo: string | null;
  SixPointSocketSize: number | null;
  TorqueSpec: string | null;
  KitType: string | null;
  PreSetPreSetPlusRebuildKitNumber: string | null;
  BearingSetNumberInboard: string | null;
  BearingSetNumberOutboard: string | null;
  SealAndSpacerKitNumber: string | null;
  SealAndSpacerKit: string | null;
  PartNumber: string;
};

export type KitRow = { label: Message; value: string | Message; path?: string };

const inches = (v: number | null) => (v ? message('parts.inches', { value: v.toFixed(2) }) : '');

/** The rows of a kit's specifications on its detail page: only the fields it has; the catalog's fixed
 * words in the reader's language; dimensions with two decimals; numbers of other kits link to their pages. */
export function kitRows(k: KitFields): KitRow[] {
  const other = (kind: KitKind, n: string | null) => (n && n !== k.PartNumber ? kitPath(kind, n) : undefined);
  const rows: KitRow[] = [
    { label: message('parts.row.type'), value: catalogWord(k.Type) },
    { label: message('parts.row.productType'), value: catalogWord(k.ProductType) },
    { label: message('parts.row.axle'), value: k.Axle ?? '' },
    { label: message('parts.row.axlePosition'), value: catalogWord(k.AxlePostion) },
    { label: message('parts.row.kitType'), value: catalogWord(k.KitType) },
    { label: message('parts.row.contains'), value: k.WhatKitContains ?? '' },
    {
      label: message('parts.row.innerBearing'),
      value: k.BearingSetNumberInboard ?? '',
      path: other('bearing', k.BearingSetNumberInboard),
    },
    {
      label: message('parts.row.outerBearing'),
      value: k.BearingSetNumberOutboard ?? '',
      path: other('bearing', k.BearingSetNumberOutboard),
    },
    {
      label: message('parts.row.sealSpacer'),
      value: [k.SealAndSpacerKitNumber, k.SealAndSpacerKit].find((n) => n && n !== k.PartNumber) ?? '',
      path: other('seal_spacer', k.SealAndSpacerKitNumber ?? k.SealAndSpacerKit),
    },
    {
      label: message('parts.row.rebuildKit'),
      value: k.PreSetPreSetPlusRebuildKitNumber === k.PartNumber ? '' : (k.PreSetPreSetPlusRebuildKitNumber ?? ''),
      path: other('rebuild', k.PreSetPreSetPlusRebuildKitNumber),
    },
    { label: message('parts.row.absType'), value: catalogWord(k.ABSType) },
    {
      label: message('parts.row.absService'),
      value: k.ABSServiceKitNumber ?? k.ABSToneRingKitNumber ?? '',
      path: other('abs_service', k.ABSServiceKitNumber ?? k.ABSToneRingKitNumber),
    },
    {
      label: message('parts.row.absToneRing'),
      value: k.ABSToneRingNumber ?? '',
      path: other('abs_tone_ring', k.ABSToneRingNumber),
    },
    { label: message('parts.row.screw'), value: k.ScrewNumber ?? '' },
    { label: message('parts.row.bearingType'), value: catalogWord(k.BearingType) },
    { label: message('parts.row.referenceSet'), value: k.ReferenceSetNo ?? '' },
    { label: message('parts.row.bore'), value: inches(k.BoreDiameterInch) },
    { label: message('parts.row.innerDiameter'), value: inches(k.InnerDiameterInch) },
    { label: message('parts.row.outerDiameter'), value: inches(k.OuterDiameterInch) },
    { label: message('parts.row.thickness'), value: inches(k.ThicknessInch) },
    { label: message('parts.row.width'), value: inches(k.Width) },
    {
      label: message('parts.row.socket'),
      value: (() => {
        const size = socketSize(k.PartNumber) ?? k.SixPointSocketSize;
        return size ? inchFraction(size) : '';
      })(),
    },
    { label: message('parts.row.torque'), value: k.TorqueSpec ?? '' },
  ];
  return rows.filter((r) => r.value !== '');
}
