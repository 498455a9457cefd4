import { describe, expect, it } from 'vitest';
import { compareRows, differentProperties } from './compare';

const a = {
  HubAssemblyNumber: '10031065',
  Material: 'Aluminum',
  Axle: 'FF',
  Images: [{ ImageGuid: 'a' }],
  GawrNote: { Text: 'x', Links: [] },
  SealIncluded: true,
};
const b = {
  HubAssemblyNumber: '10031066',
  Material: 'Aluminum',
  Axle: 'FL',
  Images: [{ ImageGuid: 'b' }],
  GawrNote: { Text: 'x', Links: [] },
  SealIncluded: true,
};

describe('differentProperties', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    ['differing, images ignored', a, b, ['HubAssemblyNumber', 'Axle']],
    ['identical', a, a, []],
    ['null and undefined are the same', { X: null }, {}, []],
    ['a value against nothing differs', { X: 1 }, {}, ['X']],
    ['keys only on the second', {}, { Y: 'z' }, ['Y']],
    ['nested objects by value', { N: { Text: 'a' } }, { N: { Text: 'b' } }, ['N']],
  ])('%s', (_n, x, y, out) => {
    expect(differentProperties(x, y)).toEqual(out);
  });
});

describe('compareRows', () => {
  it('puts differing rows first, then identical ones, each in property order', () => {
    expect(compareRows(a, b).map((r) => [r.key, r.differs])).toEqual([
      ['HubAssemblyNumber', true],
      ['Axle', true],
      ['Material', false],
      ['GawrNote', false],
      ['SealIncluded', false],
    ]);
  });

  it('follows the given differentProperties', () => {
    expect(compareRows(a, b, ['SealIncluded']).map((r) => r.key)).toEqual([
      'SealIncluded',
      'HubAssemblyNumber',
      'Material',
      'Axle',
      'GawrNote',
    ]);
  });
});
