import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyHttpOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import etag from '@fastify/etag';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, Brand } from './config.js';
import { brandOf, trustProxyOf } from './config.js';
import { catalogOf, type Database } from './db/client.js';
import { databaseStore } from './http/rateLimitStore.js';
import { catalogSnapshots } from './plugins/catalogSnapshots.js';
import { registerErrors } from './http/errors.js';
import { registerCors } from './http/cors.js';
import { answerFor, answersCurrent } from './http/answerCache.js';
import { replays, type Replays } from './http/replay.js';
import { registerInputGuard } from './http/input.js';
import { modules } from './modules/index.js';
import { apiKey } from './plugins/apiKey.js';
import { cacheControl } from './plugins/cacheControl.js';
import { cachedAnswers } from './plugins/cachedAnswers.js';
import { healthChecks } from './plugins/health.js';
import { openApi } from './plugins/openApi.js';
import { securityHeaders, securityHeadersPlugin, type SecurityHeaders } from './plugins/securityHeaders.js';
import { unreadable, webHost } from './plugins/webHost.js';
import { clientError } from './http/clientError.js';

export type Deps = {
  config: Config;
  /** The primary: every write, and reads that must see one just made. */
  database: Database;
  /** Fastify logger options; false in tests. */
  logger?: boolean | object;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** `catalog`: where catalog reads go (the read replicas, else the primary). */
    deps: Deps & { brand: Brand; catalog: Database };
    /** Every route as registered, for checks that must cover all of them. */
    routeList: RouteOptions[];
    /** Cached catalog answers sent again as they went out (http/replay.ts). */
    replays: Replays;
    /** GET calls a server makes to itself once before its first request, so their code is compiled. */
    warmUps: string[];
  }
}

function serverOptions(deps: Deps, replay: Replays, security: SecurityHeaders): FastifyHttpOptions<http.Server> {
  const timeout = deps.config.REQUEST_TIMEOUT_MS;
  return {
    // As Fastify makes its server, with a kept answer or a direct lookup sent before the request reaches
    // the framework.
    serverFactory: (handler, opts) => {
      const server = http.createServer(opts.http ?? {}, (req, res) => replay.serve(req, res, handler));
      server.keepAliveTimeout = Number(opts.keepAliveTimeout);
      server.requestTimeout = Number(opts.requestTimeout);
      server.setTimeout(Number(opts.connectionTimeout));
      return server;
    },
    logger: deps.logger ?? false,
    frameworkErrors: unreadable(security),
    clientErrorHandler: clientError(security.api),
    trustProxy: trustProxyOf(deps.config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    // A request must arrive whole within the timeout, its headers within 10 s of that; a silent
    // connection is closed after it.
    requestTimeout: timeout,
    connectionTimeout: timeout,
    http: {
      headersTimeout: Math.min(10_000, timeout),
      connectionsCheckingInterval: Math.min(1000, timeout / 4),
    },
  };
}

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const keys = new Set([config.WEB_API_KEY, ...config.API_KEYS]);
  const catalog = catalogOf(deps.database);
  let logged: FastifyInstance['log'] | undefined;
  const replay = replays({
    keys,
    fresh: () => answersCurrent(catalog),
    answerOf: (body) => answerFor(catalog, body),
    log: (req, ms, how) =>
      logged?.info({ req: { method: req.method, url: req.url }, res: { statusCode: 200 }, responseTime: ms }, how),
  });
  // The security headers are the same for every answer of a kind (API or not): worked out once.
  const security = await securityHeaders();
  const app = Fastify(serverOptions(deps, replay, security));
  app.decorate('deps', { ...deps, brand: brandOf(config), catalog });
  app.decorate('routeList', []);
  app.decorate('replays', replay);
  app.decorate('warmUps', []);
  if (['info', 'debug', 'trace'].includes(app.log.level)) logged = app.log;
  replay.logging = logged !== undefined;
  app.addHook('onRoute', (route) => {
    app.routeList.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrors(app);
  registerInputGuard(app);
  await app.register(cachedAnswers);
  await app.register(securityHeadersPlugin, { security });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });
  await app.register(rateLimit, { global: false, store: databaseStore(deps.database) });
  await app.register(openApi);
  await registerCors(app, config.CORS_ORIGINS);
  await app.register(catalogSnapshots);
  await app.register(apiKey, { keys });
  await app.register(cacheControl);
  await app.register(healthChecks);
  for (const m of modules) await app.register(m.plugin, { prefix: m.prefix });
  await app.register(webHost);

  return app;
}
