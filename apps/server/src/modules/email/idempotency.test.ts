import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ EMAIL_PER_RECIPIENT_DAY: '1000', SEND_EMAIL_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const body = (to: string) => ({
  recipientName: 'Dana Fleet',
  recipientEmail: to,
  senderName: 'Sam',
  partNumber: '10031065',
  productUrl: '/hub/details/10031065',
});
const send = (to: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v11/SendProductEmail',
    payload: body(to),
    headers: { ...t.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const queued = async (to: string) =>
  (await t.database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_outbox WHERE to_address = ${to}`))[0]
    .n;

describe('SendProductEmail with an Idempotency-Key', () => {
  it('queues a send repeated with the same key once, and answers both alike', async () => {
    const key = 'k0000000000000000000001';
    const first = await send('once@fleet.example.com', key);
    const again = await send('once@fleet.example.com', key);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await queued('once@fleet.example.com')).toBe(1);
  });

  it('queues each of two sends that arrive together with the same key once', async () => {
    const key = 'k0000000000000000000002';
    const answers = await Promise.all([send('race@fleet.example.com', key), send('race@fleet.example.com', key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(await queued('race@fleet.example.com')).toBe(1);
  });

  it('queues sends with other keys, or with none, each time', async () => {
    await send('many@fleet.example.com', 'k0000000000000000000003');
    await send('many@fleet.example.com', 'k0000000000000000000004');
    await send('many@fleet.example.com');
    await send('many@fleet.example.com');
    expect(await queued('many@fleet.example.com')).toBe(4);
  });

  it('refuses a malformed key with a 400 and queues nothing', async () => {
    for (const key of ['short', 'x'.repeat(65), 'has space in it 0000000', 'ünïcode0000000000000000']) {
      const r = await send('bad@fleet.example.com', key);
      expect(r.statusCode, key).toBe(400);
      expect(r.json().Error.Message).toContain('Idempotency-Key');
    }
    expect(await queued('bad@fleet.example.com')).toBe(0);
  });
});
