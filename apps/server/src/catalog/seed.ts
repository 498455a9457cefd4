import type { Database } from '../db/client.js';

/** Replaced by the importer: loads catalog/sample when the catalog is empty. */
export async function seedIfEmpty(_database: Database): Promise<Record<string, number> | undefined> {
  return undefined;
}
