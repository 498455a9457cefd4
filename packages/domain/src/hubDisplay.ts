import { message, type Message } from './i18n/keys';
import { writeNumber } from './i18n/intl';
import { isZeroFigure } from './finder/zero';
import { AXLE, BRKTY, HCMTY, TCOMP } from './hubFilters';

/** Hub status as the details page shows it (section 4, 'Hub detail statuses'). */
export type DisplayStatus = 'Not Available' | 'Made To Order' | 'Available';

const ACTIVE = ['active', 'service only'];
const isActive = (status: string | null | undefined) => ACTIVE.includes((status ?? '').trim().toLowerCase());

export function displayStatus(status: string | null | undefined, isAftermarket: boolean): DisplayStatus {
  if ((status ?? '').trim().toLowerCase() === 'terminated') return 'Not Available';
  if (!isAftermarket && isActive(status)) return 'Made To Order';
  return 'Available';
}

/** A status as the reader reads it. */
export function statusLabel(s: DisplayStatus): Message {
  if (s === 'Made To Order') return message('hub.status.madeToOrder');
  if (s === 'Not Available') return message('hub.status.notAvailable');
  return message('hub.status.available');
}

/** The message shown under a status, or undefined when there is nothing to say. */
export function statusMessage(s: DisplayStatus, brand: string): Message | undefined {
  if (s === 'Made To Order') return message('hub.status.madeToOrderText', { brand });
  if (s === 'Not Available') return message('hub.status.notAvailableText', { brand });
  return undefined;
}

/** The message of /hub/not-available/{id} (a hub with no filter set): made-to-order when the status
 * rule says so, otherwise (also for an unknown number) no longer available. */
export function notAvailableMessage(
  status: string | null | undefined,
  isAftermarket: boolean | undefined,
  brand: string,
): Message {
  const s = status == null ? 'Not Available' : displayStatus(status, isAftermarket ?? true);
  return statusMessage(s === 'Made To Order' ? s : 'Not Available', brand)!;
}

/** Whether a result card shows the hub as recommended (else as no longer available). */
export const isRecommended = (status: string | null | undefined) => isActive(status);

/** The heading over a result card. */
export function resultHeading(status: string | null | undefined): Message {
  return isActive(status) ? message('hub.result.recommended') : message('hub.result.noLonger');
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Rounded, with thousands separators: 22999.6 -> '23,000'. */
export function formatPounds(v: number | null | undefined): string {
  return isNum(v) ? writeNumber('en-US', Math.round(v), { maximumFractionDigits: 0 }) : '';
}

export function yesNo(v: boolean | null | undefined): string {
  return v == null ? '' : v ? 'Yes' : 'No';
}

/** Two decimals: 8.5 -> '8.50'. */
export function twoDecimals(v: number | null | undefined): string {
  return isNum(v)
    ? writeNumber('en-US', v, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
    : '';
}

export type NoteLink = { Title: string; Url: string };
export type NoteSegment = { text: string } | { text: string; url: string };

/** Splits a note at its {{link}} placeholders; the n-th placeholder becomes the n-th link (shown by
 * its title). A placeholder without a link is left out. */
export function noteSegments(text: string, links: readonly NoteLink[] = []): NoteSegment[] {
  const parts = text.split('{{link}}');
  const out: NoteSegment[] = [];
  parts.forEach((part, i) => {
    if (part) out.push({ text: part });
    if (i < parts.length - 1) {
      const link = links[i];
      if (link) out.push({ text: link.Title, url: link.Url });
    }
  });
  return out;
}

/** The GAWR kilogram factor (section 9). */
export const KG_PER_LB = 0.453592;
export const toKg = (lb: number) => Math.round(lb * KG_PER_LB);

/** The kilograms of a GAWR range: '0-10,433 kg'. */
export const gawrKilograms = (min: number | null | undefined, max: number) =>
  message('hub.gawr.kg', { minKg: toKg(min ?? 0), maxKg: toKg(max) });

/** A GAWR card: 'Up to 23,000 lbs. (0-10,433 kg)' when min is 0, else '12,000-14,600 lbs. (5,443-6,622 kg)'.
 * The figures are rounded here and grouped in the reader's language. */
export function gawrLabel(min: number | null | undefined, max: number): Message {
  const kg = { minKg: toKg(min ?? 0), maxKg: toKg(max) };
  return !min
    ? message('hub.gawr.upTo', { max: Math.round(max), ...kg })
    : message('hub.gawr.range', { min: Math.round(min), max: Math.round(max), ...kg });
}

/** Drum-brake trailers on axle 4 skip the GAWR step; their material cards carry the rating instead. */
export function materialGawrText(
  f: { brkty?: number | null; aaxna?: number | null },
  materialId: number,
): Message | undefined {
  if (f.brkty !== BRKTY.drum || f.aaxna !== AXLE.trailerTN) return undefined;
  return materialId === HCMTY.aluminum ? gawrLabel(0, 23000) : gawrLabel(0, 26000);
}

/** Hub offset choices whose figure is zero are hidden, even when no other is left (the questionnaire
 * then goes on); every other question shows its zero values. */
export function visibleValues<T extends { Name?: string | null; Inches?: string | null; Inch?: number | null }>(
  code: string,
  values: readonly T[],
): T[] {
  if (code !== 'hofsi') return [...values];
  return values.filter((v) => !isZeroFigure(v));
}

/** The rotor-size confirmation on the rotor question (brake rotor type), for trailers with brake type 1 or 2. */
export function rotorSizeNote(f: { tcomp?: number | null; brkty?: number | null }, brand: string): Message | undefined {
  if (f.tcomp !== TCOMP.trailer || (f.brkty !== BRKTY.drum && f.brkty !== BRKTY.disc)) return undefined;
  return message('hub.rotorSizeNote', { brand });
}
export const ROTOR_SIZE_NOTE_STEP = 'brake-rotor-type';

/** A description containing 'preset' (any case) marks a PreSet type hub. */
export const isPreSet = (description: string | null | undefined) => /preset/i.test(description ?? '');

/** PreSet Plus or premium hubs show the Best Value box. */
export const isBestValue = (description: string | null | undefined) => /plus|premium/i.test(description ?? '');

export const WARRANTY_TEXT = message('hub.card.warranty');

export const messages = {
  unitized: message('hub.results.unitized'),
  meritorExclusive: message('hub.exclusive.meritorText'),
  volvoExclusive: message('hub.exclusive.volvoText'),
  noResultsTitle: message('common.noResults.title'),
  noResults: (phone: string) => message('common.noResults.text', { phone }),
  receiving: message('common.finder.receiving'),
  success: message('hub.results.success'),
  meetParameters: message('hub.results.meetParameters'),
} as const;

/** The unitized message shows when the axle chosen is 82. */
export const showUnitized = (f: { aaxna?: number | null }) => f.aaxna === AXLE.volvoMackUnitized;

/** The material question on results: material not chosen and more than one hub. */
export const askMaterial = (f: { hcmty?: number | null }, resultCount: number) => f.hcmty == null && resultCount > 1;

/** Results layout: none, side by side (1 or 2), or one at a time with a pager. */
export function resultsLayout(count: number): 'none' | 'side-by-side' | 'paged' {
  if (count === 0) return 'none';
  return count <= 2 ? 'side-by-side' : 'paged';
}

export const showRebuildKit = (hubNumber: string, hidden: readonly string[]) => !hidden.includes(hubNumber);

type SpecKind = 'text' | 'dimension' | 'pounds' | 'boolean';

/** The specs table of the details page, in order, with how each value is shown. */
export const hubSpecFields: readonly { key: string; label: Message; kind: SpecKind }[] = [
  { key: 'Material', label: message('hub.spec.material'), kind: 'text' },
  { key: 'AxlePosition', label: message('hub.spec.axlePosition'), kind: 'text' },
  { key: 'Axle', label: message('hub.spec.axle'), kind: 'text' },
  { key: 'HubAssemblyType', label: message('hub.spec.hubAssemblyType'), kind: 'text' },
  { key: 'BearingNumberInboard', label: message('hub.spec.bearingInboard'), kind: 'text' },
  { key: 'BearingNumberOutboard', label: message('hub.spec.bearingOutboard'), kind: 'text' },
  { key: 'BearingNumbersType', label: message('hub.spec.bearingType'), kind: 'text' },
  { key: 'BrakeType', label: message('hub.spec.brakeType'), kind: 'text' },
  { key: 'HubMountingSystem', label: message('hub.spec.mountingSystem'), kind: 'text' },
  { key: 'WheelStudStandoutInch', label: message('hub.spec.studStandout'), kind: 'dimension' },
  { key: 'WheelMaterial', label: message('hub.spec.wheelMaterial'), kind: 'text' },
  { key: 'FlangeOffsetInch', label: message('hub.spec.flangeOffset'), kind: 'dimension' },
  { key: 'WeightPound', label: message('hub.spec.weight'), kind: 'dimension' },
  { key: 'ABSRingIncluded', label: message('hub.spec.absIncluded'), kind: 'boolean' },
  { key: 'HubRatingPound', label: message('hub.spec.rating'), kind: 'pounds' },
  { key: 'WheelStudBoltCircleDiameterInch', label: message('hub.spec.studCircle'), kind: 'dimension' },
  { key: 'AbsRingNumber', label: message('hub.spec.absNumber'), kind: 'text' },
  { key: 'WheelStudThread', label: message('hub.spec.studThread'), kind: 'text' },
  { key: 'BearingConesIncluded', label: message('hub.spec.conesIncluded'), kind: 'boolean' },
  { key: 'SealIncluded', label: message('hub.spec.sealIncluded'), kind: 'boolean' },
  { key: 'FillHole', label: message('hub.spec.fillHole'), kind: 'boolean' },
  { key: 'AbsOffsetInch', label: message('hub.spec.absOffset'), kind: 'dimension' },
  { key: 'AxleStudThread', label: message('hub.spec.axleStudThread'), kind: 'text' },
  { key: 'SmallBackface', label: message('hub.spec.smallBackface'), kind: 'boolean' },
  { key: 'BrakeRotorDepth', label: message('hub.spec.rotorDepth'), kind: 'dimension' },
  { key: 'BrakeRotorOffset', label: message('hub.spec.rotorOffset'), kind: 'dimension' },
  { key: 'BrakeRotorThickness', label: message('hub.spec.rotorThickness'), kind: 'dimension' },
  { key: 'BrakeRotorType', label: message('hub.spec.rotorType'), kind: 'text' },
  { key: 'BrakeDrumPilotDiameter', label: message('hub.spec.drumPilot'), kind: 'dimension' },
  { key: 'BarrelLength', label: message('hub.spec.barrelLength'), kind: 'dimension' },
  { key: 'ConventionalHubNumber', label: message('hub.spec.conventionalNumber'), kind: 'text' },
];

/** A spec's value: yes and no in the reader's words, pounds grouped in the reader's language, inch
 * figures with two decimals as the catalog gives them, text as it is; '' when there is none. */
export function formatSpec(kind: SpecKind, v: unknown): string | Message {
  if (v == null || v === '') return '';
  switch (kind) {
    case 'boolean':
      return message(v ? 'hub.spec.yes' : 'hub.spec.no');
    case 'pounds':
      return isNum(Number(v)) ? message('hub.spec.pounds', { value: Math.round(Number(v)) }) : '';
    case 'dimension':
      return twoDecimals(Number(v));
    default:
      return String(v);
  }
}

/** The rows of the specs table that have a value. */
export function specRows(hub: Record<string, unknown>): { key: string; label: Message; value: string | Message }[] {
  return hubSpecFields
    .map((f) => ({ key: f.key, label: f.label, value: formatSpec(f.kind, hub[f.key]) }))
    .filter((r) => r.value !== '');
}
