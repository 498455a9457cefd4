import './runtime.js';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { loadConfig, ConfigError, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirLocked } from './db/lock.js';
import { answersKept } from './http/answerCache.js';
import { errorBody } from './http/reply.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './catalog/seed.js';
import { seedNotifications } from './modules/notifications/seed.js';
import { startEmailWorker } from './modules/email/worker.js';
import { startSessionCleanup } from './modules/calculator/queries.js';

/** Whether this is the child that creates and seeds a new embedded database (see firstStart). */
const PREPARE = '--prepare-embedded-database';

/**
 * A new embedded database is created, migrated and seeded by a child process: the embedded engine's
 * heap and the allocator keep the size that creation and the import needed (about 800 MB at the
 * peak), so the server opens the finished folder afterwards and starts at its minimum.
 */
function firstStart(config: Config) {
  if (config.DATABASE_URL || existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) return false;
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], PREPARE], { stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
  return true;
}

async function openOrExit(config: Config) {
  try {
    return await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      replicaUrls: config.DATABASE_REPLICA_URLS,
    });
  } catch (e) {
    if (e instanceof DataDirLocked) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
}

/** Migrates and seeds an empty catalog; a no-op on a database that has them. */
async function prepare(database: Database) {
  await database.migrate();
  return { seeded: await seedIfEmpty(database), notified: await seedNotifications(database) };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  if (process.argv.includes(PREPARE)) {
    const database = await openOrExit(config);
    await prepare(database);
    await database.close();
    return;
  }
  const created = firstStart(config);
  const database = await openOrExit(config);
  const { seeded, notified } = await prepare(database);
  database.limitQueries(config.DATABASE_TIMEOUT_MS);
  await database.connect?.();
  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
  if (created) app.log.info('new embedded database created and seeded from the sample catalog');
  if (seeded) app.log.info({ counts: seeded }, 'empty database seeded from the sample catalog');
  if (notified) app.log.info('sample notifications loaded');
  app.log.info(
    database.engine === 'pglite'
      ? `embedded database at ${resolve(config.DATA_DIR, 'pglite')}`
      : 'PostgreSQL database from DATABASE_URL',
  );

  const stopEmail = startEmailWorker({ database, config, log: app.log });
  const stopSessionCleanup = startSessionCleanup({ database, log: app.log });

  // From the signal on, every request gets a 503 that closes its connection; idle keep-alive
  // connections stay open for the grace period so that a request already on its way is answered
  // rather than met by a reset.
  let closing = false;
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send(errorBody('UNAVAILABLE', 'The server is restarting. Please try again in a moment.'));
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.SHUTDOWN_GRACE_MS);
      // Stops accepting connections without http.Server's closing of the idle ones.
      net.Server.prototype.close.call(app.server, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.replays.stop();
    app.log.info(`${signal} received, draining`);
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await drained();
      await app.close();
      stopSessionCleanup();
      await stopEmail();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // For an operator (and the benchmark): where the process's memory is, as one JSON line.
  process.on('SIGUSR2', () => {
    const m = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 1048576);
    console.log(
      JSON.stringify({
        memory: {
          rss: mb(m.rss),
          heapTotal: mb(m.heapTotal),
          heapUsed: mb(m.heapUsed),
          external: mb(m.external),
          arrayBuffers: mb(m.arrayBuffers),
        },
        replays: { kept: app.replays.size, sent: app.replays.served, answered: app.replays.answered },
        answers: answersKept(app.deps.catalog),
      }),
    );
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The in-memory stores are built by now; building them left garbage a heap of their size again. With
  // --expose-gc (the start script's) it is collected before the first request by V8's most thorough
  // collection (compacting, and giving the freed pages back), and the heap shrinks.
  await app.ready();
  const level = app.log.level;
  app.log.level = 'warn';
  // Several at a time: on PostgreSQL each of the pool's connections then reads the catalog's tables
  // once (a new server process loads what it knows of them on its first statements).
  const urls = [...app.warmUps];
  const lane = async () => {
    for (let url = urls.shift(); url !== undefined; url = urls.shift())
      await app.inject({
        url,
        headers: { 'ocp-apim-subscription-key': config.WEB_API_KEY, 'accept-encoding': 'gzip, deflate, br' },
      });
  };
  await Promise.all(Array.from({ length: database.engine === 'postgres' ? 8 : 1 }, lane));
  app.log.level = level;
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  console.log(`${config.BRAND_NAME} parts finder is running at http://localhost:${port}/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
