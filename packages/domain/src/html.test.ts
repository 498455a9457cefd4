import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml, unescapeHtml } from './html';

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
        expect(unescapeHtml(out)).toBe(text);
      }),
    );
  });
});

describe('unescapeHtml', () => {
  it('reads named, decimal and hexadecimal references back; keeps one it does not know as written', () => {
    expect(unescapeHtml('Tom &amp; Jerry &lt;b&gt; &quot;x&quot; &#39;y&#x27; &#8211; &nbsp;')).toBe(
      `Tom & Jerry <b> "x" 'y' – \u00a0`,
    );
    expect(unescapeHtml('&nosuch; &#x110000; &#0; & ;')).toBe('&nosuch; &#x110000; &#0; & ;');
  });
});
