import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase } from './db.js';

export const TEST_KEY = 'test-key-123456';

/** buildApp on a fresh test database; `headers` carry the subscription key. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
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
