import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withSampleApp } from '../test/app.js';
import { importCatalog } from './importer.js';
import { SAMPLE_FOLDER } from './seed.js';

/** The sample catalog with ' (v2)' after the texts of these columns, so that an answer that took
 * some rows from one version and some from the other shows it. */
const CHANGED: Record<string, string[]> = {
  hub_assemblies: ['title', 'aftermarket_description'],
  hub_parts: ['description'],
  kits: ['description'],
  kit_axles: ['axle_name'],
  // The number lookups: every competitor number gets another ending.
  interchanges: ['competitor_part_number'],
};

const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function secondVersion(): string {
  const folder = mkdtempSync(join(tmpdir(), 'catalog-v2-'));
  cpSync(SAMPLE_FOLDER, folder, { recursive: true });
  for (const [file, columns] of Object.entries(CHANGED)) {
    const path = join(folder, `${file}.csv`);
    const [header, ...rows] = parse(readFileSync(path, 'utf8')) as string[][];
    const at = columns.map((c) => header!.indexOf(c));
    for (const row of rows) for (const i of at) if (row[i]) row[i] += ' (v2)';
    writeFileSync(path, [header!, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n');
  }
  return folder;
}

describe('a catalog import under read load', () => {
  const t = withSampleApp();
  const v2 = secondVersion();
  afterAll(() => rmSync(v2, { recursive: true, force: true }));

  it('answers every call from the old version or the new one, never a mix', async () => {
    const hubs = (
      await t.database.rows<{ n: string }>(sql`select hub_assembly_number as n from hub_assemblies order by id limit 6`)
    ).map((r) => r.n);
    const kits = (
      await t.database.rows<{ n: string }>(
        sql`select k.part_number as n from kits k where k.kind = 'bearing'
          and exists (select 1 from kit_axles a where a.part_number = k.part_number) order by 1 limit 4`,
      )
    ).map((r) => r.n);
    const urls = [
      '/api/v11/catalog',
      ...hubs.map((n) => `/api/v11/hubassemblydetails/${n}`),
      `/api/v11/hubassemblydetails/${hubs[0]},${hubs[1]}`,
      ...hubs.map((n) => `/api/v11/aftermarketparts?hanum=${n}`),
      ...kits.map((n) => `/api/v11/kits/bearing/${n}`),
      '/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&inclv=1',
      '/api/v14/hubassembly/filtervalues/hanum?tcomp=2&brkty=1&inclv=1',
      // Answers of one statement, read without a snapshot transaction.
      '/api/v11/partnumbers/withaftermarketnumbers/1003',
      '/api/v11/partnumbers/withaftermarketnumbers/HU-3',
      '/api/v11/hubassemblynumbers/withaftermarkethubassemblies/1003',
      '/api/v11/hubassemblynumbers/withaftermarketparts/1003',
      '/api/v11/brakedrum/interchanges/1006',
    ];
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: t.headers });
      return { status: res.statusCode, body: res.body };
    };
    const answersOf = async () => {
      const out = new Map<string, string>();
      for (const url of urls) {
        const { status, body } = await get(url);
        expect(status, url).toBe(200);
        out.set(url, body);
      }
      return out;
    };
    const version = async () => JSON.parse((await get('/api/v11/catalog')).body).Results[0].Version as number;

    const before = await version();
    const old = await answersOf();
    const seen: { url: string; status: number; body: string }[] = [];
    let importing = true;
    const load = async (from: number) => {
      for (let i = from; importing; i++) {
        const url = urls[i % urls.length]!;
        seen.push({ url, ...(await get(url)) });
        // A cached answer is made without I/O: let the import's own I/O run between calls.
        await new Promise((r) => setImmediate(r));
      }
    };
    const loops = Array.from({ length: 6 }, (_, i) => load(i * 5));
    const result = await importCatalog(t.database, v2, { source: 'v2' });
    expect(result.status).toBe('imported');
    // Until every process-side store has the new version, and a while after.
    const end = Date.now() + 15_000;
    while ((await version()) === before && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1500));
    importing = false;
    await Promise.all(loops);
    const now = await answersOf();

    expect(await version()).toBe(before + 1);
    for (const url of urls) expect(now.get(url), url).not.toBe(old.get(url));
    const mixed = seen.filter((s) => s.status !== 200 || (s.body !== old.get(s.url) && s.body !== now.get(s.url)));
    expect(mixed.map((s) => `${s.status} ${s.url}`)).toEqual([]);
    expect(seen.some((s) => s.body === old.get(s.url))).toBe(true);
    expect(seen.some((s) => s.body === now.get(s.url))).toBe(true);
  }, 120_000);
});
