import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, importSample } from '../test/app.js';

// A generated corpus of hostile requests over every registered route and parameter: control
// characters, invalid UTF-8, huge values, wrong types, bad JSON, odd encodings of the path. The
// server must answer each without a 5xx and stay up.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(
    { SEND_EMAIL_RATE_MAX: '1000000', SESSION_CREATE_RATE_MAX: '1000000', TRUST_PROXY: 'true' },
    importSample,
  );
});
afterAll(() => t.close());

const CORPUS = 10_000;

type Target = { method: string; url: string; query: string[]; body: string[] };

/** The keys of a zod object schema, when the route has one. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function targets(routes: RouteOptions[]): Target[] {
  const out: Target[] = [];
  for (const r of routes) {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const s = r.schema as { querystring?: unknown; body?: unknown } | undefined;
      out.push({ method, url: r.url, query: keysOf(s?.querystring), body: keysOf(s?.body) });
    }
  }
  return out;
}

const controls = [...Array(32).keys(), 0x7f, 0x80, 0x85, 0x9f].map((c) => String.fromCharCode(c));
const hostileText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...controls, 'a', '1', ' ', '-', '%', '\\', "'", '"') }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', 'NaN', '99999999999999999999', 'null', 'true', '[]', '{}'),
  fc.constantFrom("' OR 1=1 --", '%_%', '../../etc/passwd', '<script>alert(1)</script>', '10031065', '3600AX'),
  fc.constantFrom('\ud800', 'a\udc00b', '\ufffd', '\u202e', '\u2028'),
  fc.integer({ min: 100, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const bytes = (b: Uint8Array) => [...b].map((x) => `%${x.toString(16).padStart(2, '0').toUpperCase()}`).join('');
/** A text as it may appear in a URL: properly encoded, percent-encoded raw bytes (often invalid
 * UTF-8), or the typical broken sequences. */
const urlText = fc.oneof(
  hostileText.map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
    }
  }),
  fc.uint8Array({ maxLength: 12 }).map(bytes),
  fc.constantFrom('%', '%zz', '%C0%AF', '%FF%FE', '%ED%A0%80', '%F4%90%80%80', '%00', '%2F', '%2e%2e', '%u0041', '+'),
);

/** The route's path with every parameter filled, and sometimes oddly spelled. */
const pathOf = (url: string) =>
  fc
    .tuple(
      fc.array(urlText, { minLength: 8, maxLength: 8 }),
      fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, fc.constantFrom('/', '//', '/.', '?', '#x', ';x=1')),
      fc.oneof(
        { arbitrary: fc.constant((p: string) => p), weight: 6 },
        fc.constantFrom(
          (p: string) => p.replace(/^\/api\//, '/%61pi/'),
          (p: string) => p.replace(/^\/api\//, '/API/'),
          (p: string) => p.replace(/\//g, '//'),
          (p: string) => `http://evil.example${p}`,
        ),
      ),
    )
    .map(([values, tail, spell]) => {
      let i = 0;
      const filled = url.replace(/:[A-Za-z_]+|\*/g, () => values[i++ % values.length]);
      return spell(filled) + tail;
    });

const queryOf = (keys: string[]) =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...keys, 'subscription-key', '__proto__', 'constructor'), urlText), urlText),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const jsonBody = (keys: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), fc.oneof(hostileText, fc.jsonValue())),
    fc.jsonValue(),
  );
const rawBody = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '', '{"__proto__":{"x":1}}', '"\\ud800"'),
  fc.constantFrom('['.repeat(10_000), `{"a":"${'x'.repeat(300_000)}"}`),
  fc.string({ unit: 'binary', maxLength: 50 }),
);

const requestOf = (target: Target) =>
  fc.record({
    path: pathOf(target.url),
    query: target.query.length ? queryOf(target.query) : fc.constant(''),
    body:
      target.method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            jsonBody(target.body).map((b) => JSON.stringify(b)),
            rawBody,
          ),
    type: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    keyed: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
  });

describe('hostile input', () => {
  it('answers a generated corpus over every route without a 5xx, and stays up', async () => {
    const list = targets(t.app.routeList);
    expect(list.length).toBeGreaterThan(20);
    const per = Math.ceil(CORPUS / list.length);
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const target of list) {
      await fc.assert(
        fc.asyncProperty(requestOf(target), async (r) => {
          const sep = r.path.includes('?') ? '&' : '?';
          const res = await t.app.inject({
            method: target.method as 'GET',
            url: r.query ? `${r.path}${sep}${r.query}` : r.path,
            headers: {
              ...(r.keyed ? t.headers : {}),
              ...(r.body !== undefined ? { 'content-type': r.type } : {}),
              'x-forwarded-for': `10.9.${sent % 250}.${(sent >> 8) % 250}`,
            },
            payload: r.body,
          });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) throw new Error(`${target.method} ${r.path}: ${res.statusCode} ${res.body}`);
        }),
        { numRuns: per },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(CORPUS);
    // The corpus reaches the routes: many refusals, but also answers.
    expect(statuses.get(400)).toBeGreaterThan(CORPUS / 10);
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    const search = await t.app.inject({ url: '/api/v11/partnumbers/withaftermarketnumbers/1003', headers: t.headers });
    expect(search.statusCode).toBe(200);
  }, 240_000);

  it('refuses control characters in every kind of input with a 400', async () => {
    for (const url of [
      '/api/v11/aftermarketparts?hanum=%00',
      '/api/v11/hubassembliessummaries?hcnum=%01',
      '/api/v11/aftermarkethubassemblyfilters?hcnum=a%1Fb',
      '/api/v11/hubassemblydetails/%00',
      '/api/v11/kits/CompetitorPartNumberDetails/1%7F',
      '/api/v11/partnumbers/withaftermarketnumbers/10%00',
      '/api/v11/hubassemblynumbers/withaftermarkethubassemblies/%C2%85',
      '/api/v11/partnumbers/withaftermarketnumbers/%EF%BF%BD',
    ]) {
      const res = await t.app.inject({ url, headers: t.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Error.Message).toMatch(/control characters/);
    }
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v11/SendProductEmail',
      headers: t.headers,
      payload: { recipientName: 'A', recipientEmail: 'a@b.example', partNumber: '1', notes: 'x\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().Error.Message).toContain('body.notes');
  });
});

describe('hostile input over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** The status code of the answer to raw request bytes, or 0 when the server closed without one. */
  const raw = (head: Buffer | string) =>
    new Promise<number>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(head));
      let data = '';
      s.on('data', (c) => (data += c.toString('latin1')));
      s.on('error', reject);
      s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    });

  it('answers odd request lines without a 5xx', async () => {
    const lines = fc.sample(
      fc.tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'G\u0000T'),
        fc.oneof(
          fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b) => Buffer.concat([Buffer.from('/api/v11/'), b])),
          fc.constantFrom('*', '/%61pi/v11/catalog', 'http://evil.example/api/v11/catalog', '//api/v11/catalog'),
          fc.constantFrom('/api/v11/hubassemblydetails/%ff', '/\\evil.example', `/${'a'.repeat(20_000)}`),
        ),
      ),
      300,
    );
    const seen: number[] = [];
    for (const [method, target] of lines) {
      const head = Buffer.concat([
        Buffer.from(`${method} `, 'latin1'),
        Buffer.from(target),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ]);
      const status = await raw(head);
      expect(status, head.toString('latin1').slice(0, 200)).toBeLessThan(500);
      seen.push(status);
    }
    expect(seen.filter((s) => s === 400 || s === 401).length).toBeGreaterThan(100);
    expect(await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(200);
  }, 120_000);
});
