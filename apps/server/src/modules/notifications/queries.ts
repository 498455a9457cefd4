import { asc, eq, sql } from 'drizzle-orm';
import type { ServerNotification, TargetOS } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notificationInput, sanitizeMessage, type NotificationInput } from './schema.js';

type Row = typeof notifications.$inferSelect;

function toApi(r: Row): ServerNotification {
  return {
    Id: r.id,
    Title: r.title,
    Message: r.message,
    Link: r.link ?? null,
    IsUpdateButton: r.isUpdateButton,
    UpdateLink: r.updateLink,
    TargetOS: r.targetOs as TargetOS,
    Version: r.version,
    Sticky: r.sticky,
    IsSilent: r.isSilent,
  };
}

/** Input checked again and made safe: the title is plain text, stored and shown as typed (the app
 * renders it as text); the message is sanitized HTML. */
export function toRow(input: NotificationInput) {
  const clean = notificationInput.parse(input);
  const message = sanitizeMessage(clean.Message);
  if (!message) throw new Error('Message: nothing is left after removing unsafe HTML');
  return {
    title: clean.Title,
    message,
    link: clean.Link,
    isUpdateButton: clean.IsUpdateButton,
    updateLink: clean.UpdateLink,
    targetOs: clean.TargetOS,
    version: clean.Version,
    sticky: clean.Sticky,
    isSilent: clean.IsSilent,
  };
}

export async function listNotifications(database: Database): Promise<ServerNotification[]> {
  const rows = await database.db.select().from(notifications).orderBy(asc(notifications.id));
  return rows.map(toApi);
}

export async function getNotification(database: Database, id: number): Promise<ServerNotification | undefined> {
  const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
  return row ? toApi(row) : undefined;
}

export async function addNotification(database: Database, input: NotificationInput): Promise<ServerNotification> {
  const [row] = await database.db.insert(notifications).values(toRow(input)).returning();
  return toApi(row);
}

/** Replaces the fields given in `changes`; the rest stay as they were. */
export async function updateNotification(
  database: Database,
  id: number,
  changes: Partial<NotificationInput>,
): Promise<ServerNotification | undefined> {
  const current = await getNotification(database, id);
  if (!current) return undefined;
  const { Id: _id, ...fields } = current;
  const values = toRow({ ...fields, ...changes } as NotificationInput);
  const [row] = await database.db
    .update(notifications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notifications.id, id))
    .returning();
  return row ? toApi(row) : undefined;
}

export async function removeNotification(database: Database, id: number): Promise<boolean> {
  const rows = await database.db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function countNotifications(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number | string }>(sql`select count(*)::int as n from notifications`);
  return Number(row?.n ?? 0);
}
