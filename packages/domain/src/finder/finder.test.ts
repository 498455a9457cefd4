import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { finders } from './finders';
import { isPlain, questionCodes, valueNames } from './spec';
import { parsePairs, serializePairs, withPair } from './pairs';
import { autoValue, choose, filterPath, nextQuestion, shownValues, stepOf } from './plan';
import { dimensionText, inchLabel, studLabelMillimeters, toMillimeters, valueText } from './units';
import { zeroWords } from './zero';
import { lookupText } from './texts';
import { onlySplined } from '../rotor';

const drum = finders.drum;
const rotor = finders.rotor;

describe('the pair engine with a finder description', () => {
  it('keeps the drum codes in the order chosen and drops what the drum finder does not know', () => {
    const p = parsePairs(drum, 'holes=10&tmake=3&aaxna=4&bcdia=1&brtyp=2');
    expect(p).toEqual({ holes: 10, tmake: 3, bcdia: 1 });
    expect(Object.keys(p)).toEqual(['holes', 'tmake', 'bcdia']);
    expect(serializePairs(p)).toBe('holes=10&tmake=3&bcdia=1');
  });

  it('keeps the rotor codes and drops the drum-only ones', () => {
    expect(parsePairs(rotor, '?axpos=1&holes=10&brtyp=6&bsdia=2')).toEqual({ axpos: 1, brtyp: 6, bsdia: 2 });
  });

  it('keeps a casting number that cannot match (too long, control characters), so it finds nothing', () => {
    const long = '1'.repeat(300);
    expect(parsePairs(finders.casting, `hcnum=${long}&aaxna=2`)).toEqual({ hcnum: long, aaxna: 2 });
    expect(parsePairs(finders.rotorcasting, 'ctnum=10%0124')).toEqual({ ctnum: '10\u000124' });
    expect(parsePairs(finders.rotorcasting, 'ctnum=&trtyp=1')).toEqual({ trtyp: 1 });
  });

  it('refuses ids that are not whole numbers and keeps a repeated key once', () => {
    expect(parsePairs(drum, 'tmake=1.5&pidia=x&shwid=-1&holes=8&holes=10')).toEqual({ holes: 10 });
  });

  it('keeps the plain number of a dimension, as the values answer it', () => {
    expect(parsePairs(drum, 'pidia=8.78&shwid=8.625&tmake=2')).toEqual({ pidia: 8.78, shwid: 8.625, tmake: 2 });
    expect(parsePairs(rotor, 'bsdia=16.9&axpos=1.5')).toEqual({ bsdia: 16.9 });
  });

  it('reads back what it writes, for any choices of the finder', () => {
    const codes = valueNames(rotor);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...codes), fc.nat(999_999)), { selector: ([c]) => c, maxLength: 6 }),
        (entries) => {
          const pairs = Object.fromEntries(entries);
          expect(parsePairs(rotor, serializePairs(pairs))).toEqual(pairs);
        },
      ),
    );
  });

  it('never throws on hostile text and keeps only known keys with whole-number ids', () => {
    const unit = fc.constantFrom(...'bcdiaholes=&%?+.-19\u0000\u00e9\ud800 ');
    const known = new Set(valueNames(drum));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        const p = parsePairs(drum, text);
        return Object.entries(p).every(
          ([k, v]) => known.has(k) && (isPlain(drum, k) ? Number.isFinite(v) : Number.isInteger(v)),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('category order, wrap and auto-apply', () => {
  it('asks the drum questions in category order', () => {
    const asked: string[] = [];
    let pairs = {};
    for (let code = nextQuestion(drum, pairs); code; code = nextQuestion(drum, pairs, code)) {
      asked.push(code);
      pairs = withPair(pairs, code, 1);
    }
    expect(asked).toEqual(['bcdia', 'pidia', 'shwid', 'szdia', 'holes', 'tmake', 'axpos']);
    expect(questionCodes(rotor)).toEqual(['axpos', 'brtyp', 'bsdia', 'ovlgt', 'bcdia']);
  });

  it('wraps to the first unanswered question after the last', () => {
    const pairs = { brtyp: 1, bsdia: 2, ovlgt: 1 };
    expect(nextQuestion(rotor, { ...pairs, bcdia: 1 }, 'bcdia')).toBe('axpos');
    expect(choose(rotor, 'bcdia', pairs, 3)).toMatchObject({ next: 'axpos', pairs: { ...pairs, bcdia: 3 } });
  });

  it('ends at the result list when every question is answered', () => {
    const all = Object.fromEntries(questionCodes(rotor).map((c) => [c, 1]));
    expect(nextQuestion(rotor, all, 'bcdia')).toBeUndefined();
    expect(filterPath('/hub/replacement-rotor', rotor, undefined, all)).toBe(
      '/hub/replacement-rotor/filter/brnum/axpos=1&brtyp=1&bsdia=1&ovlgt=1&bcdia=1',
    );
  });

  it('applies a single value by itself and moves on', () => {
    const step = stepOf(drum, 'holes', { bcdia: 1 }, [{ Id: 10, Name: '10' }]);
    expect(step).toMatchObject({ kind: 'go', auto: true, next: 'tmake', pairs: { bcdia: 1, holes: 10 } });
  });

  it('skips the zero axle position when it is one of two, but asks among three', () => {
    const zeroAndSteer = [
      { Id: 0, Name: '0' },
      { Id: 1, Name: 'Steer' },
    ];
    expect(autoValue(drum, 'axpos', zeroAndSteer)).toBe(1);
    expect(autoValue(drum, 'tmake', zeroAndSteer)).toBeUndefined();
    const three = [...zeroAndSteer, { Id: 2, Name: 'Drive' }];
    expect(stepOf(drum, 'axpos', {}, three)).toMatchObject({ kind: 'ask' });
  });

  it('hides zero inch values of dimension questions', () => {
    const values = [
      { Id: 0, Name: '0', Inch: 0 },
      { Id: 1, Name: '16.9', Inch: 16.9 },
      { Id: 2, Name: '15', Inch: 15 },
    ];
    expect(shownValues(rotor, 'bsdia', values).map((v) => v.Id)).toEqual([1, 2]);
    expect(shownValues(rotor, 'axpos', values).map((v) => v.Id)).toEqual([0, 1, 2]);
  });

  it('goes to the results when a question has no value to offer', () => {
    expect(stepOf(rotor, 'ovlgt', { axpos: 1 }, [])).toMatchObject({ kind: 'go', next: undefined });
  });
});

describe('unit rules', () => {
  it('rounds 25.4 mm per inch to whole millimetres, and 16.9 in up', () => {
    expect(toMillimeters(16.9)).toBe(430);
    expect(toMillimeters(15)).toBe(381);
    expect(toMillimeters(16.5)).toBe(419);
    expect(toMillimeters(11.25)).toBe(286);
  });

  it('labels stud dimensions with the 24.5 factor', () => {
    expect(studLabelMillimeters(1)).toBe(25);
    expect(studLabelMillimeters(3.5)).toBe(86);
  });

  it('labels inch values with their millimetres and names the others', () => {
    expect(inchLabel(16.9)).toBe('16.9" (430 mm)');
    expect(inchLabel(0)).toBeUndefined();
    expect(valueText(rotor.inchCodes, 'bsdia', { Name: '16.9', Inch: 16.9 })).toBe('16.9" (430 mm)');
    expect(valueText(rotor.inchCodes, 'axpos', { Name: 'Steer', Inch: null })).toBe('Steer');
  });
});

describe('no bare zero as a choice or a value', () => {
  it('gives a value that stands for none words, and leaves every other value alone', () => {
    expect(zeroWords({ Id: 0, Name: '0', Inch: null })).toEqual({ id: 'common.finder.doesNotApply' });
    expect(zeroWords({ Id: 1, Name: '0.00', Inch: 0 })).toEqual({ id: 'common.finder.doesNotApply' });
    expect(zeroWords({ Id: 1, Name: 'Steer', Inch: null })).toBeUndefined();
    expect(zeroWords({ Id: 0, Name: '0.50', Inch: 0.5 })).toBeUndefined();
    expect(dimensionText(0)).toBe('—');
    expect(dimensionText(11.25)).toBe('11.25 in (286 mm)');
  });
});

describe('Bendix Splined rotors', () => {
  it('are never recommended, however they were found', () => {
    expect(onlySplined([{ BrakeRotorType: 'Splined' }])).toBe(true);
    expect(onlySplined([{ BrakeRotorType: 'Splined' }, { BrakeRotorType: 'Hat' }])).toBe(false);
    expect(onlySplined([])).toBe(false);
  });
});

describe('lookupText', () => {
  it('takes pasted dashes and full-width digits as the plain ones', () => {
    expect(lookupText(' 10–031—065 ')).toBe('10-031-065');
    expect(lookupText('CD591\u221221H')).toBe('CD591-21H');
    expect(lookupText('１００３１０６５')).toBe('10031065');
    expect(lookupText('RH-4410.A')).toBe('RH-4410.A');
  });

  it('drops the invisible characters a copied text brings (zero-width space, byte order mark, soft hyphen)', () => {
    expect(lookupText('\u200b10031065')).toBe('10031065');
    expect(lookupText('\ufeffRH-4410.A\u200d')).toBe('RH-4410.A');
    expect(lookupText('1003\u00ad1065\u2060')).toBe('10031065');
  });
});
