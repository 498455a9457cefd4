import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@wheelend/domain/contract';
import { badRequest } from '../../http/reply.js';
import type { Tx } from './outbox.js';

/** The send's Idempotency-Key, if it has one (a malformed one is a 400). */
export function requestKey(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}

/** Records the key inside the send's transaction; false when a send with it was queued before (a
 * concurrent one with the same key waits for this transaction and then finds it). */
export async function firstWithKey(tx: Tx, key: string | undefined): Promise<boolean> {
  if (key === undefined) return true;
  const r = await tx.execute(
    sql`insert into email_requests (key) values (${key}) on conflict do nothing returning key`,
  );
  return (r as unknown as { rows: unknown[] }).rows.length > 0;
}
