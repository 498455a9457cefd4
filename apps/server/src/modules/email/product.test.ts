import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';
import { loadConfig, publicOrigin } from '../../config.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Many emails to one address here; the per-recipient cap has its own test (email/limits.test.ts).
  t = await createTestApp({ EMAIL_PER_RECIPIENT_DAY: '1000', PUBLIC_URL: 'https://parts.example.com/' });
});
afterAll(() => t.close());

let n = 1;
const send = (payload: object, ip = `10.3.0.${n++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v11/SendProductEmail',
    payload,
    headers: { ...t.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    remoteAddress: ip,
  });

const valid = {
  recipientName: 'Dana Fleet',
  recipientEmail: 'dana@fleet.example.com',
  senderName: 'Sam',
  notes: 'For the <script>steer</script> axle',
  partNumber: '10031065',
  productUrl: '/hub/details/10031065',
};

const last = async () =>
  (
    await t.database.rows<{ to_address: string; subject: string; html: string; text: string; kind: string }>(
      sql`SELECT to_address, subject, html, text, kind FROM email_outbox ORDER BY id DESC LIMIT 1`,
    )
  )[0];

describe('SendProductEmail', () => {
  it('queues the email and answers 202', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ Status: 'OK', Results: [{ Queued: true }] });
    const m = await last();
    expect(m).toMatchObject({
      kind: 'product',
      to_address: 'dana@fleet.example.com',
      subject: 'Northwind Wheel End: a part was shared with you',
    });
    expect(m.html).toContain('href="https://parts.example.com/hub/details/10031065"');
    expect(m.html).not.toContain('evil.example');
    expect(m.html).toContain('For the &lt;script&gt;steer&lt;/script&gt; axle');
    expect(m.text).toContain('View it: https://parts.example.com/hub/details/10031065');
    expect(m.text).toContain('Part number  10031065');
  });

  it('builds links from PUBLIC_URL only, never from Host or X-Forwarded-Host', async () => {
    expect((await send({ ...valid, productUrl: 'https://parts.example.com/hub/details/1' })).statusCode).toBe(202);
    expect((await last()).html).toContain('href="https://parts.example.com/hub/details/1"');
    const res = await send({ ...valid, productUrl: 'http://evil.example/hub/details/1' });
    expect(res.statusCode).toBe(400);
    expect(publicOrigin(loadConfig({ PORT: '8123' }))).toBe('http://localhost:8123');
  });

  it('takes only the required fields', async () => {
    const res = await send({ recipientName: 'Dana', recipientEmail: 'dana@fleet.example.com', partNumber: '3600AX' });
    expect(res.statusCode).toBe(202);
  });

  it.each([
    [{ productUrl: 'https://evil.example.net/phish' }, 'productUrl'],
    [{ productUrl: 'javascript:alert(1)' }, 'productUrl'],
    [{ partNumber: '' }, 'partNumber'],
    [{ partNumber: 'Click <here>' }, 'partNumber'],
    [{ recipientEmail: 'nope' }, 'recipientEmail'],
    [{ recipientName: undefined }, 'recipientName'],
    [{ senderName: 'Sam\nBcc: x@example.com' }, 'senderName'],
    [{ bcc: 'x@example.com' }, 'bcc'],
    [{ lang: 'de' }, 'lang'],
  ])('refuses %j', async (extra, field) => {
    const res = await send({ ...valid, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error.Message).toContain(field);
  });

  it('documents its body in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: t.headers })).json();
    const body = doc.paths['/api/v11/SendProductEmail'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual([
      'lang',
      'notes',
      'partNumber',
      'productUrl',
      'recipientEmail',
      'recipientName',
      'senderEmail',
      'senderName',
    ]);
    expect(body.required.sort()).toEqual(['partNumber', 'recipientEmail', 'recipientName']);
    expect(doc.paths['/api/v11/SendEmail'].post.requestBody.content['application/json'].schema.required).toContain(
      'totalRebuildCosts',
    );
  });

  it('is rate-limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(valid, '10.4.4.4')).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
