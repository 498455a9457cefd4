import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { savedCatalog as savedCatalogAnswer, savedCatalogInfo } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import { catalogStore } from '../../catalog/store.js';
import { HttpError } from '../../http/reply.js';
import { savedCatalog } from './queries.js';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

type Saved = { version: number; gz: Buffer; raw: number; numbers: number };

const stores = new WeakMap<Database, ReturnType<typeof catalogStore<Saved | undefined>>>();

/** The saved catalog of the catalog version being served, gzipped once per version. */
function storeOf(database: Database) {
  let store = stores.get(database);
  if (!store) {
    const build = async (): Promise<Saved | undefined> => {
      const [meta] = await database.rows<{ version: number }>(sql`select version from catalog_meta where id = 1`);
      if (!meta) return undefined;
      const data = await savedCatalog(database, meta.version);
      const json = Buffer.from(JSON.stringify({ Status: 'OK', Results: [data] }));
      const gz = await zip(json, { level: 9 });
      return { version: meta.version, gz, raw: json.length, numbers: data.Numbers.length };
    };
    stores.set(database, (store = catalogStore(database, build)));
  }
  return store;
}

async function current(database: Database): Promise<Saved> {
  const saved = (await storeOf(database).get()).value;
  if (!saved) throw new HttpError(503, 'UNAVAILABLE', 'No catalog has been imported yet.');
  return saved;
}

/** The saved catalog for offline use: its size first, then the download (gzipped as it was made). */
const routes: FastifyPluginAsync = async (app) => {
  const database = app.deps.catalog;
  app.get('/offline/catalog/info', { schema: { response: { 200: savedCatalogInfo } } }, async (_req, reply) => {
    const saved = await current(database);
    reply.header('cache-control', 'no-cache');
    return {
      Status: 'OK' as const,
      Results: [{ Version: saved.version, Bytes: saved.gz.length, RawBytes: saved.raw, Numbers: saved.numbers }],
    };
  });
  app.get('/offline/catalog', { schema: { response: { 200: savedCatalogAnswer } } }, async (req, reply) => {
    const saved = await current(database);
    const etag = `"saved-${saved.version}-${saved.gz.length}"`;
    reply.header('cache-control', 'no-cache');
    reply.header('etag', etag); // the etag plugin answers 304 to it
    reply.header('content-type', 'application/json; charset=utf-8');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(await unzip(saved.gz));
    reply.header('content-encoding', 'gzip');
    reply.header('content-length', saved.gz.length);
    return reply.send(saved.gz);
  });
};
export default routes;
