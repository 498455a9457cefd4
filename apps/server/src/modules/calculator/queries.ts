import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { calcSessions } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/reply.js';
import type { Tx } from '../email/index.js';
import { errorText } from '../../db/outage.js';
import { sessionDefaults, sessionKeys, type SessionValues } from './fields.js';

type Row = typeof calcSessions.$inferSelect;

export function sessionOf(row: Row) {
  const data = row.data as SessionValues;
  const values = Object.fromEntries(sessionKeys.filter((k) => k in data).map((k) => [k, data[k]]));
  return {
    id: row.id,
    calculator: row.calculator,
    email: row.email,
    lastStep: row.lastStep,
    ...sessionDefaults,
    ...values,
  };
}

/** The largest session id: JSON numbers stay exact up to here. */
export const MAX_SESSION_ID = Number.MAX_SAFE_INTEGER;

/** A random id from 1 to MAX_SESSION_ID (53 bits), so that knowing one session tells nothing of another. */
export function newSessionId() {
  return Number(randomBytes(8).readBigUInt64BE() % BigInt(MAX_SESSION_ID)) + 1;
}

export async function createSession(database: Database) {
  for (;;) {
    const [row] = await database.db
      .insert(calcSessions)
      .values({ id: newSessionId(), data: sessionDefaults })
      .onConflictDoNothing()
      .returning();
    if (row) return sessionOf(row);
  }
}

const gone = (id: number) => new HttpError(410, 'SESSION_EXPIRED', `Session ${id} has expired. Start a new one.`);

/** The live session, or 404 when unknown and 410 when expired. */
export async function liveSession(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(calcSessions).where(eq(calcSessions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(`No session ${id}.`);
  if (row.expiredAt) throw gone(id);
  return row;
}

export async function updateSession(
  database: Database,
  id: number,
  values: SessionValues,
  lastStep: string | undefined,
) {
  return database.db.transaction(async (tx) => {
    const row = await liveSession(tx, id, true);
    const [updated] = await tx
      .update(calcSessions)
      .set({
        data: { ...(row.data as SessionValues), ...values },
        lastStep: lastStep ?? row.lastStep,
        updatedAt: sql`now()`,
      })
      .where(eq(calcSessions.id, id))
      .returning();
    return sessionOf(updated);
  });
}

export async function expireSession(database: Database, id: number) {
  const [row] = await database.db
    .update(calcSessions)
    .set({ expiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(calcSessions.id, id), isNull(calcSessions.expiredAt)))
    .returning({ id: calcSessions.id });
  if (row) return;
  await liveSession(database.db, id);
}

export const SESSION_IDLE_DAYS = 90;
export const EXPIRED_KEEP_DAYS = 1;

/** Removes sessions idle for SESSION_IDLE_DAYS and expired ones after EXPIRED_KEEP_DAYS. */
export async function cleanupSessions(database: Database) {
  const rows = await database.db
    .delete(calcSessions)
    .where(
      or(
        lt(calcSessions.updatedAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
        and(
          isNotNull(calcSessions.expiredAt),
          lt(calcSessions.expiredAt, sql`now() - make_interval(days => ${EXPIRED_KEEP_DAYS})`),
        ),
      ),
    )
    .returning({ id: calcSessions.id });
  return rows.length;
}

/** Runs cleanupSessions now and every hour; returns the stop function. */
export function startSessionCleanup(deps: { database: Database; log?: { warn(o: object, m: string): void } }) {
  const run = () =>
    cleanupSessions(deps.database).catch((err) => deps.log?.warn({ err: errorText(err) }, 'session cleanup failed'));
  void run();
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
