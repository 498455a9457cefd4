import { describe, expect, it } from 'vitest';
import { acceptedLanguages, parseLocale, pickLanguage, visitLocale } from './languages';
import { formatMoney } from './format';

describe('pickLanguage', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['fr'], 'fr-CA'],
    [['fr-FR', 'es'], 'fr-CA'],
    [['de-DE', 'fr-CA'], 'fr-CA'],
    [['en-GB', 'es'], 'en'],
    [['de', 'ja'], 'en'],
    [[], 'en'],
    [['ES_us'], 'es'],
  ] as const)('%j gives %s', (accepted, lang) => {
    expect(pickLanguage(accepted)).toBe(lang);
  });

  it('reads an Accept-Language header by quality', () => {
    expect(acceptedLanguages('de;q=0.9, fr-CA;q=0.8, es-MX')).toEqual(['es-MX', 'de', 'fr-CA']);
    expect(pickLanguage(acceptedLanguages('de-AT, fr;q=0.5, *;q=0.1'))).toBe('fr-CA');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes a ?lang= value only when it names a language or the pseudo-locale', () => {
    expect(parseLocale('fr-ca')).toBe('fr-CA');
    expect(parseLocale('en-XA')).toBe('en-XA');
    expect(parseLocale('de')).toBeUndefined();
    expect(parseLocale(null)).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('writes money in the language, in the brand currency', () => {
    expect(formatMoney(1082, 'en', 'USD')).toBe('$1,082.00');
    expect(formatMoney(1082, 'fr-CA', 'CAD')).toBe('1\u00a0082,00\u00a0$');
    expect(formatMoney(1082, 'es', 'USD')).toBe('$1,082.00');
    expect(formatMoney(-5.5)).toBe('-$5.50');
  });
});

describe('visitLocale', () => {
  it('the address first, then the remembered choice, then the browser', () => {
    expect(visitLocale('ES', 'fr-CA', ['en-US'])).toBe('es');
    expect(visitLocale('en-XA', 'fr-CA', ['en-US'])).toBe('en-XA');
    expect(visitLocale('de', 'fr-CA', ['es-MX'])).toBe('fr-CA');
    expect(visitLocale(null, 'en-XA', ['es-MX'])).toBe('es');
    expect(visitLocale(undefined, null, ['fr-BE', 'en'])).toBe('fr-CA');
    expect(visitLocale(undefined, undefined, [])).toBe('en');
  });
  it.each([
    ['fr', 'fr-CA'],
    ['FR-fr', 'fr-CA'],
    ['es-MX', 'es'],
    ['en-GB', 'en'],
  ])('a tag of one of our languages in the address, %j, is that language', (tag, lang) => {
    expect(visitLocale(tag, lang === 'es' ? 'fr-CA' : 'es', ['en'])).toBe(lang);
  });
  it.each(['de', 'fr<b>', 'xx-fr', ''])('%j in the address leaves it to the remembered choice', (tag) => {
    expect(visitLocale(tag, 'es', ['fr-CA'])).toBe('es');
  });
});
