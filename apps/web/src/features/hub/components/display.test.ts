import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import { PART, partTypeName, type Message } from '@wheelend/domain';
import type { T } from '../../../shared/i18n';
import { documentUrl, hubDisplay, notAvailableView, noteParts, valueLabel } from './display';
import { returnPath } from '../pages/returnPath';
import type { FilterValue, Hub } from '@wheelend/domain/contract';

const value = (v: Partial<FilterValue>) => ({ Id: 1, Name: 'x', ...v }) as FilterValue;
const hub = (h: Partial<Hub>) => ({ Id: 1, HubAssemblyNumber: '10031065', AftermarketDescription: '', ...h }) as Hub;

/** The texts in a language, through the catalogs the app loads. */
async function textsIn(locale: 'en' | 'fr-CA') {
  const i18n = setupI18n();
  for (const area of ['common', 'hub'] as const) i18n.load(locale, (await loaders[area][locale]()).default as never);
  i18n.activate(locale);
  return ((id: string | Message, values?: Message['values']) =>
    typeof id === 'string' ? i18n._(id, values) : i18n._(id.id, id.values)) as T;
}
let t: T;
let fr: T;
beforeAll(async () => {
  t = await textsIn('en');
  fr = await textsIn('fr-CA');
});

describe('valueLabel', () => {
  it.each([
    [
      'gawrr',
      value({ Name: 'Up to 23,000 lbs.', MinGawrPound: 0, MaxGawrPound: 23000 }),
      {},
      'Up to 23,000 lbs.',
      ['0-10,433 kg'],
    ],
    [
      'gawrr',
      value({ Name: 'Medium', MinGawrPound: 12000, MaxGawrPound: 14600 }),
      {},
      'Medium',
      ['12,000-14,600 lbs. (5,443-6,622 kg)'],
    ],
    [
      'hcmty',
      value({ Id: 2, Name: 'Aluminum' }),
      { brkty: 1, aaxna: 4 },
      'Aluminum',
      ['Up to 23,000 lbs. (0-10,433 kg)'],
    ],
    ['hcmty', value({ Id: 1, Name: 'Iron' }), { brkty: 1, aaxna: 4 }, 'Iron', ['Up to 26,000 lbs. (0-11,793 kg)']],
    ['hcmty', value({ Id: 1, Name: 'Iron' }), { brkty: 2, aaxna: 4 }, 'Iron', []],
    [
      'aaxna',
      value({ Name: 'FF Steer', BearingDescriptionInboard: 'HM212049/HM212011 (Set 413)' }),
      {},
      'FF Steer',
      ['Inboard bearing HM212049/HM212011 (Set 413)'],
    ],
    [
      'wmslc',
      value({ Name: 'Steel Wheels', WheelMaterial: 'Steel', StudLengthClass: 'Standard' }),
      {},
      'Steel Wheels',
      ['Standard wheel studs'],
    ],
    ['hcbdi', value({ Name: '4.50', Inch: 4.5, Millimeter: 114.3 }), {}, '4.50 in', ['114.3 mm']],
  ])('%s %#', (code, v, ctx, main, sub) => {
    expect(valueLabel(t, code, v, ctx)).toEqual({ main, sub });
  });

  it('groups the figures and words the details in the reader language', () => {
    const v = value({ Name: 'Medium', MinGawrPound: 12000, MaxGawrPound: 14600 });
    expect(valueLabel(fr, 'gawrr', v, {}).sub).toEqual([
      '12\u00a0000-14\u00a0600\u00a0lb (5\u00a0443-6\u00a0622\u00a0kg)',
    ]);
    const axle = value({ Name: 'FF Steer', BearingDescriptionInboard: 'HM212049/HM212011 (Set 413)' });
    expect(valueLabel(fr, 'aaxna', axle, {}).sub).toEqual(['Roulement intérieur HM212049/HM212011 (Set 413)']);
    expect(valueLabel(fr, 'aaxna', axle, {}).main).toBe('FF directeur');
    expect(valueLabel(fr, 'hcmty', value({ Name: 'Iron' }), {}).main).toBe('Fonte');
    // A name the catalog gives otherwise stays as it is.
    expect(valueLabel(fr, 'hcmty', value({ Name: 'Ductile Iron' }), {}).main).toBe('Ductile Iron');
  });
});

describe('part types', () => {
  it.each([
    [115, null, 'Complete Hub Assembly'],
    [101, 1, 'Bearing Set (Inner)'],
    [101, 2, 'Bearing Set (Outer)'],
    [219, null, 'PreSet/PreSet Plus Hub Rebuild Kit'],
    [9999, null, 'Part'],
  ])('%s usage %s reads %s', (id, usage, name) => {
    expect(t(partTypeName(id, usage) ?? PART)).toBe(name);
  });
});

describe('hubDisplay', () => {
  it('marks PreSet hubs and Best Value hubs from the description', () => {
    const d = hubDisplay(
      hub({ AftermarketDescription: 'PreSet Plus Hub, TN Trailer', Status: 'Active', IsAftermarket: true }),
    );
    expect(d).toMatchObject({ preset: true, bestValue: true, available: true });
    expect(t(d.statusText)).toBe('Available');
    expect(t(d.heading)).toBe('The following hub is recommended');
    expect(d.points.map((x) => t(x))).toContain('Torque the spindle nut and go');
  });
  it('says a terminated hub is no longer available', () => {
    const d = hubDisplay(
      hub({ AftermarketDescription: 'Conventional Hub', PartStatus: 'Terminated', IsAftermarket: true }),
    );
    expect(d).toMatchObject({ preset: false, available: false, status: 'Not Available' });
    expect(t(d.heading)).toBe('This hub is no longer available');
    expect(t(d.statusText)).toBe('Not Available');
    expect(t(d.statusMessage!)).toMatch(
      /^This hub is no longer available\. Please contact .+ Customer Service for options$/,
    );
  });
  it('says a non-aftermarket active hub is made to order', () => {
    expect(t(hubDisplay(hub({ Status: 'Active', IsAftermarket: false })).statusText)).toBe('Made To Order');
  });
});

describe('notAvailableView', () => {
  it('sends an available hub to its details', () => {
    expect(notAvailableView({ Status: 'Active', IsAftermarket: true })).toBe('details');
    expect(notAvailableView({ Status: 'Service Only', IsAftermarket: true })).toBe('details');
  });

  it('keeps the page for a terminated or made-to-order hub', () => {
    expect(notAvailableView({ Status: 'Terminated', IsAftermarket: true })).toBe('page');
    expect(notAvailableView({ Status: 'Terminated', IsAftermarket: false })).toBe('page');
    expect(notAvailableView({ Status: 'Active', IsAftermarket: false })).toBe('page');
  });
});

describe('document links', () => {
  it('resolves names inside the documents location and keeps full links', () => {
    expect(documentUrl('a.pdf')).toMatch(/^https?:\/\/.+\/a\.pdf$/);
    expect(documentUrl('https://example.org/b.pdf')).toBe('https://example.org/b.pdf');
  });
  it('turns {{link}} placeholders into links by position', () => {
    const parts = noteParts({
      Text: 'See {{link}} and {{link}}.',
      Links: ['wide-base-tire-ratings.pdf', 'https://x.test/docs/drive_axle-guide.pdf'],
    });
    expect(parts).toEqual([
      'See ',
      { title: 'Wide base tire ratings', url: documentUrl('wide-base-tire-ratings.pdf') },
      ' and ',
      { title: 'Drive axle guide', url: 'https://x.test/docs/drive_axle-guide.pdf' },
      '.',
    ]);
  });
});

describe('returnPath', () => {
  it.each([
    ['/hub/results?tcomp=2', '/hub/results?tcomp=2'],
    ['https://evil.test/hub/', '/hub'],
    ['//evil.test/hub/', '/hub'],
    [null, '/hub'],
  ])('%s', (from, expected) => {
    expect(returnPath(from, '/hub')).toBe(expected);
  });
});
