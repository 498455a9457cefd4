import { describe, expect, it } from 'vitest';
import calculatorEn from '../../messages/calculator/en.json';
import calculatorEs from '../../messages/calculator/es.json';
import castingEn from '../../messages/casting/en.json';
import castingEs from '../../messages/casting/es.json';
import commonEn from '../../messages/common/en.json';
import commonEs from '../../messages/common/es.json';
import drumEn from '../../messages/drum/en.json';
import drumEs from '../../messages/drum/es.json';
import emailEn from '../../messages/email/en.json';
import emailEs from '../../messages/email/es.json';
import homeEn from '../../messages/home/en.json';
import homeEs from '../../messages/home/es.json';
import hubEn from '../../messages/hub/en.json';
import hubEs from '../../messages/hub/es.json';
import hubFr from '../../messages/hub/fr-CA.json';
import infoEn from '../../messages/info/en.json';
import infoEs from '../../messages/info/es.json';
import notificationsEn from '../../messages/notifications/en.json';
import notificationsEs from '../../messages/notifications/es.json';
import offlineEn from '../../messages/offline/en.json';
import offlineEs from '../../messages/offline/es.json';
import otherKindEn from '../../messages/otherKind/en.json';
import otherKindEs from '../../messages/otherKind/es.json';
import partsEn from '../../messages/parts/en.json';
import partsEs from '../../messages/parts/es.json';
import partsFr from '../../messages/parts/fr-CA.json';
import printEn from '../../messages/print/en.json';
import printEs from '../../messages/print/es.json';
import rotorEn from '../../messages/rotor/en.json';
import rotorEs from '../../messages/rotor/es.json';
import scanEn from '../../messages/scan/en.json';
import scanEs from '../../messages/scan/es.json';
import studEn from '../../messages/stud/en.json';
import studEs from '../../messages/stud/es.json';

type Catalog = Record<string, string>;
const english: Catalog[] = [
  calculatorEn,
  castingEn,
  commonEn,
  drumEn,
  emailEn,
  homeEn,
  hubEn,
  infoEn,
  notificationsEn,
  offlineEn,
  otherKindEn,
  partsEn,
  printEn,
  rotorEn,
  scanEn,
  studEn,
];
const spanish: Catalog[] = [
  calculatorEs,
  castingEs,
  commonEs,
  drumEs,
  emailEs,
  homeEs,
  hubEs,
  infoEs,
  notificationsEs,
  offlineEs,
  otherKindEs,
  partsEs,
  printEs,
  rotorEs,
  scanEs,
  studEs,
];
const all = (catalogs: Catalog[]) => catalogs.flatMap((c) => Object.entries(c));
const shared: Record<string, { hub: Catalog; parts: Catalog }> = {
  en: { hub: hubEn, parts: partsEn },
  es: { hub: hubEs, parts: partsEs },
  'fr-CA': { hub: hubFr, parts: partsFr },
};

describe('wording', () => {
  it('English writes GAWR in capitals, as the spec does', () => {
    expect(all(english).filter(([, text]) => text.match(/gawr/gi)?.some((w) => w !== 'GAWR'))).toEqual([]);
  });

  it('a text the hub and the parts screens share reads the same in each language', () => {
    const { hub: hubEn, parts: partsEn } = shared.en;
    const pairs = Object.entries(partsEn).flatMap(([partsKey, text]) =>
      Object.keys(hubEn)
        .filter((hubKey) => hubEn[hubKey] === text)
        .map((hubKey) => [hubKey, partsKey]),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const lang of ['es', 'fr-CA']) {
      const { hub, parts } = shared[lang];
      // Which space stands before a unit is typography, not wording.
      const words = (text: string) => text.replace(/\s/g, ' ');
      for (const [hubKey, partsKey] of pairs)
        expect([partsKey, words(parts[partsKey])]).toEqual([partsKey, words(hub[hubKey])]);
    }
  });

  it('Spanish calls a part "parte", never "pieza" (a casting stays "pieza fundida")', () => {
    expect(all(spanish).filter(([, text]) => /\bpiezas?\b(?! fundidas?)/i.test(text))).toEqual([]);
  });
});
