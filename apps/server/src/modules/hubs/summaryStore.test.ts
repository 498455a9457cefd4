import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withSampleApp } from '../../test/app.js';
import { createTestDatabase, lastQueries } from '../../test/db.js';
import { POOL_SIZE } from '../../db/client.js';
import { results } from '../../http/reply.js';
import { COMPRESS_APART_FROM } from '../../http/compression.js';
import { finders } from '@wheelend/domain/finder';
import type { Language } from '@wheelend/domain';
import { buildFilterIndex, type Pair } from '../../finders/filterIndex.js';
import { indexFilters, sqlFilters } from '../../finders/filters.js';
import { summaries } from './queries.js';
import { hubSummarySql, hubSummaryStore } from './summaryStore.js';
import { inTransaction } from '../../catalog/bulk.js';
import { remakeKeysAndCards } from '../../catalog/cards.js';

const t = withSampleApp();
const get = async (url: string) => (await t.app.inject({ url, headers: t.headers })).json();
const LIST = '/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&inclv=1';

describe('hub lists from the summaries kept in memory', () => {
  it('answer what the database gives for the same hubs, in hub-number order', async () => {
    const plain = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1');
    const ids: number[] = plain.Results.map((h: { Id: number }) => h.Id);
    expect(ids.length).toBeGreaterThan(10);
    const fromDb = JSON.parse(JSON.stringify(results(await summaries(t.database, ids))));
    const list = await get(LIST);
    expect(list).toEqual(fromDb);
    const numbers = list.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('go out compressed or not, with one ETag, and 304 to a client that has the list', async () => {
    const send = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: LIST, headers: { ...t.headers, ...headers } });
    const plain = await send();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    // Large enough to be compressed on the thread pool.
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_APART_FROM);
    const br = await send({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await send({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await send({ 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('the v11 summaries of an interchange come from the same place', async () => {
    const [hub] = (await get(LIST)).Results;
    const [{ id }] = await t.database.rows<{ id: number }>(
      sql`select id from interchanges where own_part_number = ${hub.HubAssemblyNumber} limit 1`,
    );
    const answer = await get(`/api/v11/hubassembliessummaries?chaid=${id}`);
    expect(answer.Status).toBe('OK');
    expect(answer.Results).toContainEqual(hub);
  });

  it('follow a new catalog version without a restart', async () => {
    const [first] = (await get(LIST)).Results;
    await t.database.rows(sql`update hub_assemblies set title = 'Renamed in the new catalog' where id = ${first.Id}`);
    await inTransaction(t.database, remakeKeysAndCards);
    await t.database.rows(sql`update catalog_meta set version = version + 1 where id = 1`);
    let title = first.Title;
    for (let i = 0; i < 40 && title !== 'Renamed in the new catalog'; i++) {
      await new Promise((r) => setTimeout(r, 150));
      title = (await get(LIST)).Results.find((h: { Id: number }) => h.Id === first.Id).Title;
    }
    expect(title).toBe('Renamed in the new catalog');
  });
});

describe('hub lists read from the cards the import made (PostgreSQL)', () => {
  it('are byte for byte the lists copied from memory (embedded), for every filter and language', async () => {
    const spec = finders.hub;
    const index = indexFilters(await buildFilterIndex(t.database, 'hub'), spec);
    const pairs: Pair[][] = [[]];
    for (const code of spec.codes.filter((c) => c !== spec.result))
      for (const v of await index.values(code, [])) pairs.push([{ code, id: v.Id }]);
    const [first, second] = spec.codes;
    for (const a of await index.values(first!, []))
      for (const b of await index.values(second!, [{ code: first!, id: a.Id }]))
        pairs.push([
          { code: first!, id: a.Id },
          { code: second!, id: b.Id },
        ]);
    // Hubs with several images, in an order of their own (type, then guid), one without its own image.
    const [a, b] = (await index.items([])).slice(0, 2);
    await t.database.rows(sql`insert into images (guid, family, part_number, image_type_id) values
      ('ffff0000-0000-0000-0000-000000000001', 'hub', ${a!.number}, 2),
      ('00000000-0000-0000-0000-000000000002', 'hub', ${a!.number}, 3),
      ('aaaa0000-0000-0000-0000-000000000003', 'hub', ${a!.number}, 1),
      ('bbbb0000-0000-0000-0000-000000000004', 'hub', ${b!.number}, 2)`);
    await t.database.rows(sql`update hub_assemblies set image_guid = null where id = ${b!.id}`);
    // The cards as an import of these rows makes them.
    await inTransaction(t.database, remakeKeysAndCards);
    const memory = await hubSummaryStore(t.database).current();
    const inSql = await hubSummarySql(t.database).current();
    const guids = async (id: number) =>
      JSON.parse((await inSql.answer([id])).toString()).Results[0].Images.map(
        (i: { ImageGuid: string }) => i.ImageGuid,
      );
    // A hub's own image first, then its images by type and guid; the own one not twice.
    const imagesOf = async (id: number) => {
      const [hub] = await t.database.rows<{ own: string | null; number: string }>(
        sql`select image_guid as own, hub_assembly_number as number from hub_assemblies where id = ${id}`,
      );
      const rows = await t.database.rows<{ guid: string; type: number }>(
        sql`select guid, image_type_id as type from images where part_number = ${hub!.number}`,
      );
      return { own: hub!.own, rows };
    };
    const ofA = await imagesOf(a!.id);
    expect(ofA.rows.length).toBeGreaterThanOrEqual(3);
    const sorted = [...ofA.rows].sort((x, y) => x.type - y.type || (x.guid < y.guid ? -1 : 1)).map((r) => r.guid);
    expect(await guids(a!.id)).toEqual(sorted.includes(ofA.own!) ? sorted : [ofA.own, ...sorted]);
    const ofB = await imagesOf(b!.id);
    expect(ofB.own).toBeNull();
    expect(await guids(b!.id)).toEqual(ofB.rows.sort((x, y) => x.type - y.type).map((r) => r.guid));
    expect(await guids(b!.id)).toContain('bbbb0000-0000-0000-0000-000000000004');
    let cards = 0;
    const matching = sqlFilters(t.database, spec).matching!;
    for (const p of pairs) {
      const ids = (await index.items(p)).map((i) => i.id);
      cards += ids.length;
      for (const lang of ['en', 'es', 'fr-CA'] as Language[])
        for (const named of [false, true]) {
          const m = (await memory.answer(ids, named, lang)).toString();
          const at = `${JSON.stringify(p)} ${lang} ${named}`;
          expect((await inSql.answer(ids, named, lang)).toString(), at).toBe(m);
          // The items and their cards in one statement.
          expect((await inSql.answer(matching(p), named, lang)).toString(), at).toBe(m);
        }
    }
    expect(pairs.length).toBeGreaterThan(20);
    expect(cards).toBeGreaterThan(1000);
    // Ids out of order, twice, or of no hub.
    const ids = (await index.items([])).map((i) => i.id);
    const odd = [...ids.slice(0, 9).reverse(), ids[3]!, -1];
    expect((await inSql.answer(odd, false, 'es')).toString()).toBe((await memory.answer(odd, false, 'es')).toString());
    expect((await inSql.answer([], false)).toString()).toBe((await memory.answer([], false)).toString());
  });

  it('the sample has cards this compares: translated descriptions, GAWR links, hubs with images', async () => {
    const [row] = await t.database.rows<{ es: number; fr: number; links: number; images: number }>(sql`
      select count(*) filter (where coalesce(aftermarket_description_es, '') <> '')::int as es,
        count(*) filter (where coalesce(aftermarket_description_fr_ca, '') <> '')::int as fr,
        count(*) filter (where jsonb_array_length(gawr_note_links) > 0)::int as links,
        (select count(distinct part_number)::int from images where part_number in (select hub_assembly_number from hub_assemblies)) as images
      from hub_assemblies`);
    expect(Math.min(row!.es, row!.fr, row!.links, row!.images), JSON.stringify(row)).toBeGreaterThan(0);
  });
});

// PostgreSQL only: the embedded engine has one connection and nothing to warm.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the cards read before ready (PostgreSQL)', () => {
  it('every connection of the pool reads a list of hub cards', async () => {
    const database = await createTestDatabase();
    try {
      await hubSummarySql(database).ready();
      const last = await lastQueries(database);
      expect(last.filter((q) => q.includes('from hub_cards')).length).toBeGreaterThanOrEqual(POOL_SIZE - 1);
    } finally {
      await database.dispose();
    }
  });
});
