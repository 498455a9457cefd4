import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compile';
import { formatCompiled } from './write';

const c = compileCatalog({
  parts: '{count, plural, =0 {No parts} one {# part} other {# parts}} for {name}',
  kind: '{kind, select, preset {a PreSet hub} other {a replacement hub}}',
  total: 'Total {n, number}',
  quoted: "It's '{literal}'",
});

describe('formatCompiled', () => {
  it('writes plurals with # in the language’s numbers, exact matches first', () => {
    expect(formatCompiled(c.parts, { count: 0, name: 'Dana' }, 'en')).toBe('No parts for Dana');
    expect(formatCompiled(c.parts, { count: 1, name: 'Dana' }, 'en')).toBe('1 part for Dana');
    expect(formatCompiled(c.parts, { count: 1200, name: 'Luc' }, 'fr-CA')).toBe('1\u00a0200 parts for Luc');
  });

  it('writes selects, numbers and quoted text, and names a missing value', () => {
    expect(formatCompiled(c.kind, { kind: 'preset' }, 'en')).toBe('a PreSet hub');
    expect(formatCompiled(c.kind, { kind: 'replace' }, 'en')).toBe('a replacement hub');
    expect(formatCompiled(c.total, { n: 1082.5 }, 'es-US')).toBe('Total 1,082.5');
    expect(formatCompiled(c.quoted, {}, 'en')).toBe("It's {literal}");
    expect(formatCompiled(c.parts, { count: 2 }, 'en')).toBe('2 parts for {name}');
  });
});
