import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml } from './html';

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Ruedas 10–22 ñ')).toBe('Ruedas 10–22 ñ');
  });

  it('leaves none of them raw, and reads back as the text it was given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const out = escapeHtml(text);
        expect(out).not.toMatch(/[<>"']/);
        expect(out).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
        expect(unescape(out)).toBe(text);
      }),
    );
  });
});
