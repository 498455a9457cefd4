import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_KEY } from '../test/app.js';

const web = mkdtempSync(join(tmpdir(), 'web-'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html><head><!--app-config--><title>x</title>' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/chunk.js"></head><body></body></html>',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web, REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

/** Writes `head` (raw request bytes), and answers the status line, or 'closed' when the server
 * closed the connection without one. */
function raw(head: string, trickle?: { every: number; times: number }) {
  return new Promise<{ status: string; ms: number }>((resolve) => {
    const started = Date.now();
    let data = '';
    let timer: NodeJS.Timeout | undefined;
    const s = net.connect(port, '127.0.0.1', () => {
      s.write(head);
      let n = 0;
      if (trickle)
        timer = setInterval(() => {
          if (n++ < trickle.times && !s.destroyed) s.write('x');
        }, trickle.every);
    });
    s.on('data', (c) => (data += c));
    s.on('error', () => {});
    s.on('close', () => {
      clearInterval(timer);
      resolve({ status: data.split('\r\n')[0] || 'closed', ms: Date.now() - started });
    });
  });
}

describe('the key check', () => {
  it.each([
    'GET /%61pi/v11/catalog HTTP/1.1',
    'GET /%61%70%69/v11/aftermarketnotification HTTP/1.1',
    'GET http://evil.example/api/v11/catalog HTTP/1.1',
    'POST /%61pi/v11/SessionCreate HTTP/1.1',
    'POST http://evil.example/api/v11/SendEmail HTTP/1.1',
  ])('applies to %s', async (line) => {
    const res = await raw(`${line}\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('lets a keyed encoded path through', async () => {
    const res = await t.app.inject({ url: '/%61pi/v11/aftermarketnotification', headers: t.headers });
    expect(res.statusCode).toBe(200);
  });
});

describe('caching', () => {
  it('never lets an error answer be cached', async () => {
    for (const [url, status] of [
      ['/api/v11/catalog', 401],
      ['/api/v11/hubassemblydetails/%00', 400],
      ['/api/v11/no-such-thing', 404],
      ['/cdn/images/nope.png', 400],
    ] as const) {
      const res = await t.app.inject({ url, headers: status === 401 ? {} : t.headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('varies keyed answers on the key header', async () => {
    const ok = await t.app.inject({ url: '/api/v11/aftermarketnotification', headers: t.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).not.toBe('no-store');
    expect(String(ok.headers.vary).toLowerCase()).toContain('ocp-apim-subscription-key');
    const refused = await t.app.inject({ url: '/api/v11/aftermarketnotification' });
    expect(String(refused.headers.vary).toLowerCase()).toContain('ocp-apim-subscription-key');
  });
});

describe('Content-Security-Policy and Permissions-Policy', () => {
  const directives = (h: unknown) =>
    new Map(
      String(h)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('gives the page a fresh nonce on every script, strict-dynamic and Trusted Types', async () => {
    const a = await t.app.inject('/hub');
    const b = await t.app.inject('/hub');
    expect(a.statusCode).toBe(200);
    const csp = directives(a.headers['content-security-policy']);
    const script = csp.get('script-src')!;
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'self'");
    expect(script).toContain("'wasm-unsafe-eval'");
    expect(script).not.toContain("'unsafe-eval'");
    const nonce = /^'nonce-(.+)'$/.exec(script.find((s) => s.startsWith("'nonce-"))!)![1];
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(a.body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(a.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
    expect(a.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(a.body.match(/<script\b/g)).toHaveLength(a.body.match(/<script nonce=/g)!.length);
  });

  it('runs no script from any other answer, and turns off unused browser features', async () => {
    for (const url of ['/healthz', '/api/v11/catalog', '/api/v11/nope']) {
      const res = await t.app.inject(url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src') ?? csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const pp = String((await t.app.inject('/healthz')).headers['permissions-policy']);
    for (const feature of ['microphone=()', 'geolocation=()', 'payment=()']) expect(pp).toContain(feature);
    expect(pp).toContain('camera=(self)');
    expect(pp).not.toContain('camera=()');
  });

  it('gives API answers the headers of a JSON API, without the policies of a page', async () => {
    for (const url of ['/api/v11/catalog', '/api/v11/nope']) {
      const res = await t.app.inject({ url, headers: { 'ocp-apim-subscription-key': TEST_KEY } });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const page of [
        'permissions-policy',
        'referrer-policy',
        'x-dns-prefetch-control',
        'cross-origin-opener-policy',
      ])
        expect(res.headers[page], `${url} ${page}`).toBeUndefined();
    }
    const page = await t.app.inject('/healthz');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('addresses the router cannot read', () => {
  it('answers invalid UTF-8 or an overlong part of an API address with the envelope and the API headers', async () => {
    for (const [url, status, code] of [
      ['/api/v11/brakedrum/details/%FF', 400, 'BAD_REQUEST'],
      ['/api/v11/kits/bearing/%C3%28', 400, 'BAD_REQUEST'],
      [`/api/v11/brakedrum/details/${'1'.repeat(300)}`, 414, 'URI_TOO_LONG'],
    ] as const) {
      const res = await t.app.inject({ url, headers: t.headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ Status: 'ERROR', Error: { Code: code } });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers raw bytes that are not UTF-8 in the request line with the envelope and headers', async () => {
    const answer = await new Promise<string>((resolve) => {
      let data = '';
      const s = net.connect(port, '127.0.0.1', () =>
        s.end(
          Buffer.concat([
            Buffer.from('GET /api/v11/brakedrum/details/'),
            Buffer.from([0xff, 0xfe, 0x01]),
            Buffer.from(` HTTP/1.1\r\nHost: x\r\nOcp-Apim-Subscription-Key: ${TEST_KEY}\r\n\r\n`),
          ]),
        ),
      );
      s.on('data', (c) => (data += c.toString('latin1')));
      s.on('error', () => {});
      s.on('close', () => resolve(data));
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(JSON.parse(body)).toMatchObject({ Status: 'ERROR', Error: { Code: 'BAD_REQUEST' } });
  });

  it('answers a page address with invalid UTF-8 or a control character with the app page', async () => {
    for (const url of ['/hub/%FF', '/hub/replacement-drum/recommended-drums/%01', '/parts/search/a%00b']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'nonce-/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const other = await t.app.inject({ method: 'POST', url: '/hub/%FF' });
    expect(other.statusCode).toBe(400);
    expect(other.json().Status).toBe('ERROR');
    expect(other.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('slow requests', () => {
  it('closes a connection whose headers never finish', async () => {
    const res = await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ', { every: 200, times: 100 });
    expect(res.status).not.toMatch(/ 200 /);
    expect(res.ms).toBeLessThan(5000);
  });

  it('closes a connection whose body never finishes', async () => {
    const res = await raw(
      'POST /api/v11/SessionCreate HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nOcp-Apim-Subscription-Key: test-key-123456\r\nContent-Length: 100000\r\n\r\nx',
      { every: 200, times: 100 },
    );
    expect(res.status).toMatch(/^(HTTP\/1\.1 408|closed)/);
    expect(res.ms).toBeLessThan(5000);
  });

  it('closes a silent connection', async () => {
    const res = await raw('POST /api/v11/SessionCreate HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n');
    expect(res.ms).toBeLessThan(5000);
  });
});
