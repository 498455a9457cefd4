import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRUM_PART_TYPE } from '@wheelend/domain';
import type { Database } from '../db/client.js';
import { lookup, numberLookupFunction, prefixEnd } from './numbers.js';

const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

describe('number_lookup', () => {
  it('is made by the last migration that makes it, as numbers.ts writes it', () => {
    const files = readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const last = files
      .filter((f) => readFileSync(join(migrations, f), 'utf8').includes('function number_lookup('))
      .at(-1);
    expect(last, 'a migration makes number_lookup').toBeDefined();
    const { sql, params } = new PgDialect().sqlToQuery(numberLookupFunction());
    expect(params).toEqual([]);
    expect(readFileSync(join(migrations, last!), 'utf8').trim()).toBe(`${sql};`);
  });
});

describe('a lookup on PostgreSQL', () => {
  it('is the prepared statement number_lookup, in every mode the function has', async () => {
    const names: string[] = [];
    const database = {
      engine: 'postgres',
      named: async (name: string) => (names.push(name), []),
      rows: async () => {
        throw new Error('sent unprepared');
      },
    } as unknown as Database;
    await lookup(database, 'CD2896');
    await lookup(database, 'cd-2896', 'hubs');
    await lookup(database, 'DR480', { partType: DRUM_PART_TYPE });
    expect(names).toEqual(['number_lookup', 'number_lookup', 'number_lookup']);
  });
});

describe('prefixEnd', () => {
  it('raises the last character', () => {
    expect(prefixEnd('CD2896')).toBe('CD2897');
    expect(prefixEnd('10Z')).toBe('10[');
    expect(prefixEnd('A\u{10ffff}')).toBe('B');
    expect(prefixEnd('\u{10ffff}\u{10ffff}')).toBeUndefined();
    expect(prefixEnd('\ud7ff')).toBe('\ue000');
  });

  it('every text that starts with the prefix sorts between it and its end, in UTF-8 bytes; no other', () => {
    const bytes = (s: string) => Buffer.from(s, 'utf8');
    const text = fc.string({ unit: 'grapheme', maxLength: 6 });
    fc.assert(
      fc.property(
        text.filter((p) => p.length > 0),
        text,
        (prefix, rest) => {
          const end = prefixEnd(prefix);
          fc.pre(end !== undefined);
          const starts = bytes(prefix + rest);
          expect(Buffer.compare(starts, bytes(prefix))).toBeGreaterThanOrEqual(0);
          expect(Buffer.compare(starts, bytes(end!))).toBeLessThan(0);
          const other = bytes(rest);
          if (!rest.startsWith(prefix))
            expect(Buffer.compare(other, bytes(prefix)) < 0 || Buffer.compare(other, bytes(end!)) >= 0).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
