import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';
import { until } from '../../test/serverProcess.js';
import { loadConfig } from '../../config.js';
import { deliverDue, smtpTransport, startEmailWorker } from './worker.js';
import { enqueueEmail } from './outbox.js';
import { startSmtpPeer } from './smtpPeer.js';
import { run } from './commands.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enqueue = (to: string, subject: string) =>
  t.database.db.transaction((tx) => enqueueEmail(tx, { kind: 'product', to, subject, html: '<p>x</p>', text: 'x' }));

const rows = () =>
  t.database.rows<{ id: number; status: string; attempts: number; last_error: string | null }>(
    sql`SELECT id::int AS id, status, attempts, last_error FROM email_outbox ORDER BY id`,
  );

describe('email delivery keeps trying what is not a refused recipient', () => {
  it('a server answering 530 and then accepting gets the email exactly once', async () => {
    let refusals = 0;
    const smtp = await startSmtpPeer({ refuseSender: () => refusals++ < 3 });
    const stop = startEmailWorker({
      database: t.database,
      config: loadConfig({ SMTP_URL: smtp.url }),
      backoffMs: () => 50,
      pollMs: 20,
    });
    try {
      await enqueue('dana@fleet.example.com', 'after 530');
      await until(() => smtp.messages.length === 1, 15_000, 'the email');
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messages.map((m) => m.subject)).toEqual(['after 530']);
      expect(refusals).toBeGreaterThanOrEqual(3);
      expect(await rows()).toMatchObject([{ status: 'sent', attempts: 4 }]);
    } finally {
      await stop();
      await smtp.close();
      await t.database.rows(sql`DELETE FROM email_outbox`);
    }
  });

  it('the retry window defaults to three days', () => {
    expect(loadConfig({}).EMAIL_RETRY_HOURS).toBeGreaterThanOrEqual(48);
  });

  it('the operator lists queued and failed emails and sends failed ones again', async () => {
    let refusing = true;
    const smtp = await startSmtpPeer({ refuseSender: () => refusing });
    const transport = smtpTransport(smtp.url, 'no-reply@northwind.example.com');
    try {
      const failed = await enqueue('ops@fleet.example.com', 'gave up');
      const queued = await enqueue('queue@fleet.example.com', 'still queued');
      await t.database.rows(
        sql`UPDATE email_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = ${queued}`,
      );
      await deliverDue({ database: t.database, transport, retryMs: 0 });
      expect(await rows()).toMatchObject([
        { id: failed, status: 'failed' },
        { id: queued, status: 'pending' },
      ]);

      const list = (await run(['list'], t.database)).join('\n');
      expect(list).toMatch(new RegExp(`^\\s*${failed}\\s+failed\\s+ops@fleet\\.example\\.com\\s+"gave up"`, 'm'));
      expect(list).toMatch(/530/);
      expect(list).toMatch(new RegExp(`^\\s*${queued}\\s+pending\\s+queue@fleet\\.example\\.com`, 'm'));

      refusing = false;
      expect(await run(['retry', '--failed'], t.database)).toEqual([`1 email queued to send again: ${failed}.`]);
      await deliverDue({ database: t.database, transport, retryMs: 0 });
      expect(smtp.messages.map((m) => m.subject)).toEqual(['gave up']);
      expect((await rows()).map((r) => r.status)).toEqual(['sent', 'pending']);
      expect(await run(['retry', String(failed), '99999'], t.database)).toEqual([
        '0 emails queued to send again.',
        `Not found or already sent: ${failed}, 99999.`,
      ]);
      await expect(run(['resend'], t.database)).rejects.toThrow(/The commands are: list, retry/);
    } finally {
      transport.close();
      await smtp.close();
      await t.database.rows(sql`DELETE FROM email_outbox`);
    }
  });
});
