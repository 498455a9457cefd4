import { describe, expect, it } from 'vitest';
import { brandIn } from '@wheelend/domain';
import { brandOf, loadConfig, ConfigError } from './config.js';

describe('configuration', () => {
  it('has defaults for the embedded setup', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.API_KEYS).toEqual([]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['WEB_API_KEY', 'short'],
    ['BRAND_CONTACT_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_REPLICA_URLS', 'postgres://replica/db'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads the replicas of DATABASE_URL, comma-separated', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://p/db',
      DATABASE_REPLICA_URLS: 'postgres://r1/db, postgresql://r2/db',
    });
    expect(c.DATABASE_REPLICA_URLS).toEqual(['postgres://r1/db', 'postgresql://r2/db']);
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://p/db', DATABASE_REPLICA_URLS: 'r1:5432' })).toThrow(
      'DATABASE_REPLICA_URLS',
    );
  });

  it('splits API_KEYS on commas', () => {
    expect(loadConfig({ API_KEYS: 'a1, b2,,c3' }).API_KEYS).toEqual(['a1', 'b2', 'c3']);
  });

  it('takes brand texts and links per language, falling back to the plain ones', () => {
    const c = loadConfig({
      BRAND_NAME: 'Northwind',
      BRAND_NAME_FR_CA: 'Nordvent',
      BRAND_CONTACT_URL_ES: 'https://example.com/es/contacto',
      BRAND_PHONE_FR_CA: '1-800-555-0199',
    });
    const b = brandOf(c);
    expect(b.languages).toEqual({
      es: { links: { contact: 'https://example.com/es/contacto' } },
      'fr-CA': { name: 'Nordvent', phone: '1-800-555-0199' },
    });
    const fr = brandIn(b, 'fr-CA');
    expect([fr.name, fr.phone, fr.product, fr.links.contact]).toEqual([
      'Nordvent',
      '1-800-555-0199',
      b.product,
      b.links.contact,
    ]);
    const es = brandIn(b, 'es');
    expect([es.name, es.links.contact, es.links.website]).toEqual([
      'Northwind',
      'https://example.com/es/contacto',
      b.links.website,
    ]);
    expect(brandIn(b, 'en')).toEqual(b);
    expect(brandOf(loadConfig({})).languages).toBeUndefined();
    expect(() => loadConfig({ BRAND_TERMS_URL_FR_CA: 'not a url' })).toThrow('BRAND_TERMS_URL_FR_CA');
  });
});
