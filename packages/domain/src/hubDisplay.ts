import { message } from './i18n/keys';
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

/** The message shown under a status, or undefined when there is nothing to say. */
export function statusMessage(s: DisplayStatus, brand: string): string | undefined {
  if (s === 'Made To Order') {
    return `This hub is made-to-order only. Please contact ${brand} Customer Service for availability`;
  }
  if (s === 'Not Available') {
    return `This hub is no longer available. Please contact ${brand} Customer Service for options`;
  }
  return undefined;
}

/** The message of /hub/not-available/{id} (a hub with no filter set): made-to-order when the status
 * rule says so, otherwise (also for an unknown number) no longer available. */
export function notAvailableMessage(
  status: string | null | undefined,
  isAftermarket: boolean | undefined,
  brand: string,
): string {
  const s = status == null ? 'Not Available' : displayStatus(status, isAftermarket ?? true);
  return statusMessage(s === 'Made To Order' ? s : 'Not Available', brand)!;
}

/** The heading over a result card. */
export function resultHeading(status: string | null | undefined): string {
  return isActive(status) ? 'The following hub is recommended' : 'This hub is no longer available';
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Rounded, with thousands separators: 22999.6 -> '23,000'. */
export function formatPounds(v: number | null | undefined): string {
  return isNum(v) ? grouped.format(Math.round(v)) : '';
}

export function yesNo(v: boolean | null | undefined): string {
  return v == null ? '' : v ? 'Yes' : 'No';
}

/** Two decimals: 8.5 -> '8.50'. */
export function twoDecimals(v: number | null | undefined): string {
  return isNum(v) ? twoPlaces.format(v) : '';
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

/** 'Up to 23,000 lbs.' when min is 0, else '12,000-14,600 lbs.'. */
export function gawrPounds(min: number | null | undefined, max: number): string {
  return !min ? `Up to ${formatPounds(max)} lbs.` : `${formatPounds(min)}-${formatPounds(max)} lbs.`;
}

export const gawrKilograms = (min: number | null | undefined, max: number) =>
  `${formatPounds(toKg(min ?? 0))}-${formatPounds(toKg(max))} kg`;

/** A GAWR card: 'Up to 23,000 lbs. (0-10,433 kg)'. */
export function gawrLabel(min: number | null | undefined, max: number): string {
  return `${gawrPounds(min, max)} (${gawrKilograms(min, max)})`;
}

/** Drum-brake trailers on axle 4 skip the GAWR step; their material cards carry the rating instead. */
export function materialGawrText(
  f: { brkty?: number | null; aaxna?: number | null },
  materialId: number,
): string | undefined {
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
export function rotorSizeNote(f: { tcomp?: number | null; brkty?: number | null }, brand: string): string | undefined {
  if (f.tcomp !== TCOMP.trailer || (f.brkty !== BRKTY.drum && f.brkty !== BRKTY.disc)) return undefined;
  return `All ${brand} Trailer Rotors are 430mm in diameter. Please confirm your rotor size`;
}
export const ROTOR_SIZE_NOTE_STEP = 'brake-rotor-type';

/** A description containing 'preset' (any case) marks a PreSet type hub. */
export const isPreSet = (description: string | null | undefined) => /preset/i.test(description ?? '');

/** PreSet Plus or premium hubs show the Best Value box. */
export const isBestValue = (description: string | null | undefined) => /plus|premium/i.test(description ?? '');

export const WARRANTY_TEXT = '5 years/500,000 mile warranty with a PreSet Plus Spindle Nut';

export const messages = {
  unitized:
    'Volvo/Mack unitized hub assemblies are not serviceable, please contact your local Volvo/Mack dealer for service enquiries.',
  meritorExclusive: 'The entered hub is exclusive to Meritor. Please contact Meritor for service enquiries.',
  volvoExclusive: 'The entered hub is exclusive to Volvo. Please contact Volvo for service enquiries.',
  noResultsTitle: message('common.noResults.title'),
  noResults: (phone: string) => message('common.noResults.text', { phone }),
  receiving: message('common.finder.receiving'),
  success: 'Success!',
  meetParameters: 'The following Hubs meet your parameters',
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
export const hubSpecFields: readonly { key: string; label: string; kind: SpecKind }[] = [
  { key: 'Material', label: 'Material', kind: 'text' },
  { key: 'AxlePosition', label: 'Axle Position', kind: 'text' },
  { key: 'Axle', label: 'Axle', kind: 'text' },
  { key: 'HubAssemblyType', label: 'Hub Assembly Type', kind: 'text' },
  { key: 'BearingNumberInboard', label: 'Bearing Number Inboard', kind: 'text' },
  { key: 'BearingNumberOutboard', label: 'Bearing Number Outboard', kind: 'text' },
  { key: 'BearingNumbersType', label: 'Bearing Numbers Type', kind: 'text' },
  { key: 'BrakeType', label: 'Brake Type', kind: 'text' },
  { key: 'HubMountingSystem', label: 'Hub Mounting System', kind: 'text' },
  { key: 'WheelStudStandoutInch', label: 'Wheel Stud Standout (in)', kind: 'dimension' },
  { key: 'WheelMaterial', label: 'Wheel Material', kind: 'text' },
  { key: 'FlangeOffsetInch', label: 'Flange Offset (in)', kind: 'dimension' },
  { key: 'WeightPound', label: 'Weight (lb)', kind: 'dimension' },
  { key: 'ABSRingIncluded', label: 'ABS Ring Included', kind: 'boolean' },
  { key: 'HubRatingPound', label: 'Hub Rating (lb)', kind: 'pounds' },
  { key: 'WheelStudBoltCircleDiameterInch', label: 'Wheel Stud Bolt Circle Diameter (in)', kind: 'dimension' },
  { key: 'AbsRingNumber', label: 'ABS Ring Number', kind: 'text' },
  { key: 'WheelStudThread', label: 'Wheel Stud Thread', kind: 'text' },
  { key: 'BearingConesIncluded', label: 'Bearing Cones Included', kind: 'boolean' },
  { key: 'SealIncluded', label: 'Seal Included', kind: 'boolean' },
  { key: 'FillHole', label: 'Fill Hole', kind: 'boolean' },
  { key: 'AbsOffsetInch', label: 'ABS Offset (in)', kind: 'dimension' },
  { key: 'AxleStudThread', label: 'Axle Stud Thread', kind: 'text' },
  { key: 'SmallBackface', label: 'Small Backface', kind: 'boolean' },
  { key: 'BrakeRotorDepth', label: 'Brake Rotor Depth (in)', kind: 'dimension' },
  { key: 'BrakeRotorOffset', label: 'Brake Rotor Offset (in)', kind: 'dimension' },
  { key: 'BrakeRotorThickness', label: 'Brake Rotor Thickness (in)', kind: 'dimension' },
  { key: 'BrakeRotorType', label: 'Brake Rotor Type', kind: 'text' },
  { key: 'BrakeDrumPilotDiameter', label: 'Brake Drum Pilot Diameter (in)', kind: 'dimension' },
  { key: 'BarrelLength', label: 'Barrel Length (in)', kind: 'dimension' },
  { key: 'ConventionalHubNumber', label: 'Conventional Hub Number', kind: 'text' },
];

export function formatSpec(kind: SpecKind, v: unknown): string {
  if (v == null || v === '') return '';
  switch (kind) {
    case 'boolean':
      return yesNo(Boolean(v));
    case 'pounds':
      return formatPounds(Number(v));
    case 'dimension':
      return twoDecimals(Number(v));
    default:
      return String(v);
  }
}

/** The rows of the specs table that have a value. */
export function specRows(hub: Record<string, unknown>): { key: string; label: string; value: string }[] {
  return hubSpecFields
    .map((f) => ({ key: f.key, label: f.label, value: formatSpec(f.kind, hub[f.key]) }))
    .filter((r) => r.value !== '');
}
