import { describe, expect, it } from 'vitest';
import commonEn from '../messages/common/en.json';
import commonEs from '../messages/common/es.json';
import commonFr from '../messages/common/fr-CA.json';
import rotorEn from '../messages/rotor/en.json';
import rotorEs from '../messages/rotor/es.json';
import rotorFr from '../messages/rotor/fr-CA.json';
import wordsEn from '../messages/words/en.json';
import wordsEs from '../messages/words/es.json';
import wordsFr from '../messages/words/fr-CA.json';
import { catalogWord, catalogWordNames } from './catalogWords';
import { compileCatalog } from './i18n/compile';
import type { Message } from './i18n/keys';
import type { Language } from './i18n/languages';
import { formatCompiled } from './i18n/write';
import { rotorTypeLabel } from './rotor';

const catalogs = {
  en: compileCatalog({ ...commonEn, ...rotorEn, ...wordsEn }),
  es: compileCatalog({ ...commonEs, ...rotorEs, ...wordsEs }),
  'fr-CA': compileCatalog({ ...commonFr, ...rotorFr, ...wordsFr }),
};

/** A value as a reader of `lang` sees it. */
function read(lang: Language, v: string | Message): string {
  if (typeof v === 'string') return v;
  const compiled = catalogs[lang][v.id];
  if (!compiled) throw new Error(`No ${lang} text ${v.id}`);
  return formatCompiled(compiled, v.values ?? {}, lang);
}

describe('catalogWord', () => {
  it.each(catalogWordNames)('%s reads as the catalog in English and has its own words in es and fr-CA', (name) => {
    const word = catalogWord(name);
    expect(typeof word).toBe('object');
    expect(read('en', word)).toBe(name);
    for (const lang of ['es', 'fr-CA'] as const) expect(read(lang, word)).not.toBe(name);
  });

  it.each([
    ['Active', 'Activo', 'Actif'],
    ['Terminated', 'Descontinuado', 'Abandonné'],
    ['Service Only', 'Solo para servicio', 'Entretien seulement'],
    ['Outboard', 'Exterior', 'Extérieur'],
    ['Cast', 'Fundido', 'Coulé'],
    ['Bearing Set', 'Juego de rodamientos', 'Jeu de roulements'],
    [' Active ', 'Activo', 'Actif'],
    ['100 tooth', '100 dientes', '100 dents'],
  ])('%s is %s in Spanish and %s in French', (name, es, fr) => {
    expect(read('es', catalogWord(name))).toBe(es);
    expect(read('fr-CA', catalogWord(name))).toBe(fr);
  });

  it('reads a count of teeth as the catalog in English', () => {
    expect(read('en', catalogWord('100 tooth'))).toBe('100 tooth');
  });

  it.each(['Centrifuse', 'Balanced', 'active', 'PreSet', '300 ft-lb, no back-off', 'constructor', ''])(
    'shows %j as the catalog has it',
    (name) => {
      expect(catalogWord(name)).toBe(name);
    },
  );

  it('shows nothing for no value', () => {
    expect(catalogWord(null)).toBe('');
    expect(catalogWord(undefined)).toBe('');
  });
});

describe('rotorTypeLabel', () => {
  it("reads a rotor type with the rotor finder's words", () => {
    expect(read('es', rotorTypeLabel('Hat'))).toBe('De sombrero');
    expect(read('fr-CA', rotorTypeLabel('U-Section'))).toBe('À section en U');
    expect(read('en', rotorTypeLabel('Hat'))).toBe('Hat');
  });
  it('shows any other type as the catalog has it', () => {
    expect(rotorTypeLabel('Vented')).toBe('Vented');
    expect(rotorTypeLabel(null)).toBe('');
  });
});
