import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePartNumber } from '@wheelend/domain';
import { createTestApp, importSample } from '../test/app.js';
import { memoryLookup, sqlLookup, type Mode } from './numbers.js';
import { containsKeys, countsOf, countsRead, trigramCounts } from './trigrams.js';

describe('containsKeys', () => {
  const counts = countsOf([
    { trigram: 'CD2', n: 900 },
    { trigram: 'D21', n: 50 },
    { trigram: '215', n: 700 },
    { trigram: '159', n: 10 },
    { trigram: '594', n: 600 },
  ]);

  it("reads the text's three least common trigrams", () => {
    expect(containsKeys('CD21594', counts)).toEqual(['%159%', '%D21%', '%594%']);
  });

  it('repeats the last when the text has fewer, and counts a repeated trigram once', () => {
    expect(containsKeys('CD2', counts)).toEqual(['%CD2%', '%CD2%', '%CD2%']);
    expect(containsKeys('D215', counts)).toEqual(['%D21%', '%215%', '%215%']);
    expect(containsKeys('AAAA', counts)).toEqual(['%AAA%', '%AAA%', '%AAA%']);
  });

  it('reads only trigrams of letters and digits; the whole text, as LIKE reads it, without one or without counts', () => {
    expect(containsKeys('C#D2159', counts)).toEqual(['%159%', '%D21%', '%215%']);
    expect(containsKeys('A%B_C', counts)).toEqual(['%A\\%B\\_C%', '%A\\%B\\_C%', '%A\\%B\\_C%']);
    expect(containsKeys('CD21594', undefined)).toEqual(['%CD21594%', '%CD21594%', '%CD21594%']);
  });

  it('every key is in the text, so every number that contains the text matches each key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9#%_\\]{0,12}$/), (text) => {
        for (const key of containsKeys(text, counts)) {
          const inner = key.slice(1, -1).replace(/\\(.)/g, '$1');
          expect(text.includes(inner)).toBe(true);
        }
      }),
    );
  });
});

describe('the SQL lookup with the trigram counts read', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, importSample);
    trigramCounts(t.database);
    await countsRead(t.database);
  }, 120_000);
  afterAll(() => t.close());

  it('counts how often each trigram is in the numbers (a small catalog is read whole)', async () => {
    const norms = (await t.database.rows<{ norm: string }>(sql`select norm from interchanges`)).map((r) => r.norm);
    const times = (gram: string) => {
      let n = 0;
      for (const x of norms) for (let i = x.indexOf(gram); i >= 0; i = x.indexOf(gram, i + 1)) n++;
      return n;
    };
    const counts = trigramCounts(t.database);
    expect(counts).toBeDefined();
    for (const text of ['RH4410A', '10031065', 'DR4801', 'SFHU4410', '22297D']) {
      const grams = [...new Set(Array.from({ length: text.length - 2 }, (_, i) => text.slice(i, i + 3)))];
      const keys = containsKeys(text, counts);
      expect(
        keys.map((k) => times(k.slice(1, -1))),
        text,
      ).toEqual(
        grams
          .map(times)
          .sort((a, b) => a - b)
          .slice(0, 3),
      );
    }
  });

  it('finds no number that holds every trigram of the text but not the text', async () => {
    // A number with a bigram twice (at i and j) holds every trigram of its start up to the second
    // and its rest after the first, joined: a text it does not contain.
    const texts: string[] = [];
    for (const { norm } of await t.database.rows<{ norm: string }>(sql`select norm from interchanges order by id`)) {
      for (let j = 1; j + 1 < norm.length && texts.length < 40; j++) {
        const i = norm.indexOf(norm.slice(j, j + 2));
        const text = norm.slice(0, j + 2) + norm.slice(i + 2);
        if (i < j && !norm.includes(text) && !texts.includes(text)) texts.push(text);
      }
    }
    expect(texts.length).toBeGreaterThanOrEqual(20);
    for (const text of texts)
      expect(await sqlLookup(t.database, text, 'all'), text).toEqual(await memoryLookup(t.database, text, 'all'));
  });

  it("gives the in-memory lookup's answers, in every mode", async () => {
    const numbers = (
      await t.database.rows<{ norm: string }>(sql`select norm from interchanges order by id limit 400`)
    ).map((r) => r.norm);
    const modes: Mode[] = ['all', 'hubs', 'parts', { partType: 23 }, { partType: 203 }];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...numbers),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...modes),
        async (number, a, b, mode) => {
          const from = a % number.length;
          const text = normalizePartNumber(number.slice(from, from + 3 + (b % 6)));
          fc.pre(text.length >= 3);
          expect(await sqlLookup(t.database, text, mode)).toEqual(await memoryLookup(t.database, text, mode));
        },
      ),
      { numRuns: 300 },
    );
  });
});
