import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

/** The image row for a guid, matched in the stored case, lower case or upper case. */
export async function findImage(database: Database, guid: string) {
  const ids = [...new Set([guid, guid.toLowerCase(), guid.toUpperCase()])];
  const [row] = await database.db.select().from(images).where(inArray(images.guid, ids)).limit(1);
  return row;
}
