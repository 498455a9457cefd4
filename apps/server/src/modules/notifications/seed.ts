import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { toRow } from './queries.js';
import { describeIssues, notificationInput } from './schema.js';

export const sampleNotificationsFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../catalog/sample/notifications.json',
);

const SEED_LOCK = 724_201;

/** Loads the sample notifications when the table is empty; returns how many were added.
 * Several processes starting together on one PostgreSQL seed it once. */
export async function seedNotifications(database: Database, file = sampleNotificationsFile): Promise<number> {
  const parsed = z.array(notificationInput).safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not valid:\n${describeIssues(parsed.error)}`);
  const rows = parsed.data.map(toRow);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(notifications);
    if (Number(n) > 0) return 0;
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    return rows.length;
  });
}
