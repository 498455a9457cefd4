import net from 'node:net';
import { resolve } from 'node:path';
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLocked } from './db/lock.js';
import { errorBody } from './http/reply.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './catalog/seed.js';
import { seedNotifications } from './modules/notifications/seed.js';
import { startEmailWorker } from './modules/email/worker.js';
import { startSessionCleanup } from './modules/calculator/queries.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (e) {
    if (e instanceof DataDirLocked) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  await database.migrate();
  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
  const seeded = await seedIfEmpty(database);
  if (seeded) app.log.info({ counts: seeded }, 'empty database seeded from the sample catalog');
  if (await seedNotifications(database)) app.log.info('sample notifications loaded');
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
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  console.log(`${config.BRAND_NAME} parts finder is running at http://localhost:${port}/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
