import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@wheelend/domain';
import { SAVED_FORMAT, savedCatalog, savedCatalogInfo, savedSpecLabels } from '@wheelend/domain/contract';
import { strict } from '@wheelend/domain/contract';
import { createTestApp, withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const info = async () => {
  const r = await t.app.inject({ url: '/api/v11/offline/catalog/info', headers: t.headers });
  expect(r.statusCode).toBe(200);
  return savedCatalogInfo.parse(r.json()).Results[0];
};
const download = () =>
  t.app.inject({ url: '/api/v11/offline/catalog', headers: { ...t.headers, 'accept-encoding': 'gzip, br' } });

describe('/offline/catalog', () => {
  it('sends the gzipped catalog whose size /offline/catalog/info told, with every interchange', async () => {
    const before = await info();
    const r = await download();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(Number(r.headers['content-length'])).toBe(before.Bytes);
    expect(r.rawPayload.length).toBe(before.Bytes);
    const raw = gunzipSync(r.rawPayload);
    expect(raw.length).toBe(before.RawBytes);
    const data = strict(savedCatalog).parse(JSON.parse(raw.toString('utf8'))).Results[0];
    const [{ count, version }] = await t.database.rows<{ count: number; version: number }>(
      sql`select (select count(*)::int from interchanges) as count, (select version from catalog_meta) as version`,
    );
    expect(data.Version).toBe(version);
    expect(before.Version).toBe(version);
    expect(data.Numbers.length).toBe(count);
    expect(before.Numbers).toBe(count);
    for (const column of [data.Competitor, data.PartType, data.Own]) expect(column.length).toBe(count);
    const norms = data.Numbers.map(normalizePartNumber);
    expect(norms).toEqual([...norms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('leads each number to its part type, competitor and own number, as the database has them', async () => {
    const data = savedCatalog.parse(JSON.parse(gunzipSync((await download()).rawPayload).toString('utf8'))).Results[0];
    const rows = await t.database.rows<{ n: string; c: string; t: number; o: string }>(
      sql`select i.competitor_part_number as n, c.name as c, i.part_type_id as t, i.own_part_number as o
        from interchanges i join competitors c on c.id = i.competitor_id order by i.id limit 50`,
    );
    for (const row of rows) {
      const i = data.Numbers.findIndex(
        (n, k) => n === row.n && data.Owns[data.Own[k]] === row.o && data.PartType[k] === row.t,
      );
      expect(i, row.n).toBeGreaterThanOrEqual(0);
      expect(data.Competitors[data.Competitor[i]]).toBe(row.c);
    }
  });

  it('has the summary of a hub, a drum and a kit the numbers lead to', async () => {
    const data = savedCatalog.parse(JSON.parse(gunzipSync((await download()).rawPayload).toString('utf8'))).Results[0];
    const [hub] = await t.database.rows<{ n: string; title: string }>(
      sql`select hub_assembly_number as n, title from hub_assemblies
        where hub_assembly_number in (select own_part_number from interchanges) order by 1 limit 1`,
    );
    const summary = data.Summaries.find((s) => s.Number === hub.n)!;
    expect(summary.Title).toBe(hub.title);
    expect(summary.PartTypeId).toBe(115);
    expect(summary.Specs.length).toBeGreaterThan(0);
    const numbers = new Set(data.Summaries.map((s) => s.Number));
    for (const type of [23, 219]) {
      const k = data.PartType.indexOf(type);
      expect(k, `part type ${type}`).toBeGreaterThanOrEqual(0);
      expect(numbers.has(data.Owns[data.Own[k]]), `part type ${type}`).toBe(true);
    }
    expect(data.Summaries.every((s) => data.Owns.includes(s.Number))).toBe(true);
  });

  it('carries label codes and the catalog values, not English labels, for the app to write in the reader language', async () => {
    const data = savedCatalog.parse(JSON.parse(gunzipSync((await download()).rawPayload).toString('utf8'))).Results[0];
    expect(data.Format).toBe(SAVED_FORMAT);
    const [drum] = await t.database.rows<{ n: string; type: string; brake: string; pilot: string }>(
      sql`select brake_drum_number as n, brake_drum_type as type, brake_type as brake, pilot_diameter_inch as pilot
        from brake_drums where brake_drum_number in (select own_part_number from interchanges) order by 1 limit 1`,
    );
    const summary = data.Summaries.find((s) => s.Number === drum.n)!;
    expect(summary).toMatchObject({ PartTypeId: 23, Title: drum.type, Of: 'drum' });
    expect(summary.Specs).toContainEqual(['brakeType', drum.brake]);
    expect(summary.Specs).toContainEqual(['pilot', String(Number(drum.pilot))]);
    const labels = new Set(data.Summaries.flatMap((s) => s.Specs.map(([label]) => label)));
    expect([...labels].every((l) => (savedSpecLabels as readonly string[]).includes(l))).toBe(true);
    expect(JSON.stringify(data.Summaries)).not.toMatch(/brake drum|brake rotor| in"/);
    const [kit] = await t.database.rows<{ n: string; en: string; es: string; fr: string }>(
      sql`select part_number as n, description as en, description_es as es, description_fr_ca as fr from kits
        where description_es <> '' and description_fr_ca <> ''
          and part_number in (select own_part_number from interchanges) order by 1 limit 1`,
    );
    expect(data.Summaries.find((s) => s.Number === kit.n)).toMatchObject({
      Title: kit.en,
      Titles: { es: kit.es, 'fr-CA': kit.fr },
    });
    expect(data.Summaries.find((s) => s.Number === drum.n)).not.toHaveProperty('Titles');
  });

  it('answers 304 to the ETag it sent and plain JSON to a client without gzip', async () => {
    const first = await download();
    const again = await t.app.inject({
      url: '/api/v11/offline/catalog',
      headers: { ...t.headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await t.app.inject({
      url: '/api/v11/offline/catalog',
      headers: { ...t.headers, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(savedCatalog.parse(plain.json()).Results[0].Numbers.length).toBeGreaterThan(0);
  });

  it('is made again for a new catalog version', async () => {
    const before = await info();
    await t.database.rows(sql`update catalog_meta set version = version + 1`);
    await t.database.rows(
      sql`update interchanges set competitor_part_number = 'ZZ-NEW-1', norm = 'ZZNEW1' where id = (select min(id) from interchanges)`,
    );
    let after = await info();
    for (let i = 0; i < 50 && after.Version === before.Version; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await info();
    }
    expect(after.Version).toBe(before.Version + 1);
    const data = savedCatalog.parse(JSON.parse(gunzipSync((await download()).rawPayload).toString('utf8'))).Results[0];
    expect(data.Version).toBe(after.Version);
    expect(data.Numbers.at(-1)).toBe('ZZ-NEW-1');
  });

  it('needs the key', async () => {
    const r = await t.app.inject({ url: '/api/v11/offline/catalog/info' });
    expect(r.statusCode).toBe(401);
  });
});

describe('/offline/catalog with no catalog', () => {
  it('answers 503 before a catalog is imported', async () => {
    const empty = await createTestApp();
    try {
      const r = await empty.app.inject({ url: '/api/v11/offline/catalog/info', headers: empty.headers });
      expect(r.statusCode).toBe(503);
      expect(r.json().Status).toBe('ERROR');
    } finally {
      await empty.close();
    }
  });
});
