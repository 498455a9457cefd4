import { describe, expect, it } from 'vitest';
import {
  askMaterial,
  displayStatus,
  formatPounds,
  formatSpec,
  gawrLabel,
  gawrPounds,
  isBestValue,
  isPreSet,
  materialGawrText,
  messages,
  noteSegments,
  notAvailableMessage,
  resultHeading,
  resultsLayout,
  rotorSizeNote,
  showRebuildKit,
  showUnitized,
  specRows,
  statusMessage,
  toKg,
  twoDecimals,
  visibleValues,
  yesNo,
} from './hubDisplay';

describe('status rule', () => {
  it.each<[string, boolean, string, string | undefined]>([
    [
      'Terminated',
      true,
      'Not Available',
      'This hub is no longer available. Please contact Acme Customer Service for options',
    ],
    [
      'Terminated',
      false,
      'Not Available',
      'This hub is no longer available. Please contact Acme Customer Service for options',
    ],
    [
      'Active',
      false,
      'Made To Order',
      'This hub is made-to-order only. Please contact Acme Customer Service for availability',
    ],
    [
      'Service Only',
      false,
      'Made To Order',
      'This hub is made-to-order only. Please contact Acme Customer Service for availability',
    ],
    ['Active', true, 'Available', undefined],
    ['Service Only', true, 'Available', undefined],
    [
      'active',
      false,
      'Made To Order',
      'This hub is made-to-order only. Please contact Acme Customer Service for availability',
    ],
    ['Pending', false, 'Available', undefined],
  ])('%s, aftermarket %s -> %s', (status, aftermarket, shown, message) => {
    const s = displayStatus(status, aftermarket);
    expect(s).toBe(shown);
    expect(statusMessage(s, 'Acme')).toBe(message);
  });

  const gone = 'This hub is no longer available. Please contact Acme Customer Service for options';
  const toOrder = 'This hub is made-to-order only. Please contact Acme Customer Service for availability';
  it.each<[string | undefined, boolean | undefined, string]>([
    ['Terminated', false, gone],
    ['Terminated', true, gone],
    ['Active', false, toOrder],
    ['Service Only', false, toOrder],
    ['Active', true, gone],
    [undefined, undefined, gone],
  ])('not-available page: %s, aftermarket %s', (status, aftermarket, message) => {
    expect(notAvailableMessage(status, aftermarket, 'Acme')).toBe(message);
  });

  it.each([
    ['Active', 'The following hub is recommended'],
    ['Service Only', 'The following hub is recommended'],
    ['Terminated', 'This hub is no longer available'],
    [undefined, 'This hub is no longer available'],
  ])('heading for %s', (status, heading) => {
    expect(resultHeading(status)).toBe(heading);
  });
});

describe('number display', () => {
  it.each<[number | null, string]>([
    [22999.6, '23,000'],
    [1234567.4, '1,234,567'],
    [999, '999'],
    [0, '0'],
    [null, ''],
  ])('pounds %s -> %s', (v, out) => {
    expect(formatPounds(v)).toBe(out);
  });

  it.each<[number | null, string]>([
    [8.5, '8.50'],
    [11.25, '11.25'],
    [1.005, '1.01'],
    [1234.5, '1234.50'],
    [0, '0.00'],
    [null, ''],
  ])('two decimals %s -> %s', (v, out) => {
    expect(twoDecimals(v)).toBe(out);
  });

  it.each<[boolean | null, string]>([
    [true, 'Yes'],
    [false, 'No'],
    [null, ''],
  ])('yes/no %s', (v, out) => {
    expect(yesNo(v)).toBe(out);
  });

  it.each<[string, unknown, string]>([
    ['boolean', true, 'Yes'],
    ['pounds', 23000.2, '23,000'],
    ['dimension', 3, '3.00'],
    ['text', 'Iron', 'Iron'],
    ['text', null, ''],
  ])('formatSpec %s %s', (kind, v, out) => {
    expect(formatSpec(kind as 'text', v)).toBe(out);
  });

  it('spec rows format and drop empty values', () => {
    const rows = specRows({
      Material: 'Aluminum',
      HubRatingPound: 12999.7,
      ABSRingIncluded: false,
      FlangeOffsetInch: 5.1,
      AxleStudThread: null,
    });
    expect(rows).toEqual([
      { key: 'Material', label: 'Material', value: 'Aluminum' },
      { key: 'FlangeOffsetInch', label: 'Flange Offset (in)', value: '5.10' },
      { key: 'ABSRingIncluded', label: 'ABS Ring Included', value: 'No' },
      { key: 'HubRatingPound', label: 'Hub Rating (lb)', value: '13,000' },
    ]);
  });
});

describe('note links', () => {
  const links = [
    { Title: 'GAWR chart', Url: 'https://x/a.pdf' },
    { Title: 'Manual', Url: 'https://x/b.pdf' },
  ];
  it.each<[string, string, unknown[]]>([
    ['no placeholder', 'Plain text.', [{ text: 'Plain text.' }]],
    [
      'two placeholders by position',
      'See {{link}} and {{link}}.',
      [
        { text: 'See ' },
        { text: 'GAWR chart', url: 'https://x/a.pdf' },
        { text: ' and ' },
        { text: 'Manual', url: 'https://x/b.pdf' },
        { text: '.' },
      ],
    ],
    [
      'placeholder at start',
      '{{link}} applies',
      [{ text: 'GAWR chart', url: 'https://x/a.pdf' }, { text: ' applies' }],
    ],
    [
      'more placeholders than links',
      '{{link}}{{link}}{{link}}',
      [
        { text: 'GAWR chart', url: 'https://x/a.pdf' },
        { text: 'Manual', url: 'https://x/b.pdf' },
      ],
    ],
  ])('%s', (_n, text, out) => {
    expect(noteSegments(text, links)).toEqual(out);
  });
});

describe('GAWR', () => {
  it.each<[number, number]>([
    [23000, 10433],
    [26000, 11793],
    [12000, 5443],
    [0, 0],
    [1, 0],
    [2, 1],
  ])('%s lb = %s kg', (lb, kg) => {
    expect(toKg(lb)).toBe(kg);
  });

  it.each<[number | null, number, string, string]>([
    [0, 23000, 'Up to 23,000 lbs.', 'Up to 23,000 lbs. (0-10,433 kg)'],
    [null, 26000, 'Up to 26,000 lbs.', 'Up to 26,000 lbs. (0-11,793 kg)'],
    [12000, 14600, '12,000-14,600 lbs.', '12,000-14,600 lbs. (5,443-6,622 kg)'],
  ])('%s-%s', (min, max, lbs, label) => {
    expect(gawrPounds(min, max)).toBe(lbs);
    expect(gawrLabel(min, max)).toBe(label);
  });

  it.each<[{ brkty?: number; aaxna?: number }, number, string | undefined]>([
    [{ brkty: 1, aaxna: 4 }, 2, 'Up to 23,000 lbs. (0-10,433 kg)'],
    [{ brkty: 1, aaxna: 4 }, 1, 'Up to 26,000 lbs. (0-11,793 kg)'],
    [{ brkty: 2, aaxna: 4 }, 2, undefined],
    [{ brkty: 1, aaxna: 5 }, 1, undefined],
  ])('material card text for %j material %s', (f, material, text) => {
    expect(materialGawrText(f, material)).toBe(text);
  });
});

describe('question display rules', () => {
  it('hides hub offsets of 0', () => {
    const values = [
      { Id: 1, Name: '0' },
      { Id: 2, Name: '1.25' },
      { Id: 3, Name: '0.00' },
      { Id: 4, Name: 'x', Inch: 0 },
    ];
    expect(visibleValues('hofsi', values).map((v) => v.Id)).toEqual([2]);
    expect(visibleValues('ovlgt', values)).toHaveLength(4);
  });

  it.each<[{ tcomp?: number; brkty?: number }, boolean]>([
    [{ tcomp: 2, brkty: 1 }, true],
    [{ tcomp: 2, brkty: 2 }, true],
    [{ tcomp: 2 }, false],
    [{ tcomp: 1, brkty: 2 }, false],
  ])('rotor size note for %j', (f, shown) => {
    expect(rotorSizeNote(f, 'Acme')).toBe(
      shown ? 'All Acme Trailer Rotors are 430mm in diameter. Please confirm your rotor size' : undefined,
    );
  });

  it.each<[string | null, boolean, boolean]>([
    ['PreSet Plus Aluminum Drive Hub', true, true],
    ['preset steer hub', true, false],
    ['Conventional Iron Hub', false, false],
    ['Premium conventional hub', false, true],
    [null, false, false],
  ])('%s: PreSet %s, Best Value %s', (d, preset, best) => {
    expect(isPreSet(d)).toBe(preset);
    expect(isBestValue(d)).toBe(best);
  });

  it.each<[number, string]>([
    [0, 'none'],
    [1, 'side-by-side'],
    [2, 'side-by-side'],
    [3, 'paged'],
    [9, 'paged'],
  ])('%s results: %s', (n, layout) => {
    expect(resultsLayout(n)).toBe(layout);
  });

  it('material question, unitized message and the hidden rebuild kits', () => {
    expect(askMaterial({}, 2)).toBe(true);
    expect(askMaterial({}, 1)).toBe(false);
    expect(askMaterial({ hcmty: 1 }, 3)).toBe(false);
    expect(showUnitized({ aaxna: 82 })).toBe(true);
    expect(showUnitized({ aaxna: 79 })).toBe(false);
    expect(showRebuildKit('10031080', ['10031080'])).toBe(false);
    expect(showRebuildKit('10031065', ['10031080'])).toBe(true);
    expect(messages.noResults('1-800')).toEqual({ id: 'common.noResults.text', values: { phone: '1-800' } });
  });
});
