import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, importSample, TEST_KEY } from '../test/app.js';
import type { Database } from '../db/client.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer as Kept } from './answerCache.js';
import { COMPRESS_APART_FROM } from './compression.js';
import { replays } from './replay.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

/** The sample catalog and 30 interchanges starting with 'RPL', so the answer for 'RPL' is over the
 * compression threshold. */
async function fill(d: Database) {
  await importSample(d);
  await d.rows(sql`insert into competitors values (9001, 'Northwind')`);
  const rows = Array.from(
    { length: 30 },
    (_, i) =>
      sql`(${900_100 + i}, 9001, ${`RPL-${String(i).padStart(3, '0')}`}, ${`RPL${String(i).padStart(3, '0')}`}, 5, '10031065')`,
  );
  await d.rows(sql`insert into interchanges values ${sql.join(rows, sql`, `)}`);
}

beforeAll(async () => {
  t = await createTestApp({}, fill);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type Answer = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** A call over a real socket, as a browser makes it: the replay sits in front of the framework. */
function call(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', path, method, headers: { 'ocp-apim-subscription-key': TEST_KEY, ...headers } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(parts) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A request written as bytes on a socket of its own: the header block as sent, the body by its
 * length, and whether the server closed the connection after it. */
function raw(request: string): Promise<{ head: string; body: Buffer; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(request));
    let got = Buffer.alloc(0);
    let answer: { head: string; body: Buffer } | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      if (answer) resolve({ ...answer, closed: false });
      else reject(new Error('no answer'));
    }, 300);
    socket.on('data', (b: Buffer) => {
      got = Buffer.concat([got, b]);
      const end = got.indexOf('\r\n\r\n');
      if (answer || end < 0) return;
      const head = got.toString('latin1', 0, end);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
      if (got.length >= end + 4 + length) answer = { head, body: got.subarray(end + 4, end + 4 + length) };
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (answer) resolve({ ...answer, closed: true });
      else reject(new Error('closed without an answer'));
    });
    socket.on('error', reject);
  });
}
const rawGet = (path: string, connection: string, version = '1.1') =>
  `GET ${path} HTTP/${version}\r\nHost: 127.0.0.1\r\nOcp-Apim-Subscription-Key: ${TEST_KEY}\r\n` +
  `Accept-Encoding: gzip, deflate, br\r\n${connection ? `${connection}\r\n` : ''}\r\n`;

const path = '/api/v11/partnumbers/withaftermarketnumbers/RPL';
const withoutDate = (h: http.IncomingHttpHeaders) => {
  const { date: _date, ...rest } = h;
  return rest;
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answer to a call that was replayed. An answer is kept only once the cache has kept it and
 * sent only while the catalog version was read within the last second, which a busy machine can
 * delay past the first tries: a few calls, each counted. */
async function replayed<T>(send: () => Promise<T>): Promise<T> {
  for (let i = 0; i < 5; i++) {
    const n = t.app.replays.served;
    const answer = await send();
    if (t.app.replays.served === n + 1) return answer;
    expect(t.app.replays.served).toBe(n);
    await wait(50);
  }
  throw new Error('not replayed');
}

describe('a lookup answered by its route before the framework', () => {
  // On PostgreSQL the framework's hooks put each call's catalog reads in one snapshot: every call goes there.
  const embedded = !process.env.TEST_DATABASE_URL;
  const lookups = ['/api/v11/partnumbers/withaftermarketnumbers/', '/api/v11/brakedrum/interchanges/'];
  const accepts = ['gzip, deflate, br', 'gzip', 'identity'];
  /** The framework's own answer to the same call: a kept ETag never matches, so it goes the whole way. */
  const routed = (url: string, accept: string) =>
    call(url, { 'accept-encoding': accept, 'if-none-match': '"not-kept"' });
  let n = 0;
  /** Texts no call has asked for before, so the answer is not kept for them yet. */
  const fresh = (text: string) => `${text}${text.endsWith(' ') ? 'x' : ''}Q${n++}`;

  beforeAll(async () => {
    // The headers each route gave its last answer in each encoding: a long answer (compressed) and a short one.
    for (const prefix of lookups)
      for (const accept of accepts)
        for (const text of ['RPL-0', 'none']) await call(`${prefix}${text}`, { 'accept-encoding': accept });
  });

  it('goes out as the framework sends it, for plain addresses, and others go the whole way', async () => {
    const plain = fc.stringMatching(/^[A-Za-z0-9 ._~-]{1,30}$/);
    const other = fc.string({ unit: 'binary', minLength: 1, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lookups),
        fc.constantFrom(...accepts),
        fc.oneof(
          plain,
          other,
          fc.constantFrom(
            'RPL0',
            'rpl 0',
            'RPL-01',
            'Rpl-0',
            `${'R'.repeat(30)}${' '.repeat(11)}0`,
            '  ',
            ' RPL ',
            'x'.repeat(41),
          ),
        ),
        async (prefix, accept, text) => {
          const typed = /^rpl/i.test(text) ? text : fresh(text);
          const url = `${prefix}${encodeURIComponent(typed)}`;
          const [answered, served] = [t.app.replays.answered, t.app.replays.served];
          const direct = await call(url, { 'accept-encoding': accept });
          const byRoute = t.app.replays.answered - answered;
          // Answered here: by the route, or (a text asked before) from what was kept.
          const taken = byRoute + t.app.replays.served - served;
          const whole = await routed(url, accept);
          expect({ status: direct.status, headers: withoutDate(direct.headers) }).toEqual({
            status: whole.status,
            headers: withoutDate(whole.headers),
          });
          expect(direct.bytes.equals(whole.bytes)).toBe(true);
          const valid = typed.trim().length > 0 && typed.trim().length <= 40;
          const isPlain = /^[A-Za-z0-9 ._~-]+$/.test(typed) && url.length - prefix.length <= 100;
          if (isPlain && valid) expect(direct.status).toBe(200);
          if (!embedded) expect(byRoute).toBe(0);
          else expect(taken).toBe(isPlain && valid ? 1 : 0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('takes a query of plain pairs too, read as the framework reads it', async () => {
    // Each finder's items, as cards (a long answer) and none (a short one), so that its answers' headers
    // are known in each encoding.
    const finders = ['/api/v11/stud/filtervalues/', '/api/v1/casting/filtervalues/'];
    for (const url of ['sdnum?inclv=1', 'sdnum?sdnum=none'])
      for (const accept of accepts) await call(`${finders[0]}${url}`, { 'accept-encoding': accept });
    for (const url of ['hanum?inclv=2', 'hanum?hcnum=none'])
      for (const accept of accepts) await call(`${finders[1]}${url}`, { 'accept-encoding': accept });
    // Mostly pairs the finder takes, so that many calls are valid ones: numbers of the catalog, also
    // spaced, in lower case and cut short, and values the schema refuses.
    const numbers = await t.database.rows<{ n: string }>(
      sql`(select stud_number as n from studs order by id limit 4) union all
          (select casting_number from hub_assemblies where casting_number is not null order by id limit 4)`,
    );
    const real = numbers.flatMap(({ n }) => [n, n.toLowerCase(), `${n.slice(0, 2)} ${n.slice(2)}`, n.slice(0, 4)]);
    const text = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...real) },
      fc.constantFrom('RPL', 'none', 'rpl 0', 'RPL/0', 'RPL+0', 'RPL(0)', '9'.repeat(41), '9'.repeat(100)),
      fc.stringMatching(/^[A-Za-z0-9 ._~-]{1,12}$/),
    );
    const takes = (lookup: string) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.tuple(fc.constant(lookup), text) },
        fc.tuple(fc.constant('inclv'), fc.constantFrom('0', '1', '2', '3')),
        fc.tuple(fc.constant('lang'), fc.constantFrom('en', 'es', 'fr', 'de')),
      );
    const name = fc.constantFrom('sdnum', 'hcnum', 'inclv', 'lang', 'subscription-key', 'x', '__proto__', 'a b', '1a');
    const value = fc.oneof(
      text,
      fc.constantFrom('', '2', 'es'),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constant('9'.repeat(101)),
    );
    const asked = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(['sdnum', 'sdnum'], ['hanum', 'hcnum'])
          .chain(([items, lookup]) =>
            fc.tuple(
              fc.constantFrom(...finders.filter((f) => f.includes(items === 'sdnum' ? 'stud' : 'casting'))),
              fc.constantFrom(items, items, 'bogus'),
              fc.array(fc.oneof({ weight: 6, arbitrary: takes(lookup) }, fc.tuple(name, value)), { maxLength: 4 }),
            ),
          ),
        fc.constantFrom(...accepts),
        fc.boolean(),
        async ([prefix, name, pairs], accept, mark) => {
          const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const url = `${prefix}${name}${query || mark ? '?' : ''}${query}`;
          fc.pre(!asked.has(`${accept} ${url}`));
          asked.add(`${accept} ${url}`);
          const [answered, served] = [t.app.replays.answered, t.app.replays.served];
          const direct = await call(url, { 'accept-encoding': accept });
          const taken = t.app.replays.answered - answered + t.app.replays.served - served;
          const whole = await routed(url, accept);
          expect({ status: direct.status, headers: withoutDate(direct.headers) }).toEqual({
            status: whole.status,
            headers: withoutDate(whole.headers),
          });
          expect(direct.bytes.equals(whole.bytes)).toBe(true);
          const isPlain =
            pairs.length <= 8 &&
            new Set(pairs.map(([k]) => k)).size === pairs.length &&
            pairs.every(
              ([k, v]) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(k) && /^[A-Za-z0-9 ._~-]*$/.test(v) && v.length <= 100,
            );
          const encoding = whole.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(whole.bytes)
              : encoding === 'gzip'
                ? gunzipSync(whole.bytes)
                : whole.bytes;
          // A large answer is compressed apart the first time, by the framework's call.
          const small = body.length < COMPRESS_APART_FROM;
          if (!embedded) expect(t.app.replays.answered - answered).toBe(0);
          else if (small) expect(taken).toBe(isPlain && whole.status === 200 ? 1 : 0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it.runIf(embedded)('answers what the route answers: the numbers found for the text', async () => {
    const before = t.app.replays.answered;
    const a = await call(`${lookups[0]}RPL-00`, { 'accept-encoding': 'identity' });
    expect(t.app.replays.answered).toBe(before + 1);
    const numbers = JSON.parse(a.bytes.toString()).Results.map(
      (r: { CompetitorPartNumber: string }) => r.CompetitorPartNumber,
    );
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `RPL-00${i}`));
  });

  it.runIf(embedded)('reads a query as its route does: ignored by a route without a query schema', async () => {
    for (const [url, status, direct] of [
      [`${lookups[0]}RPL-01?lang=es&x=1`, 200, true],
      [`${lookups[0]}RPL-01?x=%ZZ`, 200, false],
      [`${lookups[1]}RPL-01?x=1`, 400, false],
      [`${lookups[1]}RPL-01?subscription-key=${TEST_KEY}`, 200, true],
    ] as const) {
      const [answered, served] = [t.app.replays.answered, t.app.replays.served];
      const a = await call(url, { 'accept-encoding': 'gzip' });
      expect(t.app.replays.answered - answered + t.app.replays.served - served).toBe(direct ? 1 : 0);
      const whole = await routed(url, 'gzip');
      expect([a.status, withoutDate(a.headers)]).toEqual([status, withoutDate(whole.headers)]);
      expect(a.bytes.equals(whole.bytes)).toBe(true);
    }
  });

  it.runIf(embedded)('leaves a call to the framework when the route has no answer with its headers yet', async () => {
    const before = t.app.replays.answered;
    const a = await call('/api/v11/brakerotor/interchanges/RPL9', { 'accept-encoding': 'gzip' });
    expect(a.status).toBe(200);
    expect(t.app.replays.answered).toBe(before);
    await call('/api/v11/brakerotor/interchanges/RPL8', { 'accept-encoding': 'gzip' });
    expect(t.app.replays.answered).toBe(before + 1);
  });
});

describe('a cached catalog answer sent again', () => {
  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b).toString()],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b).toString()],
    [undefined, 'identity', (b: Buffer) => b.toString()],
  ])('goes out as the first did (%s): same status, headers and bytes', async (encoding, accept, decode) => {
    const before = t.app.replays.served;
    const first = await call(path, { 'accept-encoding': accept });
    expect(t.app.replays.served).toBe(before);
    const again = await replayed(() => call(path, { 'accept-encoding': accept }));
    expect(again.status).toBe(200);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.headers['content-encoding']).toBe(encoding);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(JSON.parse(decode(again.bytes)).Results).toHaveLength(20);
  });

  it('writes the header lines node writes for the routed answer, and closes a connection asked to close', async () => {
    const first = await raw(rawGet(path, 'Connection: keep-alive'));
    const again = await replayed(() => raw(rawGet(path, 'Connection: keep-alive')));
    const lines = (head: string) =>
      head
        .split('\r\n')
        .filter((l) => !l.startsWith('Date: '))
        .sort();
    expect(lines(again.head)).toEqual(lines(first.head));
    expect(again.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(again.head).toMatch(/\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
    expect(again.head).toMatch(/\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+$/);
    expect(again.body.equals(first.body)).toBe(true);

    for (const [request, closes] of [
      [rawGet(path, 'Connection: close'), true],
      [rawGet(path, 'Connection: keep-alive', '1.0'), false],
      [rawGet(path, '', '1.0'), true],
    ] as const) {
      const n = t.app.replays.served;
      const closing = await raw(request);
      expect(t.app.replays.served).toBe(n + 1);
      expect(closing.body.equals(first.body)).toBe(true);
      expect(closing.head).toContain(closes ? '\r\nConnection: close' : '\r\nConnection: keep-alive');
      expect(closing.closed).toBe(closes);
    }
  });

  it('carries the date of the second it goes out in, its other lines as before', async () => {
    const lines = (head: string) => head.split('\r\n').filter((l) => !l.startsWith('Date: '));
    const routed = await raw(rawGet(path, 'Connection: keep-alive'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const second = Math.floor(Date.now() / 1000) * 1000 + 2000;
      vi.setSystemTime(second + 800);
      const before = await replayed(() => raw(rawGet(path, 'Connection: keep-alive')));
      vi.setSystemTime(second + 1200);
      const n = t.app.replays.served;
      const after = await raw(rawGet(path, 'Connection: keep-alive'));
      expect(t.app.replays.served).toBe(n + 1);
      expect(before.head.match(/\r\nDate: /g)).toHaveLength(1);
      expect(after.head.match(/\r\nDate: /g)).toHaveLength(1);
      expect(before.head).toContain(`\r\nDate: ${new Date(second).toUTCString()}\r\n`);
      expect(after.head).toContain(`\r\nDate: ${new Date(second + 1000).toUTCString()}\r\n`);
      expect(lines(after.head)).toEqual(lines(routed.head));
      expect(lines(before.head)).toEqual(lines(routed.head));
      expect(after.body.equals(routed.body)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not sent to a call the framework must answer itself', async () => {
    const { etag } = (await replayed(() => call(path))).headers;
    const before = t.app.replays.served;
    expect((await call(path, { 'if-none-match': String(etag) })).status).toBe(304);
    expect((await call(path, { 'ocp-apim-subscription-key': 'wrong-key-000' })).status).toBe(401);
    const foreign = await call(path, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(200);
    const plain = await call(path, { 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await call(path, {}, 'HEAD')).status).toBe(200);
    expect((await call('/api/v11/partnumbers/withaftermarketnumbers/rpl-', {})).status).toBe(200);
    expect(t.app.replays.served).toBe(before);
  });

  it('keeps being sent under steady calls: the version is read again before it goes stale', async () => {
    await call(path);
    const before = t.app.replays.served;
    let calls = 0;
    for (const end = Date.now() + 2500; Date.now() < end; calls++) {
      await call(path);
      await wait(5);
    }
    expect(calls).toBeGreaterThan(50);
    expect(t.app.replays.served - before).toBe(calls);
  });

  it('is not sent once the catalog version may have changed, and the new version answers', async () => {
    await call(path);
    expect(t.app.replays.size).toBeGreaterThan(0);
    await t.database.rows(sql`insert into interchanges values (999, 1, 'RPL-000A', 'RPL000A', 5, '10031065')`);
    await t.database.rows(
      sql`insert into catalog_meta (id, version, checksum, source, counts) values (1, 2, 'x', 'test', '{}')
        on conflict (id) do update set version = catalog_meta.version + 1`,
    );
    // The version is read at most once a second: past that, nothing is sent again unread.
    await wait(1100);
    const before = t.app.replays.served;
    await call(path);
    expect(t.app.replays.served).toBe(before);
    let numbers: string[] = [];
    for (let i = 0; i < 40 && !numbers.includes('RPL-000A'); i++) {
      await wait(150);
      const a = await call('/api/v11/partnumbers/withaftermarketnumbers/RPL000');
      numbers = (JSON.parse(a.bytes.toString()).Results ?? []).map(
        (r: { CompetitorPartNumber: string }) => r.CompetitorPartNumber,
      );
    }
    expect(numbers).toContain('RPL-000A');
  });

  it('stops when the server drains', async () => {
    await call(path);
    await call(path);
    expect(t.app.replays.size).toBeGreaterThan(0);
    t.app.replays.stop();
    expect(t.app.replays.size).toBe(0);
    const before = t.app.replays.served;
    await call(path);
    await call(path);
    expect(t.app.replays.served).toBe(before);
  });
});

describe('a kept answer whose bytes change', () => {
  it('goes out with the length of the bytes it sends now', () => {
    const r = replays({ keys: new Set([TEST_KEY]), fresh: () => true, answerOf: () => undefined });
    const raw = {
      method: 'GET',
      url: '/api/v11/x',
      headers: { 'ocp-apim-subscription-key': TEST_KEY, 'accept-encoding': 'br' },
    } as unknown as http.IncomingMessage;
    const req = { raw } as unknown as FastifyRequest;
    const reply = {
      statusCode: 200,
      getHeaders: () => ({ 'content-type': 'application/json', 'content-encoding': 'br' }),
    } as unknown as FastifyReply;
    const answer: Kept = { body: '{"Status":"OK"}', etag: 'W/"e"', br: Buffer.alloc(40, 1), uses: 1 };
    r.mark(reply);
    r.hold(req, reply, answer, 'br');
    r.keep(req, reply);

    const sent: { headers: string[]; bytes: Buffer }[] = [];
    const res = {
      writeHead: (_status: number, headers: string[]) => sent.push({ headers: [...headers], bytes: Buffer.alloc(0) }),
      end: (bytes: Buffer) => (sent[sent.length - 1].bytes = bytes),
    } as unknown as http.ServerResponse;
    const lengthOf = (h: string[]) => h[h.indexOf('content-length') + 1];

    const framework = vi.fn();
    r.serve(raw, res, framework);
    answer.br = Buffer.alloc(25, 2);
    r.serve(raw, res, framework);
    r.serve(raw, res, framework);
    expect(framework).not.toHaveBeenCalled();
    expect(sent.map((s) => [lengthOf(s.headers), s.bytes.length])).toEqual([
      ['40', 40],
      ['25', 25],
      ['25', 25],
    ]);
    expect(sent[1].headers).toContain('content-encoding');
    expect(sent[1].headers[sent[1].headers.indexOf('etag') + 1]).toBe('W/"e"');
  });
});
