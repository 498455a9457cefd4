import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainDate, plainNumber } from './plain';

const locales = ['en', 'en-US', 'es-US', 'fr-CA'];
const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -5000, max: 1_000_000 }).map((n) => n / 1000),
  fc.integer({ min: -2000, max: 2000 }),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.5, -2.5, 999.995, 9.995, 0.0005, 1e21, 123456789.125),
);
const options = fc.record(
  {
    minimumFractionDigits: fc.integer({ min: 0, max: 4 }),
    maximumFractionDigits: fc.integer({ min: 0, max: 6 }),
    useGrouping: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('numbers written without Intl', () => {
  it('are written as Intl writes them, wherever they are written at all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), numbers, options, (locale, n, o) => {
        const plain = plainNumber(locale, n, o);
        if (plain === undefined) return;
        expect(plain).toBe(new Intl.NumberFormat(locale, o).format(n));
      }),
      { numRuns: 20_000 },
    );
  });

  it('cover the screens’ numbers: counts in every language, English weights and dimensions', () => {
    for (const locale of locales) expect(plainNumber(locale, 42)).toBe('42');
    expect(plainNumber('en-US', 22999.6, { maximumFractionDigits: 0 })).toBe('23,000');
    expect(plainNumber('en-US', 8.5, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })).toBe(
      '8.50',
    );
    expect(plainNumber('en', -1234.5678)).toBe('-1,234.568');
  });

  it('leave to Intl what they cannot be sure of', () => {
    expect(plainNumber('fr-CA', 1234)).toBeUndefined();
    expect(plainNumber('es-US', 1.5)).toBeUndefined();
    expect(plainNumber('de', 1)).toBeUndefined();
    expect(plainNumber('en', Infinity)).toBeUndefined();
    expect(plainNumber('en', 1e21)).toBeUndefined();
    expect(plainNumber('en', 1, { style: 'currency', currency: 'USD' })).toBeUndefined();
    expect(plainNumber('en', 1, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeUndefined();
  });
});

describe('dates written without Intl', () => {
  const sheet = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

  it('write a catalog’s date in English as Intl does, any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          for (const locale of ['en', 'en-US'])
            expect(plainDate(locale, d, sheet)).toBe(new Intl.DateTimeFormat(locale, sheet).format(d));
        },
      ),
      { numRuns: 5_000 },
    );
    expect(plainDate('en', new Date('2026-11-23T00:00:00Z'), sheet)).toBe('November 23, 2026');
  });

  it('leave other languages and other forms to Intl', () => {
    const d = new Date('2026-11-23T00:00:00Z');
    expect(plainDate('fr-CA', d, sheet)).toBeUndefined();
    expect(plainDate('en', d, { ...sheet, timeZone: 'America/Chicago' })).toBeUndefined();
    expect(plainDate('en', d, { dateStyle: 'medium' })).toBeUndefined();
    expect(plainDate('en', new Date(NaN), sheet)).toBeUndefined();
  });
});
