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

/** Results as a list recommends them: Active and Service Only parts first, then the others (those no
 * longer available), each group in the order answered. */
export function recommendedFirst<T>(items: readonly T[], status: (item: T) => string | null | undefined): T[] {
  return [...items.filter((i) => isActive(status(i))), ...items.filter((i) => !isActive(status(i)))];
}

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
