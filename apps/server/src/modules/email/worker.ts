import { mkdirSync, writeFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Config } from '../../config.js';
import { onEmailEnqueued } from './outbox.js';
import { errorText, faultsOf, isDatabaseDown, isDiskFull } from '../../db/outage.js';

export type Outgoing = { id: number; to: string; subject: string; html: string; text: string };

export type Transport = {
  /** Where mail goes, for the start-up log; never carries credentials. */
  describe: string;
  send(m: Outgoing): Promise<void>;
  close(): void;
};

type Log = { info(msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

const domainOf = (address: string) => address.split('@')[1] ?? 'localhost';

function mailOf(m: Outgoing, from: string) {
  return {
    from,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    messageId: `<outbox-${m.id}@${domainOf(from)}>`,
  };
}

/** SMTP through nodemailer. */
export function smtpTransport(url: string, from: string): Transport {
  const t = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  const u = new URL(url);
  return {
    describe: `SMTP server ${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`,
    send: async (m) => {
      await t.sendMail(mailOf(m, from));
    },
    close: () => t.close(),
  };
}

/** The embedded default: each message as an .eml file under dir. */
export function fileTransport(dir: string, from: string): Transport {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const abs = resolve(dir);
  return {
    describe: `.eml files under ${abs} (no SMTP_URL set)`,
    send: async (m) => {
      const info = await t.sendMail(mailOf(m, from));
      mkdirSync(abs, { recursive: true });
      const name = join(abs, `${String(m.id).padStart(8, '0')}.eml`);
      writeFileSync(`${name}.part`, info.message as Buffer);
      renameSync(`${name}.part`, name);
    },
    close: () => t.close(),
  };
}

export function transportFor(config: Config): Transport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.BRAND_EMAIL_FROM)
    : fileTransport(join(config.DATA_DIR, 'outbox'), config.BRAND_EMAIL_FROM);
}

export type DeliveryOptions = {
  database: Database;
  transport: Transport;
  log?: Log;
  /** How long a claimed message stays reserved for this worker. */
  lockMs?: number;
  /** How long after it was queued (or retried by hand) a message is tried again; then it fails. */
  retryMs?: number;
  /** Wait before the given attempt number (2, 3, ...) is made. */
  backoffMs?: (attempt: number) => number;
  batch?: number;
};

export const defaultBackoff = (attempt: number) => {
  const base = Math.min(30_000 * 2 ** (attempt - 2), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

/**
 * Only a recipient refused with a 5xx is final: any other 5xx (530 authentication, 554 at the
 * greeting, a policy on our sender) is a problem on our side or theirs that can be fixed, and mail
 * servers keep such mail queued for days.
 */
function isPermanent(err: unknown) {
  const e = err as { responseCode?: number; command?: string };
  const code = e.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && /^RCPT\b/i.test(e.command ?? '');
}

type Claimed = {
  id: number | string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  expired: boolean;
};

/**
 * One delivery pass: claims due messages with FOR UPDATE SKIP LOCKED (so two processes never take
 * the same row), sends them, and records the outcome. Returns how many were claimed.
 */
export async function deliverDue(o: DeliveryOptions): Promise<number> {
  const lockMs = o.lockMs ?? 120_000;
  const retryMs = o.retryMs ?? 72 * 3_600_000;
  const backoff = o.backoffMs ?? defaultBackoff;
  const claimed = await o.database.rows<Claimed>(sql`
    UPDATE email_outbox
       SET locked_until = now() + (${lockMs}::int * interval '1 millisecond'), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM email_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY next_attempt_at, id
        LIMIT ${o.batch ?? 10}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, html, text, attempts,
              coalesce(retried_at, created_at) + (${retryMs}::bigint * interval '1 millisecond') <= now() AS expired`);
  for (const row of claimed) {
    const id = Number(row.id);
    let failure: unknown;
    try {
      await o.transport.send({ id, to: row.to_address, subject: row.subject, html: row.html, text: row.text });
    } catch (err) {
      failure = err ?? new Error('send failed');
    }
    // A database error from here on is not the message's: it leaves the pass, and the lease runs out.
    const faults = o.log && faultsOf(o.database, o.log);
    if (failure === undefined) {
      await o.database.rows(sql`
        UPDATE email_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
         WHERE id = ${id}`);
      faults?.wrote();
    } else {
      const message = String((failure as Error).message ?? failure).slice(0, 500);
      const final = isPermanent(failure) || row.expired;
      if (final) {
        o.log?.error({ id, attempts: row.attempts, err: message }, 'email given up');
        await o.database.rows(sql`
          UPDATE email_outbox SET status = 'failed', locked_until = NULL, last_error = ${message} WHERE id = ${id}`);
      } else {
        // A full disk here is not the message's fault: it is tried again soon, and logged as one fault.
        const full = isDiskFull(failure);
        const wait = backoff(full ? 2 : row.attempts + 1);
        if (full) faults?.diskFull(failure);
        else
          o.log?.warn(
            { id, attempts: row.attempts, retryInMs: wait, err: message },
            'email delivery failed, will retry',
          );
        await o.database.rows(sql`
          UPDATE email_outbox
             SET locked_until = NULL, last_error = ${message},
                 next_attempt_at = now() + (${wait}::int * interval '1 millisecond')
           WHERE id = ${id}`);
      }
    }
  }
  return claimed.length;
}

/** Sent messages, and the idempotency keys of sends, older than this are removed. */
const KEEP_SENT_MS = 30 * 24 * 3_600_000;

export type EmailWorkerDeps = Omit<DeliveryOptions, 'transport'> & {
  config: Config;
  transport?: Transport;
  pollMs?: number;
};

/**
 * Starts delivering the outbox in the background. The returned stop function lets the pass in
 * progress finish (drain), then closes the transport.
 */
export function startEmailWorker(deps: EmailWorkerDeps): () => Promise<void> {
  const transport = deps.transport ?? transportFor(deps.config);
  const pollMs = deps.pollMs ?? 1_000;
  deps.log?.info(`email delivery: ${transport.describe}`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastCleanup = 0;

  const pass = async () => {
    try {
      let n: number;
      do {
        again = false;
        n = await deliverDue({ retryMs: deps.config.EMAIL_RETRY_HOURS * 3_600_000, ...deps, transport });
      } while (!stopped && (n > 0 || again));
      if (Date.now() - lastCleanup > 3_600_000) {
        lastCleanup = Date.now();
        await deps.database.rows(sql`
          DELETE FROM email_outbox WHERE status = 'sent' AND sent_at < now() - (${KEEP_SENT_MS}::bigint * interval '1 millisecond')`);
        await deps.database.rows(sql`
          DELETE FROM email_requests WHERE created_at < now() - (${KEEP_SENT_MS}::bigint * interval '1 millisecond')`);
      }
    } catch (err) {
      const faults = deps.log && faultsOf(deps.database, deps.log);
      if (faults && isDatabaseDown(err)) faults.unreachable(err);
      else if (faults && isDiskFull(err)) faults.diskFull(err);
      else deps.log?.warn({ err: errorText(err) }, 'email outbox pass failed, will retry');
    }
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  };

  const unsubscribe = onEmailEnqueued(tick);
  timer = setTimeout(tick, 0);

  return async () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
    await running;
    transport.close();
  };
}
