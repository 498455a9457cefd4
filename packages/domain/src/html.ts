const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to write into HTML or XML, as an element's text or a quoted attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML text with its character references read back (`&amp;`, `&#39;`, `&#x2013;`); one it does not
 * know, or a number that is no character, is kept as written. */
export const unescapeHtml = (html: string) =>
  html.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return named[name] ?? whole;
    const code = parseInt((dec ?? hex)!, dec ? 10 : 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
