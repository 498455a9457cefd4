import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canLookUp, MAX_LOOKUP_TEXT, normalizePartNumber, isAssemblyNumber, shortText } from './partNumber';
import { lookupText } from './finder/texts';

describe('normalizePartNumber', () => {
  it.each([
    ['10-031-065', '10031065'],
    ['10031 065', '10031065'],
    ['10031065', '10031065'],
    ['3600ax', '3600AX'],
    ['054.1640', '0541640'],
    ['ab/12-3 4', 'AB1234'],
  ])('%s becomes %s', (input, out) => {
    expect(normalizePartNumber(input)).toBe(out);
  });

  const dashes = ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212'];
  /** A number as the catalog writes it: letters, digits and the separators it uses. */
  const number = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFXYZabxyz-./ '), minLength: 1, maxLength: 20 });

  it('a number with its dashes typographic or its characters full-width is the number itself', () => {
    fc.assert(
      fc.property(
        number,
        fc.array(fc.constantFrom(...dashes), { minLength: 20, maxLength: 20 }),
        fc.boolean(),
        (n, d, wide) => {
          let i = 0;
          const typed = n.replace(/-/g, () => d[i++]!);
          const pasted = wide
            ? typed.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
            : typed;
          expect(normalizePartNumber(pasted)).toBe(normalizePartNumber(n));
          // The number boxes' lookup text is the same folding.
          expect(normalizePartNumber(lookupText(pasted))).toBe(normalizePartNumber(n));
        },
      ),
    );
    expect(normalizePartNumber('10\u2013031\u2014065')).toBe('10031065');
    expect(normalizePartNumber('CD591\u221221H')).toBe('CD59121H');
    expect(normalizePartNumber('\uff11\uff10\uff0d\uff10\uff13\uff11')).toBe('10031');
  });

  it('any text normalizes without throwing, to no more than NFKC makes of it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(normalizePartNumber(text).length).toBeLessThanOrEqual(text.normalize('NFKC').toUpperCase().length);
      }),
    );
  });
});

describe('isAssemblyNumber', () => {
  it.each([
    ['10031065', true],
    ['100310', true],
    ['1003106', false],
    ['1003106A', false],
    ['', false],
  ])('%s is %s', (input, ok) => {
    expect(isAssemblyNumber(input)).toBe(ok);
  });
});

describe('shortText', () => {
  it('repeats a text a lookup takes whole, and a longer one up to that length with an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const shown = shortText(text);
        expect(shown.length).toBeLessThanOrEqual(MAX_LOOKUP_TEXT + 1);
        if (text.length <= MAX_LOOKUP_TEXT) expect(shown).toBe(text);
        else expect(text.startsWith(shown.slice(0, -1)) && shown.endsWith('…')).toBe(true);
      }),
    );
  });
});

describe('canLookUp', () => {
  it('takes a number up to the lookup limit, and no empty, overlong or control-character text', () => {
    expect(canLookUp(' CD922/22 ')).toBe(true);
    expect(canLookUp('1'.repeat(MAX_LOOKUP_TEXT))).toBe(true);
    expect(canLookUp(`  ${'1'.repeat(MAX_LOOKUP_TEXT)}  `)).toBe(true);
    expect(canLookUp('1'.repeat(MAX_LOOKUP_TEXT + 1))).toBe(false);
    expect(canLookUp('   ')).toBe(false);
    expect(canLookUp('10\u000131')).toBe(false);
    expect(canLookUp('10\u0085')).toBe(false);
  });
});
