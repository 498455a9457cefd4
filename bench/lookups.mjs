// Number lookups no one asked before: for each kind, texts taken from the catalog's interchanges that
// no other part of the bench sends, split into a cold set (asked first) and a warm set (asked after).
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

/** The texts a counter types for a number: the number as written, its plain form in lower case, a
 * prefix of it, and a formatting of its own. */
function textsOf(n, i) {
  const p = plain(n);
  const prefix = p.slice(0, 4 + (i % 4));
  return [n, p.toLowerCase(), prefix, p.length > 4 ? `${p.slice(0, 2)} ${p.slice(2)}` : p];
}

/**
 * `count` cold and `count` warm paths of each kind, none in `used` (the paths the rest of the bench
 * sends) and none twice. Reads the interchanges file only as far as it needs to.
 */
export async function uncachedLookups(folder, count, used) {
  const seen = new Set(used);
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
      for (const t of textsOf(number, i)) {
        const p = path(t, i, type);
        if (!t || seen.has(p) || list.length >= want) continue;
        seen.add(p);
        list.push(p);
      }
    }
    if (Object.values(out).every((l) => l.length >= want)) break;
  }
  // Interleaved, so that the cold and the warm set each have every formatting.
  return Object.entries(out).map(([kind, list]) => ({
    kind,
    cold: list.filter((_, k) => k % 2 === 0),
    warm: list.filter((_, k) => k % 2 === 1),
  }));
}
