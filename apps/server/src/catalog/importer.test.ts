import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/db.js';
import { catalogMeta, hubAssemblies, typedLookupIndexes } from '../db/schema/index.js';
import { importCatalog, validateCatalog } from './importer.js';
import { csvLine, readCsv } from './csv.js';
import { SAMPLE_FOLDER, seedIfEmpty } from './seed.js';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDb;
const temp: string[] = [];

function copySample() {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  temp.push(dir);
  cpSync(SAMPLE_FOLDER, dir, { recursive: true });
  return dir;
}

/** Replaces physical line `line` (1-based) of a file in the folder. */
function editLine(dir: string, file: string, line: number, edit: (text: string) => string) {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  lines[line - 1] = edit(lines[line - 1]!);
  writeFileSync(path, lines.join('\n'));
}

const meta = async () => (await database.db.select().from(catalogMeta).where(eq(catalogMeta.id, 1)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

describe('importing the sample catalog', () => {
  it('seeds an empty database and then leaves it alone', async () => {
    const counts = await seedIfEmpty(database);
    expect(counts?.hub_assemblies).toBeGreaterThanOrEqual(150);
    expect(await seedIfEmpty(database)).toBeUndefined();
    const m = await meta();
    expect(m).toMatchObject({ version: 1, source: 'catalog/sample' });
    expect(m!.counts).toEqual(counts);
  });

  it('stores every row and computes the normalized numbers', async () => {
    const [row] = await database.rows<{ n: number; bad: number }>(sql`select count(*)::int as n,
      count(*) filter (where norm <> upper(regexp_replace(competitor_part_number, '[-\\s./\\\\_]+', '', 'g')))::int as bad from interchanges`);
    expect(row!.n).toBe((await meta())!.counts.interchanges);
    expect(row!.bad).toBe(0);
    const [hits] = await database.rows<{ own: string }>(
      sql`select own_part_number as own from interchanges where norm = 'RH4410A'`,
    );
    expect(hits!.own).toBe('10031065');
  });

  it('importing the same folder twice is harmless', async () => {
    const before = await meta();
    const again = await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample' });
    expect(again).toMatchObject({ status: 'unchanged', version: before!.version });
    const forced = await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample', force: true });
    expect(forced).toMatchObject({ status: 'imported', version: before!.version + 1, counts: before!.counts });
    const [n] = await database.rows<{ n: number }>(sql`select count(*)::int as n from hub_assemblies`);
    expect(n!.n).toBe(before!.counts.hub_assemblies);
  });
});

describe('the bulk load', () => {
  it("takes the hubs' translated descriptions through COPY, and a hubs file without those columns", async () => {
    const described = async () =>
      (
        await database.rows<{ es: string | null; fr: string | null }>(sql`
          select aftermarket_description_es as es, aftermarket_description_fr_ca as fr
          from hub_assemblies where hub_assembly_number = '10031065'`)
      )[0];
    const dir = copySample();
    expect((await importCatalog(database, dir, { source: 'translated', force: true })).status).toBe('imported');
    expect(await described()).toEqual({
      es: 'Maza PreSet, TN de remolque, aluminio, frenos de tambor, centrado por maza, 10 birlos, ABS',
      fr: 'Moyeu PreSet, TN remorque, aluminium, freins à tambour, centrage sur moyeu, 10 goujons, ABS',
    });

    const path = join(dir, 'hub_assemblies.csv');
    const records: string[][] = [];
    for await (const batch of readCsv(path)) records.push(...batch.map((r) => r.fields));
    const keep = records[0]!
      .map((c, i) => (/^aftermarket_description_(es|fr_ca)$/.test(c) ? -1 : i))
      .filter((i) => i >= 0);
    expect(keep.length).toBe(records[0]!.length - 2);
    writeFileSync(path, records.map((r) => csvLine(keep.map((i) => r[i]))).join(''));
    expect((await importCatalog(database, dir, { source: 'english only' })).status).toBe('imported');
    expect(await described()).toEqual({ es: null, fr: null });
  });

  it('keeps every character of a text through COPY (tab, backslash, line break, quote)', async () => {
    const dir = copySample();
    const odd = 'Tab\there, back\\slash \\N, "quoted"\r\nnext line';
    editLine(dir, 'hub_assemblies.csv', 2, (l) => l.replace(/^(\d+,[^,]+,)[^,]+,/, `$1"${odd.replace(/"/g, '""')}",`));
    const result = await importCatalog(database, dir, { source: 'odd' });
    expect(result.status).toBe('imported');
    const [row] = await database.rows<{ title: string }>(sql`select title from hub_assemblies where id = 1`);
    expect(row!.title).toBe(odd);
  });

  it('leaves the swapped tables with the indexes and names of the schema', async () => {
    const names = async () =>
      (
        await database.rows<{ name: string }>(sql`select indexname as name from pg_indexes
          where tablename in ('hub_assemblies', 'hub_parts', 'item_filters', 'interchanges') order by 1`)
      ).map((r) => r.name);
    // As an import leaves them, whichever tests ran before this one.
    await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample', force: true });
    const before = await names();
    // The embedded database's number lookups need neither the trigram index nor the typed lookups'.
    for (const name of ['interchanges_norm_trgm', ...typedLookupIndexes])
      if (database.engine === 'postgres') expect(before).toContain(name);
      else expect(before).not.toContain(name);
    expect(before).toContain('interchanges_pkey');
    await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample', force: true });
    expect(await names()).toEqual(before);
    const [tables] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from pg_tables where tablename like '%\_next'`,
    );
    expect(tables!.n).toBe(0);
  });

  it('reports a duplicate key of a large file from its index, and changes nothing', async () => {
    const before = await meta();
    const dir = copySample();
    const path = join(dir, 'interchanges.csv');
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    const id = lines[3]!.split(',')[0];
    writeFileSync(path, [...lines, lines[3]!.replace(/^\d+,/, '').replace(/^/, `${id},`)].join('\n') + '\n');
    const result = await importCatalog(database, dir, { source: 'duplicate' });
    expect(result).toMatchObject({ status: 'invalid', errors: [`interchanges.csv: duplicate id (${id})`] });
    expect(await meta()).toEqual(before);
    const [n] = await database.rows<{ n: number }>(sql`select count(*)::int as n from interchanges`);
    expect(n!.n).toBe(before!.counts.interchanges);
  });
});

describe('a catalog with problems', () => {
  it('reports every bad row as file:line: reason and changes nothing', async () => {
    const before = await meta();
    const dir = copySample();
    editLine(dir, 'hub_assemblies.csv', 3, (l) => l.replace(/,(Active|Service Only|Terminated),/, ',Retired,'));
    editLine(dir, 'hub_parts.csv', 10, (l) => l.replace(/^\d+,/, '99999,'));
    editLine(dir, 'brake_drums.csv', 5, (l) => l.replace(/,(\d+),(true|false),/, ',heavy,$2,'));
    const result = await importCatalog(database, dir, { source: 'broken' });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.errors).toEqual([
      expect.stringMatching(/^hub_assemblies\.csv:3: status must be one of Active, Service Only, Terminated/),
      'hub_parts.csv:10: hub_id 99999 is not in hub_assemblies.csv',
      'brake_drums.csv:5: weight_pound must be a number (got "heavy")',
    ]);
    const after = await meta();
    expect(after).toEqual(before);
    const [hub] = await database.db.select().from(hubAssemblies).where(eq(hubAssemblies.hubAssemblyNumber, '10031065'));
    expect(hub?.hubAssemblyType).toBe('PreSet');
    const [n] = await database.rows<{ n: number }>(sql`select count(*)::int as n from hub_parts`);
    expect(n!.n).toBe(before!.counts.hub_parts);
  });

  it('reports a missing reference, a duplicate key and a wrong header', async () => {
    const dir = copySample();
    editLine(dir, 'interchanges.csv', 2, (l) => l.replace(/^(\d+),\d+,/, '$1,42,'));
    const categories = readFileSync(join(dir, 'filter_categories.csv'), 'utf8');
    const lines = categories.trimEnd().split('\n');
    writeFileSync(join(dir, 'filter_categories.csv'), `${categories}${lines[1]}\n`);
    editLine(dir, 'drum_notes.csv', 1, (l) => `${l},colour`);
    const { errors } = await validateCatalog(dir);
    expect(errors).toEqual([
      `filter_categories.csv:${lines.length + 1}: duplicate finder, code (hub, tcomp), first on line 2`,
      'drum_notes.csv:1: unknown column "colour"',
      'interchanges.csv:2: competitor_id 42 is not in competitors.csv',
    ]);
  });

  it('reports a repeated id of a large file by the line that repeats it', async () => {
    const dir = copySample();
    const path = join(dir, 'interchanges.csv');
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    writeFileSync(path, [...lines, lines[5]!].join('\n') + '\n');
    const { errors } = await validateCatalog(dir);
    expect(errors).toEqual([`interchanges.csv:${lines.length + 1}: duplicate id (${lines[5]!.split(',')[0]})`]);
  });

  it('reports a missing file and a row with the wrong number of fields', async () => {
    const dir = copySample();
    rmSync(join(dir, 'kit_axles.csv'));
    editLine(dir, 'studs.csv', 4, (l) => `${l},extra`);
    const { errors } = await validateCatalog(dir);
    expect(errors).toContain('kit_axles.csv: file is missing');
    expect(errors).toContain('studs.csv:4: expected 13 fields, found 14');
  });
});
