import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { savedCatalog as savedCatalogAnswer, savedCatalogInfo } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import { catalogStore } from '../../catalog/store.js';
import { HttpError } from '../../http/reply.js';
import { writeSavedCatalog } from './queries.js';

/** A saved catalog: its gzipped file and sizes. */
type Saved = { version: number; file: string; bytes: number; raw: number; numbers: number };

type Store = ReturnType<typeof catalogStore<Saved | undefined>>;
const stores = new WeakMap<Database, { store: Store; dir: Promise<string> }>();

/** Builds the saved catalog of the version being served into a gzipped file of `dir`, streamed: the
 * process holds a chunk of rows and the compressor's window, whatever the catalog's size. */
async function build(database: Database, dir: string): Promise<Saved | undefined> {
  const [meta] = await database.rows<{ version: number }>(sql`select version from catalog_meta where id = 1`);
  if (!meta) return undefined;
  const work = await mkdtemp(join(dir, `v${meta.version}-`));
  const file = join(work, 'catalog.json.gz');
  try {
    const gzip = createGzip({ level: 9 });
    const written = finished(gzip.pipe(createWriteStream(file)));
    let raw = 0;
    const numbers = await writeSavedCatalog(
      database,
      meta.version,
      {
        async write(text) {
          raw += Buffer.byteLength(text);
          if (!gzip.write(text)) await once(gzip, 'drain');
        },
      },
      work,
    );
    gzip.end();
    await written;
    return { version: meta.version, file, bytes: (await stat(file)).size, raw, numbers };
  } catch (e) {
    await rm(work, { recursive: true, force: true });
    throw e;
  }
}

/** The saved catalog of the catalog version being served, built once per version into a temporary
 * folder of the process (the file of the version before is removed once the next one is built). */
function storeOf(database: Database) {
  let held = stores.get(database);
  if (!held) {
    const dir = mkdtemp(join(tmpdir(), 'wheelend-saved-'));
    let last: Saved | undefined;
    const store = catalogStore(database, async () => {
      const saved = await build(database, await dir);
      // A download under way keeps reading the file it opened.
      if (last && last.file !== saved?.file) await rm(join(last.file, '..'), { recursive: true, force: true });
      last = saved;
      return saved;
    });
    stores.set(database, (held = { store, dir }));
  }
  return held;
}

async function current(database: Database): Promise<Saved> {
  const saved = (await storeOf(database).store.get()).value;
  if (!saved) throw new HttpError(503, 'UNAVAILABLE', 'No catalog has been imported yet.');
  return saved;
}

/** The saved catalog for offline use: its size first, then the download (gzipped as it was made). */
const routes: FastifyPluginAsync = async (app) => {
  const database = app.deps.catalog;
  app.addHook('onClose', async () => {
    const held = stores.get(database);
    if (held) await rm(await held.dir, { recursive: true, force: true });
  });
  app.get('/offline/catalog/info', { schema: { response: { 200: savedCatalogInfo } } }, async (_req, reply) => {
    const saved = await current(database);
    reply.header('cache-control', 'no-cache');
    return {
      Status: 'OK' as const,
      Results: [{ Version: saved.version, Bytes: saved.bytes, RawBytes: saved.raw, Numbers: saved.numbers }],
    };
  });
  app.get('/offline/catalog', { schema: { response: { 200: savedCatalogAnswer } } }, async (req, reply) => {
    const saved = await current(database);
    const etag = `"saved-${saved.version}-${saved.bytes}"`;
    reply.header('cache-control', 'no-cache');
    reply.header('etag', etag); // the etag plugin answers 304 to it
    reply.header('content-type', 'application/json; charset=utf-8');
    // The etag plugin answers 304; no file is opened for it.
    if (String(req.headers['if-none-match'] ?? '').includes(etag)) return reply.send('');
    const file = createReadStream(saved.file);
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(file.pipe(createGunzip()));
    reply.header('content-encoding', 'gzip');
    reply.header('content-length', saved.bytes);
    return reply.send(file);
  });
};
export default routes;
