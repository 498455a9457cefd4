import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { loadConfig } from '../config.js';

const listed = 'https://parts.example.com';
const stranger = 'https://evil.example.net';
const url = '/api/v11/hubassembly/filtercategories/';
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url,
  headers: {
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'ocp-apim-subscription-key',
  },
});

describe('CORS_ORIGINS', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${listed}, http://localhost:5173` });
  });
  afterAll(() => t.close());

  it('answers the preflight of a listed origin without the key', async () => {
    const r = await t.app.inject(preflight(listed));
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(listed);
    expect(String(r.headers['access-control-allow-headers']).toLowerCase()).toContain('ocp-apim-subscription-key');
  });

  it('refuses the preflight of an origin not listed', async () => {
    const r = await t.app.inject(preflight(stranger));
    // refused like any keyless call: no route answers OPTIONS for it
    expect([401, 404]).toContain(r.statusCode);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names the origin on answers only when it is listed', async () => {
    const ok = await t.app.inject({ url, headers: { ...t.headers, origin: listed } });
    expect([ok.statusCode, ok.headers['access-control-allow-origin']]).toEqual([200, listed]);
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    const other = await t.app.inject({ url, headers: { ...t.headers, origin: stranger } });
    expect([other.statusCode, other.headers['access-control-allow-origin']]).toEqual([200, undefined]);
  });

  it('still needs the key on the call itself', async () => {
    const r = await t.app.inject({ url, headers: { origin: listed } });
    expect(r.statusCode).toBe(401);
  });
});

describe('without CORS_ORIGINS', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names no origin and answers no preflight', async () => {
    const r = await t.app.inject({ url, headers: { ...t.headers, origin: listed } });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.app.inject(preflight(listed))).statusCode).toBe(401);
  });

  it('refuses a value that is not an origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://parts.example.com/path' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
  });
});
