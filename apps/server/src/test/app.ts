import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase } from './db.js';
import { importCatalog } from '../catalog/importer.js';
import { SAMPLE_FOLDER } from '../catalog/seed.js';
import type { Database } from '../db/client.js';

export const TEST_KEY = 'test-key-123456';

/** buildApp on a fresh test database, after `prepare` (a catalog import, a fixture) has run on it, as
 * a server starts on a catalog; `headers` carry the subscription key. */
export async function createTestApp(
  env: Record<string, string> = {},
  prepare?: (database: Database) => Promise<unknown>,
) {
  const database = await createTestDatabase();
  await prepare?.(database);
  const config: Config = loadConfig({ WEB_API_KEY: TEST_KEY, WEB_DIST: '/nonexistent', ...env });
  const app: FastifyInstance = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    headers: { 'ocp-apim-subscription-key': TEST_KEY },
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** Imports the sample catalog; a prepare step for createTestApp. */
export async function importSample(database: Database) {
  const r = await importCatalog(database, SAMPLE_FOLDER);
  if (r.status !== 'imported') throw new Error(`the sample catalog did not import: ${JSON.stringify(r)}`);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test file's app on the sample catalog: built before its tests, closed after them. */
export function withSampleApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, importSample));
  }, 120_000);
  afterAll(() => t.close());
  return t;
}
