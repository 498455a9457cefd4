import { inArray } from 'drizzle-orm';
import { castingKinds } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

/** The image row for a guid, matched in the stored case, lower case or upper case. */
export async function findImage(database: Database, guid: string) {
  const ids = [...new Set([guid, guid.toLowerCase(), guid.toUpperCase()])];
  const [row] = await database.db.select().from(images).where(inArray(images.guid, ids)).limit(1);
  return row;
}

/** Drawings that belong to the app rather than the catalog: where the number sits on each casting. */
const guides = new Map(
  Object.values(castingKinds).map((k) => [
    k.guide,
    { guid: k.guide, family: 'casting', partNumber: 'CASTING NUMBER', spec: { kind: k.noun, where: true } },
  ]),
);

/** The catalog's image row for a guid, or one of the app's own drawings. */
export async function imageOf(database: Database, guid: string) {
  return guides.get(guid.toLowerCase()) ?? (await findImage(database, guid));
}
