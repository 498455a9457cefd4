import { describe, expect, it } from 'vitest';
import { documentUrl, hubDisplay, noteParts, valueLabel } from './display';
import { returnPath } from '../pages/returnPath';
import type { FilterValue, Hub } from '@wheelend/domain/contract';

const value = (v: Partial<FilterValue>) => ({ Id: 1, Name: 'x', ...v }) as FilterValue;
const hub = (h: Partial<Hub>) => ({ Id: 1, HubAssemblyNumber: '10031065', AftermarketDescription: '', ...h }) as Hub;

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
    expect(valueLabel(code, v, ctx)).toEqual({ main, sub });
  });
});

describe('hubDisplay', () => {
  it('marks PreSet hubs and Best Value hubs from the description', () => {
    const d = hubDisplay(
      hub({ AftermarketDescription: 'PreSet Plus Hub, TN Trailer', Status: 'Active', IsAftermarket: true }),
    );
    expect(d).toMatchObject({ preset: true, bestValue: true, available: true, statusText: 'Available' });
  });
  it('says a terminated hub is no longer available', () => {
    const d = hubDisplay(
      hub({ AftermarketDescription: 'Conventional Hub', PartStatus: 'Terminated', IsAftermarket: true }),
    );
    expect(d).toMatchObject({
      preset: false,
      available: false,
      heading: 'This hub is no longer available',
      statusText: 'Not Available',
    });
    expect(d.statusMessage).toMatch(
      /^This hub is no longer available\. Please contact .+ Customer Service for options$/,
    );
  });
  it('says a non-aftermarket active hub is made to order', () => {
    expect(hubDisplay(hub({ Status: 'Active', IsAftermarket: false })).statusText).toBe('Made To Order');
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
