import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import type { Database } from '../db/client.js';
import { answerCache, answerFor, answersKept, ENTRY_BYTES, type Answer } from './answerCache.js';
import { COMPRESS_APART_FROM, encoded, encodingFor } from './compression.js';

let t: Awaited<ReturnType<typeof createTestApp>>;

/** 30 interchanges starting with 'CAP', so the answer for 'CAP' is over the compression threshold. */
beforeAll(async () => {
  t = await createTestApp({}, fill);
});
afterAll(() => t.close());

async function fill(d: Database) {
  await d.rows(sql`insert into competitors values (1, 'Northwind')`);
  const rows = Array.from(
    { length: 30 },
    (_, i) =>
      sql`(${100 + i}, 1, ${`CAP-${String(i).padStart(3, '0')}`}, ${`CAP${String(i).padStart(3, '0')}`}, 5, '10031065')`,
  );
  await d.rows(sql`insert into interchanges values ${sql.join(rows, sql`, `)}`);
}

const url = '/api/v11/partnumbers/withaftermarketnumbers/CAP';
const get = (headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...t.headers, ...headers } });

describe('cached answers on the wire', () => {
  it('carry the same weak ETag every time, and the usual API headers', async () => {
    const a = await get();
    const b = await get();
    expect(a.statusCode).toBe(200);
    expect(a.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.json().Results).toHaveLength(20);
  });

  it('answer 304 to a client that has the answer', async () => {
    const { etag } = (await get()).headers;
    const again = await get({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('go out compressed as the client accepts, and decompress to the same JSON', async () => {
    const plain = (await get()).body;
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    const none = await get({ 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});

describe('encoded', () => {
  const answerOf = (body: string): Answer => ({ body, etag: 'W/"x"', uses: 1 });

  it('compresses a small answer at once, and once', () => {
    const answer = answerOf(JSON.stringify({ Results: Array.from({ length: 300 }, (_, i) => ({ Id: i })) }));
    const first = encoded(answer, 'gzip, deflate, br') as { encoding: string; bytes: Buffer };
    expect(first).not.toBeInstanceOf(Promise);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.bytes).toString()).toBe(answer.body);
    expect((encoded(answer, 'br') as { bytes: Buffer }).bytes).toBe(first.bytes);
  });

  it('compresses a large answer on the thread pool once for all who wait, then at once', async () => {
    const body = JSON.stringify({ Results: Array.from({ length: 4000 }, (_, i) => ({ Id: i, Name: `HUB-${i}` })) });
    expect(body.length).toBeGreaterThanOrEqual(COMPRESS_APART_FROM);
    const answer = answerOf(body);
    const a = encoded(answer, 'br');
    const b = encoded(answer, 'br');
    const g = encoded(answer, 'gzip');
    expect(a).toBeInstanceOf(Promise);
    expect(answer.br).toBeUndefined();
    const [x, y, z] = await Promise.all([a, b, g]);
    expect(x!.bytes).toBe(y!.bytes);
    expect(brotliDecompressSync(x!.bytes).toString()).toBe(body);
    expect(z!.encoding).toBe('gzip');
    expect(gunzipSync(z!.bytes).toString()).toBe(body);
    expect(answer.compressing).toEqual({});
    // Smaller bytes follow, and are sent from then on.
    for (let i = 0; i < 250 && answer.br === x!.bytes; i++) await new Promise((r) => setTimeout(r, 20));
    const later = encoded(answer, 'br') as { bytes: Buffer };
    expect(later.bytes.length).toBeLessThan(x!.bytes.length);
    expect(brotliDecompressSync(later.bytes).toString()).toBe(body);
    expect(encoded(answer, 'identity')).toBeUndefined();
  });
});

describe('encodingFor', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0', undefined],
  ])('%s -> %s', (header, encoding) => {
    expect(encodingFor(header)).toBe(encoding);
  });
});

describe('answerCache', () => {
  it('keeps at most about maxBytes of JSON, dropping the least recently used', async () => {
    const cached = answerCache(t.database, { count: 100, bytes: ENTRY_BYTES + 25 });
    const body = await cached('a', async () => ({ x: '1234567890' }));
    expect(answerFor(t.database, body)?.etag).toMatch(/^W\//);
    await cached('b', async () => ({ y: '1234567890' }));
    let computed = 0;
    await cached('a', async () => {
      computed++;
      return { x: '1234567890' };
    });
    expect(computed).toBe(1);
    expect(answerFor(t.database, body)).toBeDefined();
  });

  it('shares one entry between equal answers and forgets it when the last goes', async () => {
    const cached = answerCache(t.database, { count: 1, bytes: 1_000_000 });
    const one = await cached('one', async () => ({ same: 'answer-xyz' }));
    expect(answerFor(t.database, one)).toBeDefined();
    await cached('two', async () => ({ other: 'answer-abc' }));
    expect(answerFor(t.database, one)).toBeUndefined();
  });

  it('the caches of one database share one bound', async () => {
    const first = answerCache(t.database, { count: 100, bytes: ENTRY_BYTES + 40 });
    const second = answerCache(t.database);
    const a = await first('k', async () => ({ a: 'x'.repeat(20) }));
    const b = await second('k', async () => ({ b: 'y'.repeat(20) }));
    expect(b).not.toBe(a);
    expect(answerFor(t.database, a)).toBeUndefined();
    expect(answerFor(t.database, b)).toBeDefined();
  });

  it('counts ENTRY_BYTES an answer besides its JSON', async () => {
    const size = JSON.stringify({ k: 'e1-0123456789' }).length;
    const cached = answerCache(t.database, { count: 100, bytes: 3 * (ENTRY_BYTES + size) });
    for (const k of ['e1', 'e2', 'e3']) await cached(k, async () => ({ k: `${k}-0123456789` }));
    expect(answersKept(t.database)).toEqual({ answers: 3, bytes: 3 * (ENTRY_BYTES + size) });
    await cached('e4', async () => ({ k: 'e4-0123456789' }));
    expect(answersKept(t.database).answers).toBe(3);
  });

  it('counts the compressed bytes an answer keeps, and drops the least recently used for them', async () => {
    let seed = 7;
    const noise = () =>
      Array.from({ length: 1500 }, () => ((seed = (seed * 48271) % 2147483647) % 16).toString(16)).join('');
    const [x, y] = [noise(), noise()];
    const size = JSON.stringify({ x }).length;
    const cached = answerCache(t.database, { count: 100, bytes: 2 * (ENTRY_BYTES + size) + 100 });
    const a = await cached('c1', async () => ({ x }));
    const b = await cached('c2', async () => ({ x: y }));
    expect(answersKept(t.database)).toEqual({ answers: 2, bytes: 2 * (ENTRY_BYTES + size) });
    const sent = encoded(answerFor(t.database, b)!, 'gzip') as { bytes: Buffer };
    expect(sent.bytes.length).toBeGreaterThan(100);
    expect(answerFor(t.database, a)).toBeUndefined();
    expect(answersKept(t.database)).toEqual({ answers: 1, bytes: ENTRY_BYTES + size + sent.bytes.length });
  });

  it('keeps a raw JSON answer as it is', async () => {
    const cached = answerCache(t.database, { count: 100, bytes: 1_000_000 });
    const body = await cached('raw', async () => '{"Status":"OK","Results":[1]}', true);
    expect(body).toBe('{"Status":"OK","Results":[1]}');
    expect(answerFor(t.database, body)?.etag).toMatch(/^W\//);
  });
});
