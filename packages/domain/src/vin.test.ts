import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkVin, cleanVin, decodeVin, modelYear, transliterate, VIN_CHARS, vinCheckDigit, vinTexts } from './vin';
import { makeOfWmi, wmiTable } from './wmi';

const withCheck = (s16: string) => s16.slice(0, 8) + vinCheckDigit(s16.slice(0, 8) + '0' + s16.slice(8)) + s16.slice(8);
const vinChar = fc.constantFrom(...VIN_CHARS);
const validVin = fc.array(vinChar, { minLength: 16, maxLength: 16 }).map((a) => withCheck(a.join('')));

describe('VIN check digit', () => {
  it('accepts the published examples and refuses a changed one with the reason', () => {
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
    expect(checkVin('11111111111111111').ok).toBe(true);
    expect(checkVin('1m8gdm9a-xkp 042788').ok).toBe(true);
    expect(checkVin('1M8GDM9A1KP042788')).toEqual({
      ok: false,
      reason: { id: 'scan.vin.check', values: { found: '1', wanted: 'X' } },
    });
  });

  it('refuses a wrong length or the letters I, O and Q, saying so', () => {
    expect(checkVin('1M8GDM9AXKP04278')).toEqual({
      ok: false,
      reason: { id: 'scan.vin.length', values: { count: 16 } },
    });
    const r = checkVin('1M8GDM9AXKPO42788');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toEqual({ id: 'scan.vin.chars', values: { bad: "'O'" } });
  });

  it('names the make found with its model year when the VIN gives one, as text', () => {
    expect(vinTexts.found('Volvo', 2019)).toEqual({
      id: 'scan.vin.foundYear',
      values: { make: 'Volvo', year: '2019' },
    });
    expect(vinTexts.found('Volvo')).toEqual({ id: 'scan.vin.found', values: { make: 'Volvo' } });
  });

  it('drops the I prefix of an imported vehicle label', () => {
    expect(cleanVin('I1M8GDM9AXKP042788')).toBe('1M8GDM9AXKP042788');
  });

  it('always passes a VIN built with its check digit', () => {
    fc.assert(
      fc.property(validVin, (vin) => {
        expect(checkVin(vin)).toEqual({ ok: true, vin });
      }),
    );
  });

  it('fails any single-character change unless the new character transliterates to the same value', () => {
    fc.assert(
      fc.property(validVin, fc.nat(16), vinChar, (vin, i, c) => {
        fc.pre(c !== vin[i]);
        const changed = vin.slice(0, i) + c + vin.slice(i + 1);
        const same = i !== 8 && transliterate(c) === transliterate(vin[i]);
        expect(checkVin(changed).ok).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('model year and make', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('reads position 10 in the latest 30-year cycle not after next year', () => {
    expect(modelYear('1FUJGLDR0CLBM1234', now)).toBe(2012);
    expect(modelYear('1FUJGLDR0YLBM1234', now)).toBe(2000);
    expect(modelYear('1FUJGLDR09LBM1234', now)).toBe(2009);
    expect(modelYear('1FUJGLDR0VLBM1234', now)).toBe(2027);
    expect(modelYear('1FUJGLDR0WLBM1234', now)).toBe(1998);
  });

  it('gives the make of a known WMI, within its model years', () => {
    expect(decodeVin(withCheck('1FUJGLDRCLBM1234'), now)).toEqual({ wmi: '1FU', year: 2012, make: 'Freightliner' });
    expect(makeOfWmi('2FZ', 2005)).toBe('Sterling');
    expect(makeOfWmi('2FZ', 2015)).toBeUndefined();
    expect(decodeVin(withCheck('WDBJGLDRCLBM1234'), now).make).toBeUndefined();
  });

  it('holds valid, distinct WMIs and names every make once per WMI', () => {
    const seen = new Set<string>();
    for (const e of wmiTable) {
      expect(e.wmi).toMatch(/^[0-9A-HJ-NPR-Z]{3}$/);
      expect(seen.has(e.wmi), e.wmi).toBe(false);
      seen.add(e.wmi);
      expect(makeOfWmi(e.wmi, e.from ?? 2020)).toBe(e.make);
    }
  });
});
