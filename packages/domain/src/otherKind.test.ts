import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canLookUp, MAX_LOOKUP_TEXT, normalizePartNumber } from './partNumber';
import { HUB_ASSEMBLY_TYPES, PART_TYPE, STUD_PART_TYPES } from './partTypes';
import { DRUM_PART_TYPE } from './drum';
import { otherKindMatch, otherKindText, PART_FINDER_TYPE, type PartFinderNoun } from './otherKind';
import { compileCatalog } from './i18n/compile';
import { formatCompiled } from './i18n/write';
import type { Message } from './i18n/keys';
import en from '../messages/common/en.json';
import es from '../messages/common/es.json';
import fr from '../messages/common/fr-CA.json';
import enOther from '../messages/otherKind/en.json';
import esOther from '../messages/otherKind/es.json';
import frOther from '../messages/otherKind/fr-CA.json';
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

describe('a finder of several part types', () => {
  const nouns = Object.keys(PART_FINDER_TYPE) as PartFinderNoun[];
  const allTypes = [...new Set([...Object.values(PART_TYPE), 1112, 1115, 9999])];

  it('owns the types of its kind: the hub boxes the exclusive hubs, the stud box axle studs', () => {
    expect(PART_FINDER_TYPE.hub).toEqual([PART_TYPE.hubAssembly, 1112, 1115]);
    expect(PART_FINDER_TYPE.hub).toBe(HUB_ASSEMBLY_TYPES);
    expect(PART_FINDER_TYPE.stud).toEqual([PART_TYPE.wheelStud, PART_TYPE.axleStud]);
    expect(PART_FINDER_TYPE.stud).toBe(STUD_PART_TYPES);
    expect(PART_FINDER_TYPE.drum).toEqual([DRUM_PART_TYPE]);
  });

  it('names the number only when none of its parts of that number is of one of the finder’s types', () => {
    fc.assert(
      fc.property(
        number,
        fc.constantFrom(...nouns),
        fc.array(fc.constantFrom(...allTypes), { minLength: 1, maxLength: 5 }),
        (n, noun, types) => {
          const own: readonly number[] = PART_FINDER_TYPE[noun];
          const parts = types.map((type) => s(n, type));
          const found = otherKindMatch(n, parts, PART_FINDER_TYPE[noun]);
          if (types.some((type) => own.includes(type))) expect(found).toBeUndefined();
          else expect(found).toBe(parts[0]);
        },
      ),
    );
    expect(otherKindMatch('7327AX', [s('7327AX', PART_TYPE.brakeDrum)], PART_FINDER_TYPE.hub)?.PartTypeId).toBe(23);
    expect(otherKindMatch('V-1', [s('V-1', PART_TYPE.volvoExclusive)], PART_FINDER_TYPE.hub)).toBeUndefined();
    expect(otherKindMatch('A-6', [s('A-6', PART_TYPE.axleStud)], PART_FINDER_TYPE.stud)).toBeUndefined();
    expect(otherKindMatch('A-6', [s('A-6', PART_TYPE.axleStud)], PART_FINDER_TYPE.drum)?.PartTypeId).toBe(6);
  });
});

describe('otherKindText', () => {
  const catalogs = {
    en: { ...en, ...enOther },
    es: { ...es, ...esOther },
    'fr-CA': { ...fr, ...frOther },
  } as const;
  const said = (lang: keyof typeof catalogs) => {
    const catalog = compileCatalog(catalogs[lang]);
    return (m: Message) => formatCompiled(catalog[m.id], (m.values ?? {}) as Record<string, string>, lang);
  };
  it('reads in each language with each finder’s noun, never the catch-all part', () => {
    const expected = {
      en: {
        hub: 'not as a hub assembly.',
        stud: 'not as a stud.',
        drum: 'not as a brake drum.',
        rotor: 'not as a brake rotor.',
      },
      es: {
        hub: 'no como ensamble de maza.',
        stud: 'no como birlo.',
        drum: 'no como tambor de freno.',
        rotor: 'no como rotor de freno.',
      },
      'fr-CA': {
        hub: 'et non comme assemblage de moyeu.',
        stud: 'et non comme goujon.',
        drum: 'et non comme tambour de frein.',
        rotor: 'et non comme disque de frein.',
      },
    };
    for (const lang of ['en', 'es', 'fr-CA'] as const) {
      const say = said(lang);
      for (const noun of Object.keys(PART_FINDER_TYPE) as PartFinderNoun[]) {
        const named = say(otherKindText(s('7327AX', PART_TYPE.brakeDrum), noun, say));
        const unnamed = say(otherKindText(s('V-1', PART_TYPE.volvoExclusive), noun, say));
        expect(named.endsWith(` ${expected[lang][noun]}`), named).toBe(true);
        expect(unnamed.endsWith(` ${expected[lang][noun]}`), unnamed).toBe(true);
      }
    }
    expect(said('en')(otherKindText(s('7327AX', PART_TYPE.brakeDrum), 'hub', said('en')))).toBe(
      '7327AX is listed as Brake Drum, not as a hub assembly.',
    );
    expect(said('es')(otherKindText(s('7327AX', PART_TYPE.brakeDrum), 'hub', said('es')))).toBe(
      '7327AX figura como Tambor de freno, no como ensamble de maza.',
    );
    expect(said('fr-CA')(otherKindText(s('10032003', PART_TYPE.hubAssembly), 'stud', said('fr-CA')))).toBe(
      '10032003 est répertorié comme Assemblage de moyeu complet, et non comme goujon.',
    );
  });

  const say = (m: { id: string }) => `<${m.id}>`;
  it('names the type, with the catalog’s writing of the number', () => {
    expect(otherKindText(s('BW15374-XL', PART_TYPE.hubAssembly), 'drum', say)).toEqual({
      id: 'otherKind.text',
      values: { number: 'BW15374-XL', type: '<common.partType.hubAssembly>', noun: 'drum' },
    });
  });
  it('a type with no name of ours is another type of part', () => {
    expect(otherKindText(s('V-1', PART_TYPE.volvoExclusive), 'rotor', say)).toEqual({
      id: 'otherKind.unnamed',
      values: { number: 'V-1', noun: 'rotor' },
    });
  });
  it('names the casting numbers stamped on hubs, rotors and drums', () => {
    const castings = [PART_TYPE.casting, PART_TYPE.rotorCasting, PART_TYPE.drumCasting];
    for (const type of castings) expect(otherKindText(s('3264X', type), 'drum', say).id).toBe('otherKind.text');
    expect(said('en')(otherKindText(s('3264X', PART_TYPE.drumCasting), 'drum', said('en')))).toBe(
      '3264X is listed as Drum Casting, not as a brake drum.',
    );
    expect(said('es')(otherKindText(s('3264X', PART_TYPE.rotorCasting), 'rotor', said('es')))).toBe(
      '3264X figura como Fundición de rotor, no como rotor de freno.',
    );
    expect(said('fr-CA')(otherKindText(s('3264X', PART_TYPE.casting), 'hub', said('fr-CA')))).toBe(
      '3264X est répertorié comme Moulage de moyeu, et non comme assemblage de moyeu.',
    );
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
