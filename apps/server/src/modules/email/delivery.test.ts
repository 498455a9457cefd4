import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { calculateResults } from '@wheelend/domain';
import { presetShopExample as inputs } from '@wheelend/domain/test';
import { createTestApp } from '../../test/app.js';
import { loadConfig } from '../../config.js';
import { deliverDue, fileTransport, smtpTransport, startEmailWorker } from './worker.js';
import { enqueueEmail } from './outbox.js';
import { startSmtpPeer } from './smtpPeer.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.rows(sql`DELETE FROM email_outbox`);
});

const from = 'no-reply@northwind.example.com';
const fast = { backoffMs: () => 30, pollMs: 20 };

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean> | boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

const statuses = () =>
  t.database.rows<{ id: number; status: string; attempts: number }>(
    sql`SELECT id, status, attempts FROM email_outbox ORDER BY id`,
  );

async function enqueueMany(n: number, prefix: string) {
  for (let i = 0; i < n; i++) {
    await t.database.db.transaction((tx) =>
      enqueueEmail(tx, {
        kind: 'product',
        to: `r${i}@example.com`,
        subject: `${prefix} ${i}`,
        html: `<p>${prefix} ${i}</p>`,
        text: `${prefix} ${i}`,
      }),
    );
  }
}

describe('delivery through SMTP', () => {
  it('sends a calculator email to the right recipient with the subject and totals', async () => {
    const smtp = await startSmtpPeer();
    const config = loadConfig({ SMTP_URL: smtp.url });
    const stop = startEmailWorker({ database: t.database, config, ...fast });
    try {
      const s = (await t.app.inject({ method: 'POST', url: '/api/v11/SessionCreate', headers: t.headers })).json();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v11/SendEmail',
        headers: t.headers,
        payload: {
          ...s,
          ...inputs,
          ...calculateResults(inputs),
          recipientName: 'Dana',
          recipientEmail: 'dana@fleet.example.com',
        },
      });
      expect(res.statusCode).toBe(202);
      await until(() => smtp.messages.length === 1);
      const m = smtp.messages[0];
      expect(m.to).toEqual(['dana@fleet.example.com']);
      expect(m.from).toBe(from);
      expect(m.subject).toBe('Northwind Wheel End: PreSet vs. Conventional Calculator results, savings $166.35');
      expect(m.raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(m.raw).toMatch(/Content-Type: text\/plain/);
      expect(m.raw).toMatch(/Content-Type: text\/html/);
      for (const v of [
        '$816.52',
        '$982.87',
        '$632.39',
        '$369.12',
        '$101.63',
        '$338.75',
        '$82.50',
        '$275.00',
        '$166.35',
      ]) {
        expect(m.body).toContain(v);
      }
      await until(async () => (await statuses())[0]?.status === 'sent');
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it('writes each email in the sender’s language, the subject too: Spanish and Canadian French', async () => {
    const smtp = await startSmtpPeer();
    const config = loadConfig({ SMTP_URL: smtp.url, BRAND_CURRENCY: 'CAD' });
    const app = await createTestApp({ SMTP_URL: smtp.url, BRAND_CURRENCY: 'CAD' });
    const stop = startEmailWorker({ database: app.database, config, ...fast });
    try {
      const s = (await app.app.inject({ method: 'POST', url: '/api/v11/SessionCreate', headers: app.headers })).json();
      const send = (lang: string, to: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v11/SendEmail',
          headers: app.headers,
          payload: {
            ...s,
            ...inputs,
            ...calculateResults(inputs),
            wheelPosition: 'Steer',
            recipientName: 'Dana',
            recipientEmail: to,
            lang,
          },
        });
      expect((await send('es', 'es@fleet.example.com')).statusCode).toBe(202);
      expect((await send('fr-CA', 'fr@fleet.example.com')).statusCode).toBe(202);
      const product = await app.app.inject({
        method: 'POST',
        url: '/api/v11/SendProductEmail',
        headers: app.headers,
        payload: {
          recipientName: 'Luc',
          recipientEmail: 'luc@fleet.example.com',
          partNumber: '10031065',
          lang: 'fr-CA',
        },
      });
      expect(product.statusCode).toBe(202);
      await until(() => smtp.messages.length === 3);
      const of = (to: string) => smtp.messages.find((m) => m.to.includes(to))!;
      const es = of('es@fleet.example.com');
      expect(es.subject).toBe(
        'Northwind Wheel End: resultados de la Calculadora PreSet vs. convencional, ahorro $166.35',
      );
      expect(es.body).toContain('Hola, Dana:');
      expect(es.body).toContain('Posición de la rueda');
      expect(es.body).toContain('Direccional');
      expect(es.body).toContain('Máximo tiempo en servicio, Garantía extendida, Proceso simplificado');
      expect(es.body).toContain('<html lang="es">');
      const fr = of('fr@fleet.example.com');
      expect(fr.subject).toBe(
        'Northwind Wheel End\u00a0: résultats du Calculateur PreSet ou conventionnel, économies de 166,35\u00a0$',
      );
      expect(fr.body).toContain('Bonjour Dana,');
      expect(fr.body).toContain('Position de la roue');
      expect(fr.body).toContain('Directeur');
      expect(fr.body).toContain('816,52\u00a0$');
      expect(fr.body).toContain('Des questions? Composez le 1-800-555-0142');
      expect(fr.body).toContain('<html lang="fr-CA">');
      const luc = of('luc@fleet.example.com');
      expect(luc.subject).toBe('Northwind Wheel End\u00a0: une pièce vous a été transmise');
      expect(luc.body).toContain('Un collègue vous a transmis une pièce Northwind.');
    } finally {
      await stop();
      await app.close();
      await smtp.close();
    }
  });

  it('keeps every email while SMTP is down and delivers each exactly once when it is back', async () => {
    const port = await freePort();
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await enqueueMany(5, 'queued');
    const stop = startEmailWorker({ database: t.database, config, ...fast });
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
    try {
      await until(async () => (await statuses()).every((r) => r.attempts >= 2));
      expect((await statuses()).every((r) => r.status === 'pending')).toBe(true);
      smtp = await startSmtpPeer({ port });
      await until(async () => (await statuses()).every((r) => r.status === 'sent'));
      await new Promise((r) => setTimeout(r, 200));
      const subjects = smtp.messages.map((m) => m.subject).sort();
      expect(subjects).toEqual(['queued 0', 'queued 1', 'queued 2', 'queued 3', 'queued 4']);
    } finally {
      await stop();
      await smtp?.close();
    }
  });

  it('never sends the same email twice when several workers share the database', async () => {
    const smtp = await startSmtpPeer();
    const config = loadConfig({ SMTP_URL: smtp.url });
    await enqueueMany(30, 'shared');
    const stops = [1, 2, 3].map(() => startEmailWorker({ database: t.database, config, ...fast, batch: 3 }));
    try {
      await until(async () => (await statuses()).every((r) => r.status === 'sent'));
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.messages.length).toBe(30);
      expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(30);
      expect((await statuses()).every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(stops.map((s) => s()));
      await smtp.close();
    }
  });

  it('gives up at once on a refused recipient and on a transient error only past the retry window', async () => {
    const smtp = await startSmtpPeer({ refuse: (rcpt) => rcpt.startsWith('refuse@') });
    const transport = smtpTransport(smtp.url, from);
    try {
      await t.database.db.transaction((tx) =>
        enqueueEmail(tx, { kind: 'product', to: 'refuse@example.com', subject: 'no', html: '<p>no</p>', text: 'no' }),
      );
      await deliverDue({ database: t.database, transport, backoffMs: () => 0 });
      expect(await statuses()).toMatchObject([{ status: 'failed', attempts: 1 }]);
      await t.database.rows(sql`DELETE FROM email_outbox`);

      const down = smtpTransport(`smtp://127.0.0.1:${await freePort()}`, from);
      await enqueueMany(1, 'flaky');
      for (let i = 0; i < 2; i++) await deliverDue({ database: t.database, transport: down, backoffMs: () => 0 });
      expect(await statuses()).toMatchObject([{ status: 'pending', attempts: 2 }]);
      await deliverDue({ database: t.database, transport: down, retryMs: 0, backoffMs: () => 0 });
      const [row] = await t.database.rows<{ status: string; attempts: number; last_error: string }>(
        sql`SELECT status, attempts, last_error FROM email_outbox`,
      );
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      down.close();
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('after a restart, picks up what was queued and what a stopped process had claimed', async () => {
    await enqueueMany(2, 'restart');
    await t.database.rows(
      sql`UPDATE email_outbox SET attempts = 1, locked_until = now() - interval '1 second' WHERE subject = 'restart 0'`,
    );
    await t.database.rows(
      sql`UPDATE email_outbox SET attempts = 1, locked_until = now() + interval '1 hour' WHERE subject = 'restart 1'`,
    );
    const smtp = await startSmtpPeer();
    const stop = startEmailWorker({ database: t.database, config: loadConfig({ SMTP_URL: smtp.url }), ...fast });
    try {
      await until(() => smtp.messages.length === 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.messages.map((m) => m.subject)).toEqual(['restart 0']);
      expect((await statuses()).map((r) => r.status)).toEqual(['sent', 'pending']);
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it('drains: stop waits for the pass in progress', async () => {
    const smtp = await startSmtpPeer();
    const config = loadConfig({ SMTP_URL: smtp.url });
    await enqueueMany(8, 'drain');
    const stop = startEmailWorker({ database: t.database, config, ...fast });
    await until(() => smtp.messages.length > 0);
    await stop();
    const rows = await statuses();
    expect(rows.filter((r) => r.status === 'sent').length).toBe(smtp.messages.length);
    expect(rows.every((r) => r.status === 'sent' || r.attempts === 0)).toBe(true);
    await smtp.close();
  });
});

describe('the embedded default', () => {
  it('writes .eml files under DATA_DIR/outbox and says where', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const lines: string[] = [];
      const log = { info: (m: string) => lines.push(m), warn: () => {}, error: () => {} };
      await enqueueMany(2, 'file');
      const stop = startEmailWorker({ database: t.database, config, log, ...fast });
      await until(async () => (await statuses()).every((r) => r.status === 'sent'));
      await stop();
      expect(lines[0]).toBe(`email delivery: .eml files under ${join(dir, 'outbox')} (no SMTP_URL set)`);
      const files = readdirSync(join(dir, 'outbox')).sort();
      expect(files).toHaveLength(2);
      const eml = readFileSync(join(dir, 'outbox', files[0]), 'utf8');
      expect(eml).toMatch(/^To: r0@example\.com$/m);
      expect(eml).toMatch(/^Subject: file 0$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes an SMTP server without its credentials', () => {
    expect(smtpTransport('smtp://user:secret@mail.example.com:2525', from).describe).toBe(
      'SMTP server mail.example.com:2525',
    );
    expect(fileTransport('data/outbox', from).describe).toMatch(/data\/outbox \(no SMTP_URL set\)$/);
  });
});
