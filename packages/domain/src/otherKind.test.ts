import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canLookUp, MAX_LOOKUP_TEXT, normalizePartNumber } from './partNumber';
import { PART_TYPE } from './partTypes';
import { DRUM_PART_TYPE } from './drum';
import { otherKindMatch, otherKindText } from './otherKind';
import { homeSearchPath, HOME_NUMBER_PARAM, numberFromAddress } from './finder/texts';

type S = { CompetitorPartNumber: string; PartTypeId: number };
const s = (CompetitorPartNumber: string, PartTypeId: number): S => ({ CompetitorPartNumber, PartTypeId });

/** A number as the catalog writes it, and the same number as someone may type it. */
const number = fc.string({ unit: fc.constantFrom(...'0123456789ABCDXYZ'), minLength: 1, maxLength: 16 });
const typedAs = (n: string) =>
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.constantFrom('', '', '-', ' ', '.', '/'), { minLength: n.length, maxLength: n.length }),
    )
    .map(([lower, seps]) => [...(lower ? n.toLowerCase() : n)].map((c, i) => seps[i] + c).join(''));
const otherType = fc.constantFrom(PART_TYPE.hubAssembly, PART_TYPE.wheelSeal, PART_TYPE.replacementRotorKit, 1112);

describe('otherKindMatch', () => {
  it('finds the number typed, in any formatting, as a part of another type', () => {
    fc.assert(
      fc.property(
        number.chain((n) => fc.tuple(fc.constant(n), typedAs(n))),
        otherType,
        ([n, typed], type) => {
          const hub = s(n, type);
          expect(otherKindMatch(typed, [s(`${n}9`, type), hub], DRUM_PART_TYPE)).toBe(hub);
        },
      ),
    );
    const hub = s('BW15374-XL', PART_TYPE.hubAssembly);
    expect(otherKindMatch('bw 15374xl', [hub], DRUM_PART_TYPE)).toBe(hub);
  });

  it('never takes a number that only starts with the text typed', () => {
    fc.assert(
      fc.property(number, number, otherType, (n, more, type) => {
        expect(otherKindMatch(n, [s(n + more, type)], DRUM_PART_TYPE)).toBeUndefined();
      }),
    );
  });

  it('says nothing when the number is of the finder’s own type too', () => {
    fc.assert(
      fc.property(number, otherType, fc.boolean(), (n, type, ownFirst) => {
        const both = [s(n, type), s(n, DRUM_PART_TYPE)];
        expect(otherKindMatch(n, ownFirst ? both.reverse() : both, DRUM_PART_TYPE)).toBeUndefined();
      }),
    );
  });

  it('says nothing with no suggestion, or an empty text', () => {
    expect(otherKindMatch('10032003', [], DRUM_PART_TYPE)).toBeUndefined();
    expect(otherKindMatch(' - ', [s('-', PART_TYPE.hubAssembly)], DRUM_PART_TYPE)).toBeUndefined();
  });
});

describe('otherKindText', () => {
  const say = (m: { id: string }) => `<${m.id}>`;
  it('names the type, with the catalog’s writing of the number', () => {
    expect(otherKindText(s('BW15374-XL', PART_TYPE.hubAssembly), 'drum', say)).toEqual({
      id: 'common.finder.otherKind',
      values: { number: 'BW15374-XL', type: '<common.partType.hubAssembly>', noun: 'drum' },
    });
  });
  it('a type with no name of ours is another type of part', () => {
    expect(otherKindText(s('HC-1', PART_TYPE.casting), 'rotor', say)).toEqual({
      id: 'common.finder.otherKindUnnamed',
      values: { number: 'HC-1', noun: 'rotor' },
    });
  });
});

describe('numberFromAddress', () => {
  const fromLink = (n: string) =>
    numberFromAddress(new URL(homeSearchPath(n), 'http://x').searchParams.get(HOME_NUMBER_PARAM));

  it('a number the link carries comes back as the box folds it', () => {
    fc.assert(
      fc.property(number.chain(typedAs), (n) => {
        expect(normalizePartNumber(fromLink(n))).toBe(normalizePartNumber(n));
      }),
    );
    expect(fromLink('BW15374-XL')).toBe('BW15374-XL');
    expect(fromLink(' 10\u2013032\u2013003 ')).toBe('10-032-003');
  });

  it('anything else is a text a lookup takes, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const n = numberFromAddress(raw);
        expect(n === '' || canLookUp(n)).toBe(true);
        expect(n.length).toBeLessThanOrEqual(MAX_LOOKUP_TEXT);
        expect(numberFromAddress(n)).toBe(n);
      }),
    );
    expect(numberFromAddress(null)).toBe('');
    expect(numberFromAddress('9'.repeat(MAX_LOOKUP_TEXT + 1))).toBe('');
    expect(numberFromAddress('10\u0000032')).toBe('');
    expect(numberFromAddress('10\ud800032')).toBe('');
    expect(new URLSearchParams('number=%ZZ').get('number')).toBe('%ZZ');
    expect(numberFromAddress('%ZZ')).toBe('%ZZ');
  });
});
