import {
  displayStatus,
  gawrKilograms,
  gawrLabel,
  isBestValue,
  isPreSet,
  materialGawrText,
  noteSegments,
  resultHeading,
  statusMessage,
} from '@wheelend/domain';
import { brand } from '../../../shared/config';
import type { GawrNote, FilterValue, Hub } from '@wheelend/domain/contract';

export { specRows, visibleValues } from '@wheelend/domain';

const statusOf = (h: Hub) => h.PartStatus ?? h.Status;
const aftermarketOf = (h: Hub) => Boolean(h.IsAftermarket ?? h.IsAftermarketAssembly);

/** What a result card and the details page say about a hub. */
export function hubDisplay(hub: Hub) {
  const preset = isPreSet(hub.AftermarketDescription);
  const status = displayStatus(statusOf(hub), aftermarketOf(hub));
  const heading = resultHeading(statusOf(hub));
  return {
    preset,
    bestValue: isBestValue(hub.AftermarketDescription),
    heading,
    available: heading === resultHeading('Active'),
    statusText: status,
    statusMessage: statusMessage(status, brand.name),
    points: preset
      ? [
          'Bearings pre-adjusted at the factory: no end play to set',
          'Torque the spindle nut and go',
          'Fully serviceable with a rebuild kit',
        ]
      : [
          'Requires manual bearing adjustment (end play 0.001-0.005 in)',
          'Bearings, seal and cups installed separately',
          'Fully serviceable',
        ],
  };
}

/** Document links may be names inside the documents location. */
export function documentUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, brand.links.documents).toString();
}

/** A document's file name as words: 'wide-base-tire-ratings.pdf' reads 'Wide base tire ratings'. */
export function documentTitle(name: string): string {
  const base = decodeURIComponent(name.split(/[?#]/)[0].split('/').pop() ?? name).replace(/\.[a-z0-9]+$/i, '');
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** A GAWR note split into text and document links; Links are document names, in placeholder order. */
export function noteParts(note: GawrNote): (string | { title: string; url: string })[] {
  const links = (note.Links ?? []).map((l) => ({ Title: documentTitle(l), Url: documentUrl(l) }));
  return noteSegments(note.Text, links).map((s) => ('url' in s ? { title: s.text, url: s.url } : s.text));
}

/** The words on a question's button: the value's name and the details that help choose it. */
export function valueLabel(code: string, v: FilterValue, ctx: { brkty?: number; aaxna?: number }) {
  const sub: string[] = [];
  if (code === 'gawrr' && v.MaxGawrPound != null) {
    sub.push(
      /lbs/.test(v.Name) ? gawrKilograms(v.MinGawrPound, v.MaxGawrPound) : gawrLabel(v.MinGawrPound, v.MaxGawrPound),
    );
  }
  if (code === 'hcmty') {
    const rating = materialGawrText(ctx, v.Id);
    if (rating) sub.push(rating);
  }
  if (code === 'aaxna') {
    if (v.BearingDescriptionInboard) sub.push(`Inboard bearing ${v.BearingDescriptionInboard}`);
    if (v.BearingDescriptionOutboard) sub.push(`Outboard bearing ${v.BearingDescriptionOutboard}`);
  }
  if (code === 'wmslc' && v.StudLengthClass) sub.push(`${v.StudLengthClass} wheel studs`);
  if (v.DisplayRange && code !== 'gawrr') sub.push(v.DisplayRange);
  if (v.Millimeter != null && v.Millimeter !== 0 && !/mm/.test(v.Name)) sub.push(`${v.Millimeter} mm`);
  const name = v.Name.toLowerCase();
  const numeric = /^\d+(\.\d+)?$/.test(v.Name.trim()) && (v.Inch != null || v.Inches != null);
  return {
    main: numeric ? `${v.Name} in` : v.Name,
    sub: [...new Set(sub)].filter((x) => !name.includes(x.toLowerCase())),
  };
}
