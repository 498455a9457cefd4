import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGs1 } from './gs1';
import { partNumberFromScan } from './scan';

const GS = '\x1d';

describe('GS1 element strings', () => {
  it('reads a raw string with FNC1 separators after a symbology identifier', () => {
    const e = parseGs1(`]C10109506000134352` + `10ABC123${GS}240RH-4410.A${GS}17261231`);
    expect(e && Object.fromEntries(e)).toEqual({
      '01': '09506000134352',
      '10': 'ABC123',
      '240': 'RH-4410.A',
      '17': '261231',
    });
  });

  it('reads the printed form with brackets', () => {
    const e = parseGs1('(01)09506000134352(241)10031065(3103)000250');
    expect(e && Object.fromEntries(e)).toEqual({ '01': '09506000134352', '241': '10031065', '3103': '000250' });
  });

  it('reads an unmarked string that opens with a GTIN, as a reader that drops the FNC1 gives it', () => {
    const e = parseGs1('01000123456789052407327AX');
    expect(e && Object.fromEntries(e)).toEqual({ '01': '00012345678905', '240': '7327AX' });
    expect(parseGs1('0100012345678905ZZ')).toBeUndefined();
  });

  it('is not GS1 when nothing marks it so, or an AI is unknown', () => {
    expect(parseGs1('RH-4410.A')).toBeUndefined();
    expect(parseGs1(`]C1ZZ${GS}`)).toBeUndefined();
    expect(parseGs1('(01)0950600013435')).toEqual(new Map([['01', '0950600013435']]));
  });

  it('reads back any set of elements written with separators', () => {
    const variable = fc.constantFrom('10', '21', '240', '241', '400');
    const value = fc.stringMatching(/^[A-Z0-9.-]{1,20}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(variable, value), { selector: ([k]) => k, minLength: 1 }), (els) => {
        const raw = ']d2' + els.map(([k, v]) => k + v).join(GS);
        expect(parseGs1(raw)).toEqual(new Map(els));
      }),
    );
  });
});

describe('part number from a scan', () => {
  it('takes the part number of a GS1 label: 240 first, then 241, then the GTIN', () => {
    expect(partNumberFromScan(`]C10100012345678905${GS}240RH-4410.A`)).toBe('RH-4410.A');
    expect(partNumberFromScan('(01)00012345678905(241)10031065')).toBe('10031065');
    expect(partNumberFromScan('(01)00012345678905(10)LOT7')).toBe('012345678905');
  });

  it('takes the part number of a URL: a Digital Link, a part parameter or the last path segment', () => {
    expect(partNumberFromScan('https://id.example.com/01/00012345678905/10/LOT7?240=RH-4410.A')).toBe('RH-4410.A');
    expect(partNumberFromScan('https://parts.example.com/lookup?pn=10-031-065&src=box')).toBe('10-031-065');
    expect(partNumberFromScan('https://parts.example.com/p/RH-4410.A')).toBe('RH-4410.A');
  });

  it('reads a URL with a broken escape as it is written, without failing', () => {
    expect(partNumberFromScan('https://parts.example.com/p/RH-4410.A%E0%A4%A')).toBe('RH-4410.A%E0%A4%A');
    expect(partNumberFromScan('https://id.example.com/01/00012345678905/240/10%2D031%ZZ')).toBe('10%2D031%ZZ');
  });

  it('keeps any other text as typed, without control characters', () => {
    expect(partNumberFromScan(' RH-4410.A\r\n')).toBe('RH-4410.A');
    expect(partNumberFromScan('012345678905')).toBe('012345678905');
  });
});
