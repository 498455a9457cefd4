import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** How often the catalog version is read again; another process's import shows within this time. */
const VERSION_CHECK_MS = 1000;

/** The catalog version being served, read at most once a second. */
export function catalogVersion(database: Database) {
  let version: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  return async function current(): Promise<number | undefined> {
    if (Date.now() - checkedAt > VERSION_CHECK_MS) {
      checking ??= database
        .rows<{ version: number }>(sql`select version from catalog_meta where id = 1`)
        .then(([row]) => {
          version = row?.version;
          checkedAt = Date.now();
        })
        .finally(() => { checking = undefined; });
      await checking;
    }
    return version;
  };
}

/** Something built from the catalog (an index), built again when the catalog version changes. */
export function perCatalogVersion<T>(database: Database, build: () => Promise<T>) {
  const version = catalogVersion(database);
  let built: { version: number | undefined; value: Promise<T> } | undefined;
  return async function get(): Promise<T> {
    const v = await version();
    if (!built || built.version !== v) {
      const value = build();
      built = { version: v, value };
      value.catch(() => { if (built?.value === value) built = undefined; });
    }
    return built.value;
  };
}

/**
 * Serialized answers of read-only catalog calls, kept until the catalog version changes. At most
 * `max` answers; the least recently used goes first. Answers are JSON strings, sent as they are.
 */
export function answerCache(database: Database, max: number) {
  const answers = new Map<string, string>();
  const version = catalogVersion(database);
  let seen: number | undefined;

  return async function cached(key: string, compute: () => Promise<unknown>): Promise<string> {
    const v = await version();
    if (v !== seen) {
      answers.clear();
      seen = v;
    }
    const hit = answers.get(key);
    if (hit !== undefined) {
      answers.delete(key);
      answers.set(key, hit);
      return hit;
    }
    const json = JSON.stringify(await compute());
    answers.set(key, json);
    if (answers.size > max) answers.delete(answers.keys().next().value!);
    return json;
  };
}
