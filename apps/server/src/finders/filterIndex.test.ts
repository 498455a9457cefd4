import { describe, expect, it } from 'vitest';
import { itemsAmong, match, valueIdOf, valuesAmong, type FilterIndex } from './filterIndex.js';
import type { FilterValue } from '@wheelend/domain/contract';

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
    castings: new Map(),
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

const positions = (ix: FilterIndex, m: Uint32Array) => itemsAmong(ix, m).map((h) => h.id - 1000);

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
    expect(positions(ix, match(ix, pairs, 'hanum'))).toEqual(want);
  });

  it('lists hubs in position order with their numbers', () => {
    expect(itemsAmong(ix, match(ix, [{ code: 'aaxna', id: 5 }], 'hanum'))).toEqual([{ id: 1000, number: '10030000' }]);
  });

  it.each<[string, string, { code: string; id: number }[], number[]]>([
    ['axle values among all hubs, display order, unused left out', 'aaxna', [], [5, 4]],
    ['axle values among odd hubs', 'aaxna', [{ code: 'tcomp', id: 2 }], [4]],
    ['tcomp values among axle 4', 'tcomp', [{ code: 'aaxna', id: 4 }], [1, 2]],
    ['nothing matches', 'aaxna', [{ code: 'tcomp', id: 9 }], []],
    ['a code without sets', 'hamnt', [], []],
  ])('%s', (_n, code, pairs, want) => {
    expect(valuesAmong(ix, code, match(ix, pairs, 'hanum')).map((v) => v.Id)).toEqual(want);
  });

  it('an empty catalog matches nothing', () => {
    const empty: FilterIndex = {
      ids: new Int32Array(0),
      numbers: [],
      castings: new Map(),
      position: new Map(),
      words: 1,
      sets: new Map(),
      values: new Map(),
    };
    expect(itemsAmong(empty, match(empty, [], 'hanum'))).toEqual([]);
  });

  it('a result-name pair names one item; a casting lookup matches the normalized casting number', () => {
    const withCastings = {
      ...ix,
      castings: new Map([
        ['10024001', [5]],
        ['10024003', [33, 64]],
      ]),
    };
    expect(positions(ix, match(withCastings, [{ code: 'hcnum', text: '10024003' }], 'hanum'))).toEqual([33, 64]);
    expect(
      positions(
        ix,
        match(
          withCastings,
          [
            { code: 'hcnum', text: '10024003' },
            { code: 'aaxna', id: 4 },
          ],
          'hanum',
        ),
      ),
    ).toEqual([64]);
    expect(positions(ix, match(ix, [{ code: 'hanum', id: 1007 }], 'hanum'))).toEqual([7]);
    expect(positions(ix, match(ix, [{ code: 'hanum', id: 99 }], 'hanum'))).toEqual([]);
    // The items a part number names, those of the index among them.
    expect(positions(ix, match(ix, [{ code: 'hanum', items: [1040, 99, 1003] }], 'hanum'))).toEqual([3, 40]);
    expect(positions(ix, match(ix, [{ code: 'hanum', items: [] }], 'hanum'))).toEqual([]);
    expect(positions(withCastings, match(withCastings, [{ code: 'hcnum', text: '100-24 001' }], 'hanum'))).toEqual([5]);
    expect(positions(withCastings, match(withCastings, [{ code: 'hcnum', text: '10024002' }], 'hanum'))).toEqual([]);
  });

  it('a value is found by its id or by its inch figure', () => {
    const inch = (Id: number, Inch: number) => ({ Id, Name: String(Inch), Inch }) as FilterValue;
    const withInches = { ...ix, values: new Map([['wssdi', [inch(1, 1.31), inch(3, 2.16), inch(4, 2.6)]]]) };
    expect(valueIdOf(withInches, 'wssdi', '3')).toBe(3);
    expect(valueIdOf(withInches, 'wssdi', '2.16')).toBe(3);
    expect(valueIdOf(withInches, 'wssdi', '2.60')).toBe(4);
    expect(valueIdOf(withInches, 'wssdi', '2.17')).toBe(-1);
    expect(valueIdOf(withInches, 'wssdi', '7')).toBe(7);
  });
});
