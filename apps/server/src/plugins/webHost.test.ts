import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

const web = mkdtempSync(join(tmpdir(), 'web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><!--app-config--><title>x</title></head></html>');
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};\n`;
writeFileSync(join(web, 'assets', 'app-1a2b3c.js'), script);
writeFileSync(join(web, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
// A file the build left without copies (under 1 KB).
writeFileSync(join(web, 'assets', 'small-9f8e7d.css'), 'body{margin:0}');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('the web host sends the build’s compressed copies', () => {
  it('brotli when the browser takes it, with a year of immutable caching', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip to a browser without brotli, the file itself to one that takes neither', async () => {
    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a file without copies as before (compressed as it is sent)', async () => {
    const res = await get('/assets/small-9f8e7d.css', 'br');
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(body.toString()).toBe('body{margin:0}');
  });
});
