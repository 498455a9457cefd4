import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calculateResults, type CalculatorInputs } from '@wheelend/domain';
import { presetInHouseExample, replaceShopExample } from '@wheelend/domain/test';
import { createTestApp } from '../../test/app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Many emails to one address here; the per-recipient cap has its own test (email/limits.test.ts).
  t = await createTestApp({ EMAIL_PER_RECIPIENT_DAY: '1000' });
});
afterAll(() => t.close());

let ip = 1;
const post = (url: string, payload?: object, from = `10.1.0.${ip++}`) =>
  t.app.inject({ method: 'POST', url, payload, headers: t.headers, remoteAddress: from });

const inputs: CalculatorInputs & Record<string, unknown> = {
  ...replaceShopExample,
  wheelPosition: 'Drive',
  hubMaterial: 'Iron',
};

async function payload(extra: Record<string, unknown> = {}) {
  const s = (await post('/api/v11/SessionCreate')).json();
  return {
    ...s,
    ...inputs,
    ...calculateResults(inputs),
    recipientName: 'Dana Fleet',
    recipientEmail: 'dana@fleet.example.com',
    senderName: 'Sam Shop',
    notes: 'Quote for unit 42 <b>urgent</b>',
    ...extra,
  };
}

const outbox = () =>
  t.database.rows<{ to_address: string; subject: string; html: string; text: string; kind: string }>(
    sql`SELECT to_address, subject, html, text, kind FROM email_outbox ORDER BY id`,
  );

describe('SendEmail', () => {
  it('accepts a valid email with 202 and writes it to the outbox', async () => {
    const before = (await outbox()).length;
    const res = await post('/api/v11/SendEmail', await payload());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ Status: 'OK', Results: [{ Queued: true }] });
    const rows = await outbox();
    expect(rows.length).toBe(before + 1);
    const m = rows.at(-1)!;
    expect(m.kind).toBe('calculator');
    expect(m.to_address).toBe('dana@fleet.example.com');
    expect(m.subject).toBe('Northwind Wheel End: Replace Calculator results, savings $66.00');
    for (const total of ['$795.00', '$861.00', '$570.00', '$186.00', '$375.00', '$66.00']) {
      expect(m.html).toContain(total);
      expect(m.text).toContain(total);
    }
    expect(m.html).toContain('Quote for unit 42 &lt;b&gt;urgent&lt;/b&gt;');
    expect(m.html).not.toContain('<b>urgent');
    expect(m.text).toContain('Maximize Uptime, Extended Warranty, Simplified Process');
  });

  it('refuses totals that the formulas do not produce, and queues nothing', async () => {
    const before = (await outbox()).length;
    const res = await post('/api/v11/SendEmail', await payload({ totalReplaceCosts: 700, customerSavings: 161 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Error.Message).toBe(
      "The totals do not match the calculator's inputs: totalReplaceCosts, customerSavings.",
    );
    expect((await outbox()).length).toBe(before);
  });

  it('refuses inputs changed after the totals were worked out', async () => {
    const res = await post('/api/v11/SendEmail', await payload({ laborRate: 90, billableLaborRate: 0 }));
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ recipientEmail: undefined }, 'recipientEmail'],
    [{ recipientEmail: 'not-an-email' }, 'recipientEmail'],
    [{ recipientEmail: 'a@example.com, b@example.com' }, 'recipientEmail'],
    [{ recipientName: '' }, 'recipientName'],
    [{ recipientName: 'Dana\r\nBcc: victim@example.com' }, 'recipientName'],
    [{ senderEmail: 'x' }, 'senderEmail'],
    [{ notes: 'n'.repeat(2001) }, 'notes'],
    [{ totalRebuildCosts: undefined }, 'totalRebuildCosts'],
    [{ laborRate: -4 }, 'laborRate'],
    [{ id: 0 }, 'id'],
    [{ cc: 'someone@example.com' }, 'cc'],
  ])('validates %j', async (extra, field) => {
    const res = await post('/api/v11/SendEmail', await payload(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().Error.Message).toContain(field);
  });

  it('takes blank optional sender fields', async () => {
    const res = await post('/api/v11/SendEmail', await payload({ senderEmail: '', senderName: '', notes: '' }));
    expect(res.statusCode).toBe(202);
  });

  it('answers 404 for an unknown session and 410 for an expired one', async () => {
    expect((await post('/api/v11/SendEmail', await payload({ id: 777777 }))).statusCode).toBe(404);
    const p = await payload();
    await post(`/api/v11/SessionExpire?id=${p.id}`);
    const res = await post('/api/v11/SendEmail', p);
    expect(res.statusCode).toBe(410);
  });

  it('limits each client to 5 emails per window with a clear 429', async () => {
    const body = await payload();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/v11/SendEmail', body, '10.2.2.2')).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    const res = await post('/api/v11/SendEmail', body, '10.2.2.2');
    expect(res.json().Error).toMatchObject({ Code: 'RATE_LIMITED' });
    expect(res.json().Error.Message).toMatch(/^Too many emails from this device\. Please try again in \d+ minutes?\.$/);
    expect((await post('/api/v11/SendEmail', body, '10.2.2.3')).statusCode).toBe(202);
  });

  it('writes a PreSet email with the conventional hub and the warranty', async () => {
    const preset = { ...presetInHouseExample, billableLaborRate: 0 };
    const res = await post('/api/v11/SendEmail', await payload({ ...preset, ...calculateResults(preset) }));
    expect(res.statusCode).toBe(202);
    const m = (await outbox()).at(-1)!;
    expect(m.subject).toBe('Northwind Wheel End: PreSet vs. Conventional Calculator results, savings $2.00');
    expect(m.text).toContain('Conventional hub cost');
    expect(m.text).toContain('$817.50');
    expect(m.text).toContain('5 years/500,000 mile warranty');
  });
});

describe('SendEmail with an Idempotency-Key', () => {
  it('queues a send repeated with the same key once, and answers both alike', async () => {
    const body = await payload({ recipientEmail: 'kept@fleet.example.com' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v11/SendEmail',
        payload: body,
        headers: { ...t.headers, 'idempotency-key': 'calc0000000000000000001' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json()).toEqual(first.json());
    expect((await outbox()).filter((m) => m.to_address === 'kept@fleet.example.com')).toHaveLength(1);
  });
});
