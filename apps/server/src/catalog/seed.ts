import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogMeta } from '../db/schema/index.js';
import { importCatalog, type Counts } from './importer.js';

/** catalog/sample at the root of the repository. */
export const SAMPLE_FOLDER = fileURLToPath(new URL('../../../../catalog/sample/', import.meta.url));

/** Imports the sample catalog when no catalog has been imported yet; returns its counts, or undefined. */
export async function seedIfEmpty(database: Database): Promise<Counts | undefined> {
  const [row] = await database.db.select({ n: count() }).from(catalogMeta);
  if (row && row.n > 0) return undefined;
  const result = await importCatalog(database, SAMPLE_FOLDER, { source: 'catalog/sample' });
  if (result.status === 'invalid') {
    throw new Error(`The sample catalog is invalid:\n${result.errors.join('\n')}`);
  }
  return result.status === 'imported' ? result.counts : undefined;
}
