import { describe, expect, it } from 'vitest';
import { hubsAmong, match, valuesAmong, type FilterIndex } from './filterIndex.js';
import type { FilterValue } from './queries.js';

/** 70 hubs (three words of bits): tcomp 1 on even positions, 2 on odd; aaxna 4 at word edges. */
function index(): FilterIndex {
  const n = 70;
  const words = Math.ceil(n / 32);
  const set = (positions: number[]) => {
    const s = new Uint32Array(words);
    for (const p of positions) s[p >>> 5] |= 1 << (p & 31);
    return s;
  };
  const all = Array.from({ length: n }, (_, i) => i);
  const value = (Id: number) => ({ Id, Name: String(Id) }) as FilterValue;
  return {
    ids: Int32Array.from(all.map((i) => 1000 + i)),
    numbers: all.map((i) => `1003${String(i).padStart(4, '0')}`),
    position: new Map(all.map((i) => [1000 + i, i])),
    words,
    sets: new Map([
      [
        'tcomp',
        new Map([
          [1, set(all.filter((i) => i % 2 === 0))],
          [2, set(all.filter((i) => i % 2 === 1))],
        ]),
      ],
      [
        'aaxna',
        new Map([
          [4, set([31, 32, 63, 64, 69])],
          [5, set([0])],
        ]),
      ],
    ]),
    values: new Map([
      ['tcomp', [value(1), value(2)]],
      ['aaxna', [value(5), value(4), value(9)]],
    ]),
  };
}

const positions = (ix: FilterIndex, m: Uint32Array) => hubsAmong(ix, m).map((h) => h.id - 1000);

describe('filter index', () => {
  const ix = index();
  it.each<[string, { code: string; id: number }[], number[]]>([
    ['no pairs: every hub', [], Array.from({ length: 70 }, (_, i) => i)],
    [
      'odd tcomp and axle 4',
      [
        { code: 'tcomp', id: 2 },
        { code: 'aaxna', id: 4 },
      ],
      [31, 63, 69],
    ],
    [
      'even tcomp and axle 4',
      [
        { code: 'tcomp', id: 1 },
        { code: 'aaxna', id: 4 },
      ],
      [32, 64],
    ],
    ['unknown value', [{ code: 'tcomp', id: 3 }], []],
    ['unknown code', [{ code: 'hamnt', id: 1 }], []],
    ['hanum names one hub', [{ code: 'hanum', id: 1063 }], [63]],
    [
      'hanum and a pair it fails',
      [
        { code: 'hanum', id: 1063 },
        { code: 'tcomp', id: 1 },
      ],
      [],
    ],
    ['hanum of no hub', [{ code: 'hanum', id: 5 }], []],
  ])('%s', (_n, pairs, want) => {
    expect(positions(ix, match(ix, pairs))).toEqual(want);
  });

  it('lists hubs in position order with their numbers', () => {
    expect(hubsAmong(ix, match(ix, [{ code: 'aaxna', id: 5 }]))).toEqual([{ id: 1000, number: '10030000' }]);
  });

  it.each<[string, string, { code: string; id: number }[], number[]]>([
    ['axle values among all hubs, display order, unused left out', 'aaxna', [], [5, 4]],
    ['axle values among odd hubs', 'aaxna', [{ code: 'tcomp', id: 2 }], [4]],
    ['tcomp values among axle 4', 'tcomp', [{ code: 'aaxna', id: 4 }], [1, 2]],
    ['nothing matches', 'aaxna', [{ code: 'tcomp', id: 9 }], []],
    ['a code without sets', 'hamnt', [], []],
  ])('%s', (_n, code, pairs, want) => {
    expect(valuesAmong(ix, code, match(ix, pairs)).map((v) => v.Id)).toEqual(want);
  });

  it('an empty catalog matches nothing', () => {
    const empty: FilterIndex = {
      ids: new Int32Array(0),
      numbers: [],
      position: new Map(),
      words: 1,
      sets: new Map(),
      values: new Map(),
    };
    expect(hubsAmong(empty, match(empty, []))).toEqual([]);
  });
});
