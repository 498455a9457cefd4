import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabase } from '../test/db.js';
import { TEST_KEY } from '../test/app.js';

// Two app instances on one database, as two processes behind a load balancer: on PostgreSQL each has
// its own connection pool; the embedded database opens in one process only, so there they share it.
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database | undefined;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  shared = await createTestDatabase();
  if (shared.url) second = await openDatabase({ url: shared.url });
  const config = loadConfig({
    WEB_API_KEY: TEST_KEY,
    WEB_DIST: '/nonexistent',
    TRUST_PROXY: 'true',
    SESSION_CREATE_RATE_MAX: '3',
    SEND_EMAIL_RATE_MAX: '2',
  });
  for (const database of [shared, second ?? shared]) {
    const app = await buildApp({ config, database });
    await app.ready();
    apps.push(app);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await shared.dispose();
});

const create = (app: FastifyInstance, client: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v11/SessionCreate',
    headers: { 'ocp-apim-subscription-key': TEST_KEY, 'x-forwarded-for': client },
  });

describe('rate limits across processes', () => {
  it('give a client the limit once, whichever instance it reaches', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await create(apps[i % 2]!, '10.9.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const refused = await create(apps[0]!, '10.9.0.1');
    expect(refused.json().Error.Message).toMatch(
      /^Too many new calculator sessions from this device\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await create(apps[1]!, '10.9.0.2')).statusCode).toBe(200);
  });

  it('count each route apart, and the same under concurrent calls', async () => {
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(apps[i % 2]!, '10.9.0.3').then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const email = await apps[1]!.inject({
      method: 'POST',
      url: '/api/v11/SendProductEmail',
      headers: { 'ocp-apim-subscription-key': TEST_KEY, 'x-forwarded-for': '10.9.0.3', host: 'parts.example.com' },
      payload: { recipientName: 'Dana', recipientEmail: 'dana@fleet.example.com', partNumber: '10031065' },
    });
    expect(email.statusCode).toBe(202);
  });

  it('hold the per-recipient email cap whichever instance is asked', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/v11/SendProductEmail',
        headers: { 'ocp-apim-subscription-key': TEST_KEY, 'x-forwarded-for': `10.9.1.${i}`, host: 'parts.example.com' },
        payload: { recipientName: 'Lee', recipientEmail: 'lee@fleet.example.com', partNumber: '10031065' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 429, 429]);
  });

  it('start a new window once the old one has passed', async () => {
    await shared.rows(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${'%|10.9.0.1'}`,
    );
    expect((await create(apps[1]!, '10.9.0.1')).statusCode).toBe(200);
  });
});
