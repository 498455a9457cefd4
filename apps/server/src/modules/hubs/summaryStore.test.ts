import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withSampleApp } from '../../test/app.js';
import { results } from '../../http/reply.js';
import { COMPRESS_APART_FROM } from '../../http/compression.js';
import { summaries } from './queries.js';

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
    await t.database.rows(sql`update catalog_meta set version = version + 1 where id = 1`);
    let title = first.Title;
    for (let i = 0; i < 40 && title !== 'Renamed in the new catalog'; i++) {
      await new Promise((r) => setTimeout(r, 150));
      title = (await get(LIST)).Results.find((h: { Id: number }) => h.Id === first.Id).Title;
    }
    expect(title).toBe('Renamed in the new catalog');
  });
});
