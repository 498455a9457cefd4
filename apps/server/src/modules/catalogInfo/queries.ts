import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogMeta } from '../../db/schema/index.js';

export async function currentCatalog(database: Database) {
  const [row] = await database.db.select().from(catalogMeta).where(eq(catalogMeta.id, 1));
  if (!row) return undefined;
  return { Version: row.version, ImportedAt: row.importedAt.toISOString(), Source: row.source, Counts: row.counts };
}
