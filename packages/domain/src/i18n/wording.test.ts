import { describe, expect, it } from 'vitest';
import calculatorEn from '../../messages/calculator/en.json';
import castingEn from '../../messages/casting/en.json';
import commonEn from '../../messages/common/en.json';
import drumEn from '../../messages/drum/en.json';
import emailEn from '../../messages/email/en.json';
import homeEn from '../../messages/home/en.json';
import hubEn from '../../messages/hub/en.json';
import infoEn from '../../messages/info/en.json';
import notificationsEn from '../../messages/notifications/en.json';
import offlineEn from '../../messages/offline/en.json';
import otherKindEn from '../../messages/otherKind/en.json';
import partsEn from '../../messages/parts/en.json';
import printEn from '../../messages/print/en.json';
import rotorEn from '../../messages/rotor/en.json';
import scanEn from '../../messages/scan/en.json';
import studEn from '../../messages/stud/en.json';

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
const all = (catalogs: Catalog[]) => catalogs.flatMap((c) => Object.entries(c));

describe('wording', () => {
  it('English writes GAWR in capitals, as the spec does', () => {
    expect(all(english).filter(([, text]) => text.match(/gawr/gi)?.some((w) => w !== 'GAWR'))).toEqual([]);
  });
});
