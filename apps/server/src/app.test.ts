import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.js';

describe('server skeleton', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ Status: 'OK' });
  });

  it('refuses API calls without a valid subscription key', async () => {
    const none = await t.app.inject('/api/v11/catalog');
    expect(none.statusCode).toBe(401);
    expect(none.json().Error.Code).toBe('UNAUTHORIZED');
    const wrong = await t.app.inject({ url: '/api/v11/catalog', headers: { 'ocp-apim-subscription-key': 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('accepts the further API_KEYS', async () => {
    const other = await createTestApp({ API_KEYS: 'partner-key-1, partner-key-2' });
    try {
      const res = await other.app.inject({
        url: '/api/v11/nope',
        headers: { 'ocp-apim-subscription-key': 'partner-key-2' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('keeps unknown /api paths as JSON 404s in the error envelope', async () => {
    const res = await t.app.inject({ url: '/api/v11/no-such-thing', headers: t.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'NOT_FOUND' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 on /readyz when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: t.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
