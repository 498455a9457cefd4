import { and, count, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { HttpError } from '../../http/reply.js';

/** The database or an open transaction on it. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type OutboxMessage = {
  kind: 'calculator' | 'product';
  to: string;
  subject: string;
  html: string;
  text: string;
};

export const MAX_EMAIL_BYTES = 200 * 1024;

const listeners = new Set<() => void>();

/** Tells the workers of this process that a message is waiting; others find it by polling. */
export function wakeEmailWorkers() {
  for (const l of listeners) l();
}

export function onEmailEnqueued(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes the message to the outbox inside the caller's transaction; returns its id. At most
 * `perRecipientDay` messages go to one address in 24 hours, whoever asks (429 past that).
 */
export async function enqueueEmail(tx: Tx, m: OutboxMessage, perRecipientDay = 3): Promise<number> {
  if (Buffer.byteLength(m.html) + Buffer.byteLength(m.text) > MAX_EMAIL_BYTES) {
    throw new Error('email too large for the outbox');
  }
  // Held to the end of the transaction: two requests for one address count one after the other.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${m.to})))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.toAddress}) = lower(${m.to})`,
        gt(emailOutbox.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if (n >= perRecipientDay) {
    throw new HttpError(
      429,
      'RATE_LIMITED',
      `This address has already been sent ${perRecipientDay} emails today. Please try again tomorrow.`,
    );
  }
  const [row] = await tx
    .insert(emailOutbox)
    .values({ kind: m.kind, toAddress: m.to, subject: m.subject, html: m.html, text: m.text })
    .returning({ id: emailOutbox.id });
  return row.id;
}
