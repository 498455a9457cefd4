// Number lookups no one asked before: for each kind, texts taken from the catalog's interchanges that
// no other part of the bench sends, split into a cold set (asked first) and a warm set (asked after).
// No two texts of a kind are the same number in another formatting: the server keeps answers under the
// normalized text, and such a text would be answered from its cache.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

const HUB = '115';
const DRUM = '23';
const ROTOR = '203';
const STUDS = ['5', '6'];

const plain = (n) => n.replace(/[\s\-./\\_]+/g, '');

/** A kind of lookup: which interchanges its texts come from, and the address of each text. */
const KINDS = {
  suggestions: { types: null, path: (t) => `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(t)}` },
  'hub and assembly numbers': {
    types: [HUB],
    path: (t, i) =>
      `/api/v11/hubassemblynumbers/${i % 2 ? 'withaftermarketparts' : 'withaftermarkethubassemblies'}/${encodeURIComponent(t)}`,
  },
  'drum, rotor and casting numbers': {
    types: [DRUM, ROTOR, HUB],
    path: (t, i, type) =>
      type === DRUM
        ? `/api/v11/brakedrum/interchanges/${encodeURIComponent(t)}`
        : type === ROTOR
          ? `/api/v11/brakerotor/interchanges/${encodeURIComponent(t)}`
          : i % 2
            ? `/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=${encodeURIComponent(t)}`
            : `/api/v11/rotorcasting/filtervalues/brnum?inclv=2&ctnum=${encodeURIComponent(t)}`,
  },
  'stud numbers': { types: STUDS, path: (t) => `/api/v11/stud/filtervalues/sdnum?sdnum=${encodeURIComponent(t)}` },
};

/** A text a counter types for a number, in one of four formattings: the number as written, its plain
 * form in lower case, a prefix of it (4 to 7 characters by `i`), or a formatting of its own. */
function textOf(n, formatting, i) {
  const p = plain(n);
  if (formatting === 0) return n;
  if (formatting === 1) return p.toLowerCase();
  if (formatting === 2) return p.slice(0, 4 + (Math.floor(i / 2) % 4));
  return p.length > 4 ? `${p.slice(0, 2)} ${p.slice(2)}` : p;
}

/** What the server's answer cache tells apart in an address: its texts normalized (upper case, without
 * spaces and `-./\_`). */
function cacheKey(path) {
  const normal = (t) => plain(decodeURIComponent(t)).toUpperCase();
  const [base, query] = path.split('?');
  if (query !== undefined)
    return `${base}?${query
      .split('&')
      .map((pair) => pair.split('='))
      .map(([k, v = '']) => `${k}=${normal(v)}`)
      .join('&')}`;
  const cut = base.lastIndexOf('/') + 1;
  return base.slice(0, cut) + normal(base.slice(cut));
}

/**
 * `count` cold and `count` warm paths of each kind, none the same lookup as one in `used` (the paths the
 * rest of the bench sends) or as another. Each cold path and the warm one after it share a formatting
 * and an address, so that both sets have every formatting at every address. Reads the interchanges file only as far as it needs to.
 */
export async function uncachedLookups(folder, count, used) {
  const seen = new Set(used.map(cacheKey));
  const out = Object.fromEntries(Object.keys(KINDS).map((k) => [k, []]));
  const want = 2 * count;
  const lines = createInterface({ input: createReadStream(join(folder, 'interchanges.csv')) });
  let i = 0;
  for await (const line of lines) {
    if (i++ === 0 || i % 7 !== 3) continue;
    const m = /^\d+,\d+,("?)(.*?)\1,(\d+),/.exec(line);
    if (!m) continue;
    const [, , number, type] = m;
    for (const [kind, { types, path }] of Object.entries(KINDS)) {
      const list = out[kind];
      if (list.length >= want || (types && !types.includes(type))) continue;
      const pair = Math.floor(list.length / 2);
      const t = textOf(number, pair % 4, Math.floor(pair / 4));
      const p = path(t, Math.floor(pair / 4), type);
      if (!t || seen.has(cacheKey(p))) continue;
      seen.add(cacheKey(p));
      list.push(p);
    }
    if (Object.values(out).every((l) => l.length >= want)) break;
  }
  return Object.entries(out).map(([kind, list]) => ({
    kind,
    cold: list.filter((_, k) => k % 2 === 0),
    warm: list.filter((_, k) => k % 2 === 1),
  }));
}
