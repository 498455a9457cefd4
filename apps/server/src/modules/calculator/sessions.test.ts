import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';
import { cleanupSessions } from './queries.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: t.headers, remoteAddress: ip });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });

async function create() {
  const res = await post('/api/v11/SessionCreate');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('SessionCreate', () => {
  it('starts a guest session of kind replace with the defaults', async () => {
    const s = await create();
    expect(s).toMatchObject({
      calculator: 'replace',
      email: 'guest',
      lastStep: null,
      chooseCalculator: null,
      serviceType: 'In House',
      sendingEmail: false,
      emailError: false,
    });
    expect(s.id).toBeGreaterThanOrEqual(1);
  });

  it('takes the JSON Content-Type with no body, and still refuses broken JSON', async () => {
    const headers = { ...t.headers, 'content-type': 'application/json', accept: 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: '/api/v11/SessionCreate', headers });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v11/SessionUpdate?id=${id}`,
      headers,
      payload: '{"labor_rate":',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/v11/SessionExpire?id=${id}`, headers })).statusCode).toBe(
      204,
    );
  });

  it('needs the subscription key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v11/SessionCreate' });
    expect(res.statusCode).toBe(401);
  });

  it('is rate-limited per client with a clear 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await post('/api/v11/SessionCreate', undefined, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    const over = await post('/api/v11/SessionCreate', undefined, '10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().Error.Message).toMatch(
      /^Too many new calculator sessions from this device\. Please try again in/,
    );
    expect((await post('/api/v11/SessionCreate', undefined, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('SessionUpdate and resume', () => {
  it('saves each step with snake_case keys and answers the whole session', async () => {
    const { id } = await create();
    let res = await post(`/api/v11/SessionUpdate?id=${id}`, { choose_calculator: 1, last_step: 'wheel-position' });
    expect(res.statusCode).toBe(200);
    res = await post(`/api/v11/SessionUpdate?id=${id}`, {
      wheel_position: 'TP Trailer',
      hub_material: 'Aluminum',
      service_type: 'Service Shop',
      labor_rate: 95.5,
      billable_labor_rate: 0,
      rebuild_hours: 2.5,
      hub_cost: null,
      last_step: 'labor-costs',
    });
    expect(res.statusCode).toBe(200);
    const resumed = await get(`/api/v11/Session?id=${id}`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['cache-control']).toBe('no-store');
    expect(resumed.json().Results[0]).toMatchObject({
      id,
      chooseCalculator: 1,
      wheelPosition: 'TP Trailer',
      hubMaterial: 'Aluminum',
      serviceType: 'Service Shop',
      laborRate: 95.5,
      billableLaborRate: 0,
      rebuildHours: 2.5,
      hubCost: null,
      lastStep: 'labor-costs',
    });
  });

  it('keeps the last step when an update does not name one', async () => {
    const { id } = await create();
    await post(`/api/v11/SessionUpdate?id=${id}`, { last_step: 'service-type' });
    const res = await post(`/api/v11/SessionUpdate?id=${id}`, { downtime_costs: 100 });
    expect(res.json().Results[0]).toMatchObject({ lastStep: 'service-type', downtimeCosts: 100 });
  });

  it.each([
    [{ labor_rate: -1 }, 'labor_rate'],
    [{ labor_rate: '12' }, 'labor_rate'],
    [{ wheel_position: 'Moon' }, 'wheel_position'],
    [{ choose_calculator: 2 }, 'choose_calculator'],
    [{ service_type: 'Dealer' }, 'service_type'],
    [{ parts_margin: -5 }, 'parts_margin'],
    [{ last_step: 'nowhere' }, 'last_step'],
    [{ laborRate: 10 }, 'laborRate'],
    [{ rebuild_hours: 5000 }, 'rebuild_hours'],
  ])('refuses %j field by field', async (body, field) => {
    const { id } = await create();
    const res = await post(`/api/v11/SessionUpdate?id=${id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Error.Message).toContain(field);
  });

  it.each(['abc', '0', '-3', '1.5', '', '99999999999999999'])('refuses the malformed id %j with 400', async (id) => {
    const res = await post(`/api/v11/SessionUpdate?id=${id}`, { labor_rate: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error.Message).toMatch(/id/);
  });

  it('answers an unknown id with 404', async () => {
    const res = await post('/api/v11/SessionUpdate?id=987654', { labor_rate: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().Error.Code).toBe('NOT_FOUND');
    expect((await get('/api/v11/Session?id=987654')).statusCode).toBe(404);
  });

  it('refuses a missing id', async () => {
    expect((await post('/api/v11/SessionUpdate', { labor_rate: 1 })).statusCode).toBe(400);
  });
});

describe('SessionExpire', () => {
  it('ends the session; it can no longer be read or updated', async () => {
    const { id } = await create();
    const res = await post(`/api/v11/SessionExpire?id=${id}`);
    expect(res.statusCode).toBe(204);
    const upd = await post(`/api/v11/SessionUpdate?id=${id}`, { labor_rate: 1 });
    expect(upd.statusCode).toBe(410);
    expect(upd.json().Error.Code).toBe('SESSION_EXPIRED');
    expect((await get(`/api/v11/Session?id=${id}`)).statusCode).toBe(410);
    expect((await post(`/api/v11/SessionExpire?id=${id}`)).statusCode).toBe(410);
  });

  it('answers an unknown id with 404', async () => {
    expect((await post('/api/v11/SessionExpire?id=555555')).statusCode).toBe(404);
  });
});

describe('cleanupSessions', () => {
  it('removes idle and long-expired sessions and keeps the rest', async () => {
    const fresh = await create();
    const idle = await create();
    const expired = await create();
    const justExpired = await create();
    await t.database.rows(sql`UPDATE calc_sessions SET updated_at = now() - interval '91 days' WHERE id = ${idle.id}`);
    await t.database.rows(
      sql`UPDATE calc_sessions SET expired_at = now() - interval '2 days' WHERE id = ${expired.id}`,
    );
    await post(`/api/v11/SessionExpire?id=${justExpired.id}`);
    expect(await cleanupSessions(t.database)).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/v11/Session?id=${fresh.id}`)).statusCode).toBe(200);
    expect((await get(`/api/v11/Session?id=${idle.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v11/Session?id=${expired.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v11/Session?id=${justExpired.id}`)).statusCode).toBe(410);
  });
});
