import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, pluralRules } from './intl';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(numberFormat('en', { maximumFractionDigits: 0 }));
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en')).not.toBe(numberFormat('fr-CA'));
    expect(dateFormat('es-US')).toBe(dateFormat('es-US'));
    expect(pluralRules('en', 'ordinal')).not.toBe(pluralRules('en', 'cardinal'));
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1082)).toBe(
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1082),
    );
    expect(pluralRules('en', 'ordinal').select(2)).toBe('two');
  });
});
