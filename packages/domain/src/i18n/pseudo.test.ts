import { describe, expect, it } from 'vitest';
import { compileCatalog, pseudoText } from './compile';

describe('the pseudo-locale', () => {
  it('accents every letter and lengthens the text by a third', () => {
    const out = pseudoText('Brake Drums');
    expect(out).not.toMatch(/[a-zA-Z]/);
    expect(out.length).toBe('Brake Drums'.length + Math.ceil(10 / 3));
    expect(pseudoText('404 ...')).toBe('404 ...');
  });

  it('keeps placeholders, plural keywords and rich-text tags as they are', () => {
    const { m } = compileCatalog({ m: 'Step {step} of {n, plural, one {# page} other {# pages}}: <0>terms</0>' }, true);
    expect(m[1]).toEqual(['step']);
    const plural = m[3] as [string, string, Record<string, unknown>];
    expect(plural[0]).toBe('n');
    expect(plural[1]).toBe('plural');
    expect(Object.keys(plural[2])).toEqual(expect.arrayContaining(['one', 'other']));
    expect((plural[2].one as unknown[])[0]).toBe('#');
    expect((plural[2].one as string[])[1]).not.toMatch(/[a-z]/);
    expect(m[4]).toMatch(/^[^a-zA-Z]*<0>[^a-zA-Z]+<\/0>[^a-zA-Z]*$/);
  });

  it('names the key of a malformed message', () => {
    expect(() => compileCatalog({ 'x.bad': 'Hi {name' })).toThrow(/x\.bad/);
  });
});
