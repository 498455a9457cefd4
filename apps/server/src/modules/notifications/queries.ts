import { asc, eq, sql } from 'drizzle-orm';
import type { Language, ServerNotification, TargetOS } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notificationInput, sanitizeMessage, type NotificationFields, type NotificationInput } from './schema.js';

type Row = typeof notifications.$inferSelect;

/** The answer's fields: the title and message in `lang` where the notification has them, else English. */
function toApi(r: Row, lang: Language = 'en'): ServerNotification {
  const own = lang === 'en' ? undefined : r.texts?.[lang];
  return {
    Id: r.id,
    Title: own?.Title ?? r.title,
    Message: own?.Message ?? r.message,
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
export function toRow(input: NotificationFields) {
  const clean = notificationInput.parse(input);
  const message = sanitizeMessage(clean.Message);
  if (!message) throw new Error('Message: nothing is left after removing unsafe HTML');
  let texts: NonNullable<Row['texts']> | null = null;
  for (const [lang, text] of Object.entries(clean.Texts ?? {})) {
    if (!text || (text.Title === undefined && text.Message === undefined)) continue;
    const own = text.Message === undefined ? undefined : sanitizeMessage(text.Message);
    if (own === '') throw new Error(`Texts.${lang}.Message: nothing is left after removing unsafe HTML`);
    texts = { ...(texts ?? {}), [lang]: { Title: text.Title, Message: own } };
  }
  return {
    title: clean.Title,
    message,
    texts,
    link: clean.Link,
    isUpdateButton: clean.IsUpdateButton,
    updateLink: clean.UpdateLink,
    targetOs: clean.TargetOS,
    version: clean.Version,
    sticky: clean.Sticky,
    isSilent: clean.IsSilent,
  };
}

export async function listNotifications(database: Database, lang: Language = 'en'): Promise<ServerNotification[]> {
  const rows = await database.db.select().from(notifications).orderBy(asc(notifications.id));
  return rows.map((r) => toApi(r, lang));
}

export async function getNotification(database: Database, id: number): Promise<ServerNotification | undefined> {
  const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
  return row ? toApi(row) : undefined;
}

/** A notification as its input: the English fields and the texts in the other languages. */
async function inputOf(database: Database, id: number): Promise<NotificationInput | undefined> {
  const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) return undefined;
  const { Id: _id, ...fields } = toApi(row);
  return { ...fields, Texts: (row.texts as NotificationInput['Texts']) ?? null };
}

export async function addNotification(database: Database, input: NotificationFields): Promise<ServerNotification> {
  const [row] = await database.db.insert(notifications).values(toRow(input)).returning();
  return toApi(row);
}

/** Replaces the fields given in `changes`; the rest stay as they were. */
export async function updateNotification(
  database: Database,
  id: number,
  changes: Partial<NotificationInput>,
): Promise<ServerNotification | undefined> {
  const current = await inputOf(database, id);
  if (!current) return undefined;
  const Texts = changes.Texts === null ? null : mergeTexts(current.Texts, changes.Texts);
  const values = toRow({ ...current, ...changes, Texts } as NotificationInput);
  const [row] = await database.db
    .update(notifications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notifications.id, id))
    .returning();
  return row ? toApi(row) : undefined;
}

/** The texts of an update: a language given replaces the fields it names, the others stay. */
function mergeTexts(old: NotificationInput['Texts'], changes: NotificationInput['Texts'] | undefined) {
  if (!changes) return old;
  const out = { ...old };
  for (const [lang, text] of Object.entries(changes) as [keyof typeof out, (typeof out)[keyof typeof out]][]) {
    if (text === undefined) delete out[lang];
    else out[lang] = { ...out[lang], ...Object.fromEntries(Object.entries(text).filter(([, x]) => x !== undefined)) };
  }
  return out;
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
