import { afterAll, beforeAll, expect, it } from 'vitest';
import { hubCategoryOrder } from '@wheelend/domain';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

it('keeps every hub category at its fixed index even on a catalog without categories', async () => {
  const r = await t.app.inject({ url: '/api/v14/hubassembly/filtercategories/', headers: t.headers });
  expect(r.statusCode).toBe(200);
  const body = r.json() as { Id: number; QueryParameterName: string }[];
  expect(body.map((c) => c.QueryParameterName)).toEqual([...hubCategoryOrder]);
  expect(body[3].QueryParameterName).toBe('tmake');
  expect(body.every((c) => c.Id === 0)).toBe(true);
});

it('lists the first call of every finder filter for the warm-up before a start, each answered', async () => {
  const bases = new Set(t.app.warmUps.map((u) => u.split('/').slice(0, 4).join('/')));
  for (const base of ['/api/v14/hubassembly', '/api/v11/brakedrum', '/api/v11/brakerotor', '/api/v11/brakedrumcasting'])
    expect(bases).toContain(base);
  expect(t.app.warmUps).toContain('/api/v14/hubassembly/filtervalues/tmake');
  expect(t.app.warmUps).toContain('/api/v14/hubassembly/filtervalues/tmake?tcomp=1&brkty=1');
  for (const url of t.app.warmUps) {
    const r = await t.app.inject({ url, headers: t.headers });
    expect(r.statusCode, url).toBe(200);
  }
});
