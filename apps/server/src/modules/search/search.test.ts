import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import type { Database } from '../../db/client.js';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** Interchanges for ranking: an exact number, prefix matches and contains matches of '10031065'. */
beforeAll(async () => {
  t = await createTestApp({}, fill);
});
afterAll(() => t.close());

/** The catalog is in place before the app starts, as an import leaves it: the number index is built before ready. */
async function fill(d: Database) {
  await d.rows(sql`insert into competitors values (1, 'Northwind'), (2, 'Acme'), (3, 'Brakeco')`);
  await d.rows(sql`insert into hub_assemblies (id, hub_assembly_number, title, aftermarket_description, description, status, is_aftermarket)
    values (1, '10031065', 'Hub', 'PreSet Hub', 'Hub', 'Active', true), (2, '10031066', 'Hub', 'Conventional Hub', 'Hub', 'Active', true)`);
  await d.rows(
    sql`insert into hub_parts (hub_id, part_number, description, type_id) values (1, '10020950', 'Rebuild kit', 219)`,
  );
  const rows = [
    sql`(1, 1, '10031065', '10031065', 115, '10031065')`,
    sql`(2, 2, 'AX-10031065', 'AX10031065', 115, '10031065')`,
    sql`(3, 2, '10031065-L', '10031065L', 115, '10031065')`,
    sql`(4, 3, '1003.1065.9', '100310659', 115, '10031066')`,
    sql`(5, 3, '10-036-001', '10036001', 220, '10036001')`,
    sql`(6, 2, 'CR-10036', 'CR10036', 220, '10036001')`,
    sql`(7, 2, 'ME-1', 'ME1', 1115, '10031065')`,
    sql`(8, 3, 'Z10031066', 'Z10031066', 115, '10031066')`,
  ];
  // 30 numbers that share the prefix 'CAP' for the cap of 20.
  for (let i = 0; i < 30; i++)
    rows.push(
      sql`(${100 + i}, 2, ${`CAP-${String(i).padStart(3, '0')}`}, ${`CAP${String(i).padStart(3, '0')}`}, 5, '10031065')`,
    );
  await d.rows(sql`insert into interchanges values ${sql.join(rows, sql`, `)}`);
}

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};
const search = (text: string) => get(`/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`);
const numbers = (body: { Results: { CompetitorPartNumber: string }[] }) =>
  body.Results.map((r) => r.CompetitorPartNumber);

describe('part-number suggestions', () => {
  it.each(['10-031-065', '10031065', '10031 065', '10.031.065', '10/031/065', ' 10031065 '])(
    '%s finds the same part first',
    async (text) => {
      const { status, body } = await search(text);
      expect(status).toBe(200);
      expect(body.Results[0]).toEqual({
        CompetitorInterchangesId: 1,
        CompetitorId: 1,
        CompetitorName: 'Northwind',
        CompetitorPartNumber: '10031065',
        PartTypeId: 115,
        PartNumber: '10031065',
        IsOwn: true,
      });
    },
  );

  it('ranks exact, then prefix, then contains; by normalized number within each', async () => {
    const { body } = await search('10031065');
    expect(numbers(body)).toEqual(['10031065', '1003.1065.9', '10031065-L', 'AX-10031065']);
  });

  it('is case-insensitive and carries the own equivalent', async () => {
    const { body } = await search('cr-10036');
    expect(body.Results).toEqual([
      {
        CompetitorInterchangesId: 6,
        CompetitorId: 2,
        CompetitorName: 'Acme',
        CompetitorPartNumber: 'CR-10036',
        PartTypeId: 220,
        PartNumber: '10036001',
        IsOwn: false,
      },
    ]);
  });

  it('caps at 20, in order', async () => {
    const { body } = await search('cap');
    expect(body.Results).toHaveLength(20);
    expect(numbers(body)).toEqual(Array.from({ length: 20 }, (_, i) => `CAP-${String(i).padStart(3, '0')}`));
  });

  it('matches inside a number only from 3 characters', async () => {
    expect(numbers((await search('1066')).body)).toEqual(['Z10031066']);
    expect(numbers((await search('AX')).body)).toEqual(['AX-10031065']);
    expect((await search('66')).body.Status).toBe('ZERO_RESULTS');
  });

  it.each(['---', '%', '_', "'; drop table interchanges; --", 'nothing-like-this'])(
    '%s finds nothing',
    async (text) => {
      const { status, body } = await search(text);
      expect(status).toBe(200);
      expect(body).toEqual({ Status: 'ZERO_RESULTS' });
    },
  );

  it.each(['x'.repeat(41), '%20%20'])('%s is a 400', async (text) => {
    const r = await get(`/api/v11/partnumbers/withaftermarketnumbers/${text}`);
    expect(r.status).toBe(400);
    expect(r.body.Error.Message).toMatch(/text: must/);
  });
});

describe('assembly-number suggestions', () => {
  it('lists complete hubs that lead to one of ours', async () => {
    const { body } = await get('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/10-031-06');
    expect(body.Results.map((r: { HubAssemblyNumber: string }) => r.HubAssemblyNumber)).toEqual([
      '10031065',
      '1003.1065.9',
      '10031065-L',
      'AX-10031065',
      'Z10031066',
    ]);
    expect(body.Results[3]).toEqual({
      CompetitorHubAssemblyNumberId: 2,
      Competitor: 'Acme',
      HubAssemblyNumber: 'AX-10031065',
      AftermarketHubAssemblyNumber: '10031065',
    });
  });

  it('withaftermarketparts keeps those whose hub has parts, as plain numbers', async () => {
    const { body } = await get('/api/v11/hubassemblynumbers/withaftermarketparts/10031');
    const all = await get('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/10031');
    const withParts = all.body.Results.filter(
      (r: { AftermarketHubAssemblyNumber: string }) => r.AftermarketHubAssemblyNumber === '10031065',
    );
    expect(withParts).toHaveLength(3);
    expect(body.Results).toEqual(withParts.map((r: { HubAssemblyNumber: string }) => r.HubAssemblyNumber));
  });

  it('leaves out other part types', async () => {
    expect((await get('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/ME-1')).body.Status).toBe(
      'ZERO_RESULTS',
    );
    expect((await get('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/cap')).body.Status).toBe(
      'ZERO_RESULTS',
    );
  });

  it('refuses over-long text', async () => {
    expect((await get(`/api/v11/hubassemblynumbers/withaftermarketparts/${'1'.repeat(41)}`)).status).toBe(400);
  });
});

describe('own equivalent of a competitor number', () => {
  it.each(['CR-10036', 'cr10036', 'CR 10036'])('%s', async (text) => {
    const { body } = await get(`/api/v11/kits/CompetitorPartNumberDetails/${encodeURIComponent(text)}`);
    expect(body.Results).toEqual([
      {
        CompetitorInterchangesId: 6,
        CompetitorId: 2,
        CompetitorName: 'Acme',
        CompetitorPartNumber: 'CR-10036',
        PartTypeId: 220,
        PartNumber: '10036001',
      },
    ]);
  });

  it('exact only, and unknown is zero results', async () => {
    expect((await get('/api/v11/kits/CompetitorPartNumberDetails/CR-1003')).body.Status).toBe('ZERO_RESULTS');
    expect((await get(`/api/v11/kits/CompetitorPartNumberDetails/${'1'.repeat(41)}`)).status).toBe(400);
  });
});

describe('a new catalog version', () => {
  it('is found by the lookups without a restart, while the old one answers', async () => {
    expect((await search('NEWCAT-1')).body.Status).toBe('ZERO_RESULTS');
    await t.database.rows(sql`insert into interchanges values (900, 2, 'NEWCAT-1', 'NEWCAT1', 220, '10036001')`);
    await t.database.rows(
      sql`insert into catalog_meta (id, version, checksum, source, counts) values (1, 2, 'x', 'test', '{}')
        on conflict (id) do update set version = catalog_meta.version + 1`,
    );
    let found = 0;
    for (let i = 0; i < 40 && found === 0; i++) {
      await new Promise((r) => setTimeout(r, 150));
      found = (await search('NEWCAT-1')).body.Results?.length ?? 0;
    }
    expect(found).toBe(1);
  });
});
