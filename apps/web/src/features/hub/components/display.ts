import {
  hubAnswerLabel,
  displayStatus,
  gawrKilograms,
  gawrLabel,
  isBestValue,
  isPreSet,
  isRecommended,
  materialGawrText,
  message,
  noteSegments,
  resultHeading,
  statusLabel,
  statusMessage,
} from '@wheelend/domain';
import { textOf, type T } from '../../../shared/i18n';
import { brand } from '../../../shared/config';
import type { GawrNote, FilterValue, Hub, HubParts } from '@wheelend/domain/contract';

export { specRows, visibleValues } from '@wheelend/domain';

export const statusOf = (h: Hub) => h.PartStatus ?? h.Status;
const aftermarketOf = (h: Hub) => Boolean(h.IsAftermarket ?? h.IsAftermarketAssembly);

/** What /hub/not-available/{id} shows of the hub it found: one the details page calls Available is
 * shown there, a terminated or made-to-order hub on the page itself. */
export const notAvailableView = (found: Pick<HubParts, 'Status' | 'IsAftermarket'>) =>
  displayStatus(found.Status, found.IsAftermarket) === 'Available' ? 'details' : 'page';

/** What a result card and the details page say about a hub. */
export function hubDisplay(hub: Hub) {
  const preset = isPreSet(hub.AftermarketDescription);
  const status = displayStatus(statusOf(hub), aftermarketOf(hub));
  return {
    preset,
    bestValue: isBestValue(hub.AftermarketDescription),
    heading: resultHeading(statusOf(hub)),
    available: isRecommended(statusOf(hub)),
    status,
    statusText: statusLabel(status),
    statusMessage: statusMessage(status, brand.name),
    points: preset
      ? [message('hub.card.preset1'), message('hub.card.preset2'), message('hub.card.preset3')]
      : [message('hub.card.conventional1'), message('hub.card.conventional2'), message('hub.card.conventional3')],
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

/** The words on a question's button in the reader's language: the value's name (catalog data) and
 * the details that help choose it. */
export function valueLabel(t: T, code: string, v: FilterValue, ctx: { brkty?: number; aaxna?: number }) {
  const sub: string[] = [];
  if (code === 'gawrr' && v.MaxGawrPound != null) {
    sub.push(
      t(/lbs/.test(v.Name) ? gawrKilograms(v.MinGawrPound, v.MaxGawrPound) : gawrLabel(v.MinGawrPound, v.MaxGawrPound)),
    );
  }
  if (code === 'hcmty') {
    const rating = materialGawrText(ctx, v.Id);
    if (rating) sub.push(t(rating));
  }
  if (code === 'aaxna') {
    if (v.BearingDescriptionInboard) sub.push(t('hub.value.inboard', { bearing: v.BearingDescriptionInboard }));
    if (v.BearingDescriptionOutboard) sub.push(t('hub.value.outboard', { bearing: v.BearingDescriptionOutboard }));
  }
  if (code === 'wmslc' && v.StudLengthClass) sub.push(t('hub.value.studLength', { length: v.StudLengthClass }));
  if (v.DisplayRange && code !== 'gawrr') sub.push(v.DisplayRange);
  if (v.Millimeter != null && v.Millimeter !== 0 && !/mm/.test(v.Name))
    sub.push(t('hub.value.mm', { mm: v.Millimeter }));
  const name = v.Name.toLowerCase();
  const numeric = /^\d+(\.\d+)?$/.test(v.Name.trim()) && (v.Inch != null || v.Inches != null);
  return {
    main: numeric ? t('hub.value.inches', { value: v.Name }) : textOf(t, hubAnswerLabel(code, v.Name)),
    sub: [...new Set(sub)].filter((x) => !name.includes(x.toLowerCase())),
  };
}
