import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogMeta } from '../db/schema/index.js';
import { IMPORT_LOCK, importCatalog, type Counts } from './importer.js';
import { inTransaction } from './bulk.js';
import { remakeKeysAndCards } from './cards.js';

/** catalog/sample at the root of the repository. */
export const SAMPLE_FOLDER = fileURLToPath(new URL('../../../../catalog/sample/', import.meta.url));

/** Imports the sample catalog when no catalog has been imported yet; returns its counts, or undefined. */
export async function seedIfEmpty(database: Database): Promise<Counts | undefined> {
  const [row] = await database.db.select({ n: count() }).from(catalogMeta);
  if (row && row.n > 0) {
    await fillHubCards(database);
    return undefined;
  }
  const result = await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample' });
  if (result.status === 'invalid') {
    throw new Error(`The sample catalog is invalid:\n${result.errors.join('\n')}`);
  }
  return result.status === 'imported' ? result.counts : undefined;
}

/** Makes the hub cards of a catalog imported before the import made them (once, under the import's
 * lock); a no-op when they are there. */
async function fillHubCards(database: Database) {
  const missing = sql`select 1 from hub_assemblies where not exists (select 1 from hub_cards) limit 1`;
  if (!(await database.rows(missing)).length) return;
  await inTransaction(database, async (s) => {
    await s.exec(`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    if (!(await s.exec('select 1 from hub_cards limit 1')).length) await remakeKeysAndCards(s);
  });
}
