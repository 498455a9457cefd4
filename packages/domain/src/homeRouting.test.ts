import { describe, expect, it } from 'vitest';
import {
  afterFilters,
  afterOwnLookup,
  continueAction,
  continueSearch,
  isOwn,
  routeSuggestion,
  unifiedSearchEvent,
  type HomeDecision,
  type PartSuggestion,
} from './homeRouting';

const s = (PartTypeId: number, over: Partial<PartSuggestion> = {}): PartSuggestion => ({
  CompetitorInterchangesId: 42,
  CompetitorId: 3,
  CompetitorName: 'Acme',
  CompetitorPartNumber: 'AC-100',
  PartTypeId,
  PartNumber: '10031065',
  ...over,
});

describe('routeSuggestion: the PartTypeId table', () => {
  it.each<[string, PartSuggestion, HomeDecision]>([
    ['115 hub: filters by interchange id', s(115), { kind: 'filtersByInterchange', id: 42, partNumber: '10031065' }],
    ['1115 Meritor exclusive', s(1115), { kind: 'navigate', to: '/hub/meritor-exclusive', delayMs: 0 }],
    ['1112 Volvo exclusive', s(1112), { kind: 'navigate', to: '/hub/volvo-exclusive', delayMs: 0 }],
    [
      '1 casting after 1000 ms with the competitor number',
      s(1, { CompetitorPartNumber: '10031-C' }),
      { kind: 'navigate', to: '/hub/casting/filter/hamnt/hcnum=10031-C', delayMs: 1000 },
    ],
    ['5 wheel stud', s(5, { PartNumber: '5-123' }), { kind: 'navigate', to: '/hub/stud/summaries/5-123', delayMs: 0 }],
    [
      '23 drum by interchange id',
      s(23),
      { kind: 'navigate', to: '/hub/replacement-drum/recommended-drums/42', delayMs: 0 },
    ],
    [
      '203 rotor kit remembers the number, 100 ms',
      s(203, { PartNumber: '10082001' }),
      { kind: 'navigate', to: '/hub/replacement-rotor/recommended-rotors/42', delayMs: 100, remember: '10082001' },
    ],
    [
      '202 rotor casting, 100 ms',
      s(202, { CompetitorPartNumber: 'RC 1' }),
      { kind: 'navigate', to: '/hub/rotor-casting/filter/trtyp/ctnum=RC%201', delayMs: 100 },
    ],
    [
      '652 drum casting, 100 ms',
      s(652, { CompetitorPartNumber: 'DC1' }),
      { kind: 'navigate', to: '/hub/drum-casting/filter/holes/ctnum=DC1', delayMs: 100 },
    ],
    [
      '219 rebuild kit',
      s(219, { PartNumber: '10020950' }),
      { kind: 'navigate', to: '/hub/hub-rebuild-kits-detail/10020950', delayMs: 0 },
    ],
    [
      '241 ABS service kit',
      s(241, { PartNumber: 'K1' }),
      { kind: 'navigate', to: '/hub/abs-service-kit-detail/K1', delayMs: 0 },
    ],
    [
      '7 ABS tone ring',
      s(7, { PartNumber: 'T1' }),
      { kind: 'navigate', to: '/hub/abs-tone-ring-detail/T1', delayMs: 0 },
    ],
    [
      '221 seal and spacer kit',
      s(221, { PartNumber: 'S1' }),
      { kind: 'navigate', to: '/hub/seal-spacer-kit-detail/S1', delayMs: 0 },
    ],
    [
      '227 spindle nut kit',
      s(227, { PartNumber: 'N1' }),
      { kind: 'navigate', to: '/hub/spindle-nut-kit-detail/N1', delayMs: 0 },
    ],
    [
      '220 own seal goes straight',
      s(220, { CompetitorPartNumber: '10-036', PartNumber: '10036' }),
      { kind: 'navigate', to: '/hub/seals-detail/10036', delayMs: 0 },
    ],
    [
      '220 competitor seal is looked up first',
      s(220, { CompetitorPartNumber: 'CR-99', PartNumber: '10036' }),
      { kind: 'lookupOwnThen', partNumber: 'CR-99', pathPrefix: '/hub/seals-detail/' },
    ],
    [
      '101 own bearing goes straight',
      s(101, { IsOwn: true, PartNumber: 'B413' }),
      { kind: 'navigate', to: '/hub/bearing-detail/B413', delayMs: 0 },
    ],
    [
      '101 competitor bearing is looked up first',
      s(101, { IsOwn: false }),
      { kind: 'lookupOwnThen', partNumber: 'AC-100', pathPrefix: '/hub/bearing-detail/' },
    ],
    [
      'any other type: filters by interchange id',
      s(6),
      { kind: 'filtersByInterchange', id: 42, partNumber: '10031065' },
    ],
    [
      'no own number: the chosen number is used',
      s(5, { PartNumber: '' }),
      { kind: 'navigate', to: '/hub/stud/summaries/AC-100', delayMs: 0 },
    ],
  ])('%s', (_name, input, out) => {
    expect(routeSuggestion(input)).toEqual(out);
  });
});

describe('isOwn', () => {
  it.each<[Partial<PartSuggestion>, boolean]>([
    [{ CompetitorPartNumber: '10-031-065', PartNumber: '10031065' }, true],
    [{ CompetitorPartNumber: 'AC-100', PartNumber: '10031065' }, false],
    [{ CompetitorPartNumber: 'AC-100', PartNumber: '' }, false],
    [{ IsOwn: true }, true],
  ])('%j -> %s', (over, own) => {
    expect(isOwn(s(220, over))).toBe(own);
  });
});

describe('after the lookups', () => {
  const own = { kind: 'lookupOwnThen', partNumber: 'CR-99', pathPrefix: '/hub/seals-detail/' } as const;
  const hub = { kind: 'filtersByInterchange', id: 7, partNumber: '10031065' } as const;
  it.each<[string, HomeDecision, HomeDecision]>([
    ['own number found', afterOwnLookup(own, '10036'), { kind: 'navigate', to: '/hub/seals-detail/10036', delayMs: 0 }],
    ['own number missing', afterOwnLookup(own, undefined), { kind: 'noResults', to: '/hub/no-results' }],
    [
      'filters found',
      afterFilters(hub, { Status: 'OK', Results: { tcomp: 1, aaxna: 3 } }),
      { kind: 'navigate', to: '/hub/filters/tcomp=1&aaxna=3', delayMs: 0 },
    ],
    [
      'no filters: not available',
      afterFilters(hub, { Status: 'ZERO_RESULTS' }),
      { kind: 'navigate', to: '/hub/not-available/10031065', delayMs: 0 },
    ],
  ])('%s', (_n, got, want) => {
    expect(got).toEqual(want);
  });
});

describe('Continue', () => {
  it.each<[string, string, number, boolean, string]>([
    ['one candidate', 'x', 1, false, 'choose'],
    ['one candidate while loading', 'x', 1, true, 'choose'],
    ['text, none, not loading', 'abc', 0, false, 'noResults'],
    ['text, none, loading', 'abc', 0, true, 'none'],
    ['blank text, none', '  ', 0, false, 'none'],
    ['several candidates', 'abc', 3, false, 'none'],
  ])('%s', (_n, text, count, loading, out) => {
    expect(continueAction(text, count, loading)).toBe(out);
  });

  it('routes the single candidate like choosing it', () => {
    expect(continueSearch({ text: 'x', candidates: [s(1115)], loading: false })).toEqual({
      kind: 'navigate',
      to: '/hub/meritor-exclusive',
      delayMs: 0,
    });
    expect(continueSearch({ text: 'zz', candidates: [], loading: false })).toEqual({
      kind: 'noResults',
      to: '/hub/no-results',
    });
    expect(continueSearch({ text: '', candidates: [], loading: false })).toEqual({ kind: 'none' });
  });
});

it('the Unified Search event carries competitor and part number', () => {
  expect(unifiedSearchEvent(s(115))).toEqual({ name: 'Unified Search', competitor: 'Acme', partNumber: 'AC-100' });
});
