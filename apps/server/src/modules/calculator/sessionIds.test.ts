import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { MAX_SESSION_ID } from './queries.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CREATE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const create = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/v11/SessionCreate', headers: t.headers })).json().id as number;

describe('session ids', () => {
  it('are positive whole numbers that tell nothing of the next or the previous one', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await create());
    expect(new Set(ids).size).toBe(30);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(MAX_SESSION_ID);
    }
    const sorted = [...ids].sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((id, i) => id - sorted[i]);
    expect(Math.min(...gaps)).toBeGreaterThan(1_000_000);
    expect(sorted.at(-1)! - sorted[0]).toBeGreaterThan(2 ** 40);
    for (const id of ids.slice(0, 5)) {
      for (const near of [id - 1, id + 1]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v11/Session?id=${near}`, headers: t.headers });
        expect(res.statusCode).toBe(404);
      }
    }
  });

  it('the largest id is read back', async () => {
    const id = await create();
    const res = await t.app.inject({ method: 'GET', url: `/api/v11/Session?id=${id}`, headers: t.headers });
    expect(res.json().Results[0].id).toBe(id);
    const over = await t.app.inject({
      method: 'GET',
      url: `/api/v11/Session?id=${MAX_SESSION_ID + 2}`,
      headers: t.headers,
    });
    expect(over.statusCode).toBe(400);
  });
});
