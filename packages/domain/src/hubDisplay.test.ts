import { describe, expect, it } from 'vitest';
import { message } from './i18n/keys';
import {
  askMaterial,
  displayStatus,
  formatPounds,
  gawrLabel,
  isBestValue,
  isPreSet,
  materialGawrText,
  noteSegments,
  notAvailableMessage,
  recommendedFirst,
  resultHeading,
  statusLabel,
  resultsLayout,
  rotorSizeNote,
  showRebuildKit,
  showUnitized,
  statusMessage,
  toKg,
  twoDecimals,
  visibleValues,
  yesNo,
} from './hubDisplay';
import { formatSpec, specRows } from './hubSpecs';

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
  ])('%s, aftermarket %s -> %s', (status, aftermarket, shown, text) => {
    const s = displayStatus(status, aftermarket);
    expect(s).toBe(shown);
    const key = { 'Not Available': 'notAvailableText', 'Made To Order': 'madeToOrderText' }[s as string];
    expect(statusMessage(s, 'Acme')).toEqual(
      key ? message(`hub.status.${key}` as never, { brand: 'Acme' }) : undefined,
    );
    expect(text === undefined).toBe(key === undefined);
  });

  it.each([
    ['Available', 'hub.status.available'],
    ['Made To Order', 'hub.status.madeToOrder'],
    ['Not Available', 'hub.status.notAvailable'],
  ] as const)('status %s reads %s', (s, id) => {
    expect(statusLabel(s)).toEqual({ id });
  });

  const gone = message('hub.status.notAvailableText', { brand: 'Acme' });
  const toOrder = message('hub.status.madeToOrderText', { brand: 'Acme' });
  it.each<[string | undefined, boolean | undefined, ReturnType<typeof message>]>([
    ['Terminated', false, gone],
    ['Terminated', true, gone],
    ['Active', false, toOrder],
    ['Service Only', false, toOrder],
    ['Active', true, gone],
    [undefined, undefined, gone],
  ])('not-available page: %s, aftermarket %s', (status, aftermarket, message) => {
    expect(notAvailableMessage(status, aftermarket, 'Acme')).toEqual(message);
  });

  it.each([
    ['Active', 'hub.result.recommended'],
    ['Service Only', 'hub.result.recommended'],
    ['Terminated', 'hub.result.noLonger'],
    [undefined, 'hub.result.noLonger'],
  ] as const)('heading for %s', (status, heading) => {
    expect(resultHeading(status)).toEqual({ id: heading });
  });
});

describe('result order', () => {
  it('puts Active and Service Only results first, the others after, each group in the order answered', () => {
    const items = [
      { n: '10009970', s: 'Terminated' },
      { n: '10041211', s: 'Active' },
      { n: '10086208', s: 'terminated ' },
      { n: '10041212', s: 'Service Only' },
      { n: '10041225', s: null },
      { n: '10087661', s: 'Active' },
    ];
    expect(recommendedFirst(items, (i) => i.s).map((i) => i.n)).toEqual([
      '10041211',
      '10041212',
      '10087661',
      '10009970',
      '10086208',
      '10041225',
    ]);
    expect(recommendedFirst([], () => 'Active')).toEqual([]);
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

  it.each<[string, unknown, unknown]>([
    ['boolean', true, { id: 'hub.spec.yes' }],
    ['boolean', false, { id: 'hub.spec.no' }],
    ['pounds', 23000.2, { id: 'hub.spec.pounds', values: { value: 23000 } }],
    ['dimension', 3, '3.00'],
    ['text', 'Iron', 'Iron'],
    ['text', null, ''],
  ])('formatSpec %s %s', (kind, v, out) => {
    expect(formatSpec(kind as 'text', v)).toEqual(out);
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
      { key: 'Material', label: { id: 'hub.spec.material' }, value: { id: 'hub.answer.aluminum' } },
      { key: 'FlangeOffsetInch', label: { id: 'hub.spec.flangeOffset' }, value: '5.10' },
      { key: 'ABSRingIncluded', label: { id: 'hub.spec.absIncluded' }, value: { id: 'hub.spec.no' } },
      {
        key: 'HubRatingPound',
        label: { id: 'hub.spec.rating' },
        value: { id: 'hub.spec.pounds', values: { value: 13000 } },
      },
    ]);
  });
});

describe("the specs' words", () => {
  it("are the reader's where the catalog's English name is one of the trade's words; any other as it is", () => {
    const value = (hub: Record<string, unknown>) => Object.fromEntries(specRows(hub).map((r) => [r.key, r.value]));
    expect(
      value({
        HubMountingSystem: 'Hub Piloted',
        AxlePosition: 'Trailer',
        BrakeType: 'Drum',
        WheelMaterial: 'Steel',
        Material: 'Ductile Iron',
        BrakeRotorType: 'U-Section',
        HubAssemblyType: 'PreSet',
        WheelStudThread: '3/4-16',
      }),
    ).toEqual({
      HubMountingSystem: { id: 'hub.answer.hubPiloted' },
      AxlePosition: { id: 'hub.spec.value.trailer' },
      BrakeType: { id: 'hub.spec.value.drum' },
      WheelMaterial: { id: 'hub.spec.value.steel' },
      Material: { id: 'hub.spec.value.ductileIron' },
      BrakeRotorType: { id: 'hub.answer.uSection' },
      HubAssemblyType: 'PreSet',
      WheelStudThread: '3/4-16',
    });
    expect(value({ HubMountingSystem: 'Wheel Piloted' })).toEqual({ HubMountingSystem: 'Wheel Piloted' });
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

  it.each<[number | null, number, unknown]>([
    [0, 23000, message('hub.gawr.upTo', { max: 23000, minKg: 0, maxKg: 10433 })],
    [null, 26000, message('hub.gawr.upTo', { max: 26000, minKg: 0, maxKg: 11793 })],
    [12000, 14600, message('hub.gawr.range', { min: 12000, max: 14600, minKg: 5443, maxKg: 6622 })],
  ])('%s-%s', (min, max, label) => {
    expect(gawrLabel(min, max)).toEqual(label);
  });

  it.each<[{ brkty?: number; aaxna?: number }, number, unknown]>([
    [{ brkty: 1, aaxna: 4 }, 2, message('hub.gawr.upTo', { max: 23000, minKg: 0, maxKg: 10433 })],
    [{ brkty: 1, aaxna: 4 }, 1, message('hub.gawr.upTo', { max: 26000, minKg: 0, maxKg: 11793 })],
    [{ brkty: 2, aaxna: 4 }, 2, undefined],
    [{ brkty: 1, aaxna: 5 }, 1, undefined],
  ])('material card text for %j material %s', (f, material, text) => {
    expect(materialGawrText(f, material)).toEqual(text);
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
    expect(rotorSizeNote(f, 'Acme')).toEqual(shown ? message('hub.rotorSizeNote', { brand: 'Acme' }) : undefined);
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
  });
});
