import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.js';
import { buildNumberIndex, lookupInIndex, type NumberIndex } from './numberIndex.js';

/** 40,000 numbers over a small alphabet: common trigrams list most of them, rare ones are tens of
 * thousands of positions apart, so gaps of every width are written and read back. */
const N = 40_000;
const alphabet = 'ABCDEFGHJK0123456789';
function numberOf(i: number): string {
  let x = Math.imul(i + 1, 2654435761) >>> 0;
  let s = '';
  const length = 4 + (x % 7);
  for (let k = 0; k < length; k++) {
    x = Math.imul(x ^ (x >>> 15), 2246822519) >>> 0;
    s += alphabet[x % (k % 3 === 0 ? 20 : 6)];
  }
  return i % 997 === 0 ? `RARE${s}` : s;
}

/** Some numbers as written carry characters a text format must escape. */
const writtenOf = (i: number, norm: string) => (i % 499 === 0 ? `${norm}-"é\\ ½\t/` : norm);

type Row = { id: number; norm: string; number: string };
const rows: Row[] = Array.from({ length: N }, (_, i) => ({
  id: i + 1,
  norm: numberOf(i),
  number: writtenOf(i, numberOf(i)),
}));
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = [...rows].sort((a, b) => byteOrder(a.norm, b.norm) || a.id - b.id);

/** The ranking the index promises, worked out the slow way: prefix matches, then numbers containing
 * the text after their first character (from 3 characters), each in number order, at most 20. */
function expected(text: string): number[] {
  const prefix = sorted.filter((r) => r.norm.startsWith(text));
  const later = text.length < 3 ? [] : sorted.filter((r) => !r.norm.startsWith(text) && r.norm.indexOf(text, 1) > 0);
  return [...prefix, ...later].slice(0, 20).map((r) => r.id);
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ix: NumberIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.rows(sql`insert into competitors values (1, 'Northwind')`);
  for (let from = 0; from < N; from += 5000) {
    const chunk = rows.slice(from, from + 5000).map((r) => sql`(${r.id}, 1, ${r.number}, ${r.norm}, 23, '10031065')`);
    await database.rows(sql`insert into interchanges values ${sql.join(chunk, sql`, `)}`);
  }
  ix = await buildNumberIndex(database);
}, 120_000);
afterAll(() => database.dispose());

const found = (text: string) => lookupInIndex(ix, text, 20, 3).map((r) => r.id);

describe('the number index', () => {
  it('holds every interchange, in number order', () => {
    expect(ix.size).toBe(N);
    expect(Array.from(ix.ids)).toEqual(sorted.map((r) => r.id));
    const at = (k: number) => ix.numbers.slice(ix.numberAt[k], ix.numberAt[k + 1]);
    expect(sorted.map((_, k) => at(k))).toEqual(sorted.map((r) => r.number));
  });

  it('finds what a scan of every number finds, for texts taken from the numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: N - 1 }), fc.nat(9), fc.integer({ min: 1, max: 8 }), (i, from, length) => {
        const n = rows[i].norm;
        const text = n.slice(Math.min(from, n.length - 1), Math.min(from, n.length - 1) + length);
        expect(found(text)).toEqual(expected(text));
      }),
      { numRuns: 300 },
    );
  });

  it('finds rare texts far apart and nothing for a text no number has', () => {
    for (const text of ['RARE', 'ARE', 'RE', 'ZZZ', 'K9K9K9K9']) expect(found(text), text).toEqual(expected(text));
    expect(found('ARE').length).toBeGreaterThan(0);
    expect(found('ZZZ')).toEqual([]);
  });
});
