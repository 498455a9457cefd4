import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { errorAnswer } from '@wheelend/domain/contract/envelope';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config, Brand } from './config.js';
import { brandOf, trustProxyOf } from './config.js';
import { catalogOf, type Database } from './db/client.js';
import { registerErrors } from './http/errors.js';
import { registerCors } from './http/cors.js';
import { errorBody } from './http/reply.js';
import http from 'node:http';
import { answerFor, answersCurrent, encoded } from './http/answerCache.js';
import { replays, type Replays } from './http/replay.js';
import { registerInputGuard } from './http/input.js';
import { databaseStore } from './http/rateLimitStore.js';
import { inSnapshot } from './db/replicas.js';
import {
  apiContentSecurityPolicy,
  apiSecurityHeaders,
  contentSecurityPolicy,
  newNonce,
  permissionsPolicy,
  withNonce,
} from './http/security.js';
import { modules } from './modules/index.js';

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

const here = dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = resolve(here, '../../web/dist');

// The Content-Security-Policy is our own (http/security.ts): the page's carries a nonce per answer.
const helmetOptions = { contentSecurityPolicy: false };

type HeaderSet = Record<string, string>;

/** The headers @fastify/helmet sets with these options, read from one answer of a probe server, with
 * our policies: for pages and every other answer (`page`), and the part of them an API answer keeps. */
async function securityHeaders(options: typeof helmetOptions): Promise<{ page: HeaderSet; api: HeaderSet }> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => {
    reply.hijack();
    reply.raw.end();
  });
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const page: HeaderSet = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!own.has(name) && value !== undefined) page[name] = String(value);
  page['content-security-policy'] = contentSecurityPolicy();
  page['permissions-policy'] = permissionsPolicy;
  const api: HeaderSet = { 'content-security-policy': apiContentSecurityPolicy };
  for (const name of apiSecurityHeaders) if (page[name] !== undefined) api[name] = page[name];
  return { page, api };
}

/** An API call by the path the router matched (so `/%61pi/…` and `http://host/api/…` count), or for
 * a path no route matched, by the path as the client sent it, decoded. */
function isApi(req: FastifyRequest): boolean {
  const path = req.routeOptions.url ?? pathOf(req.url);
  return path.startsWith('/api/');
}

function pathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const timeout = config.REQUEST_TIMEOUT_MS;
  const keys = new Set([config.WEB_API_KEY, ...config.API_KEYS]);
  const catalog = catalogOf(deps.database);
  let logged: FastifyInstance['log'] | undefined;
  const replay = replays({
    keys,
    fresh: () => answersCurrent(catalog),
    log: (req, ms) =>
      logged?.info(
        { req: { method: req.method, url: req.url }, res: { statusCode: 200 }, responseTime: ms },
        'replayed',
      ),
  });
  const app = Fastify({
    // As Fastify makes its server, with a kept answer sent before the request reaches the framework.
    serverFactory: (handler, opts) => {
      const server = http.createServer(opts.http ?? {}, (req, res) => {
        if (!replay.serve(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = Number(opts.keepAliveTimeout);
      server.requestTimeout = Number(opts.requestTimeout);
      server.setTimeout(Number(opts.connectionTimeout));
      return server;
    },
    logger: deps.logger ?? false,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
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
  });
  app.decorate('deps', { ...deps, brand: brandOf(config), catalog });
  app.decorate('routeList', []);
  app.decorate('replays', replay);
  app.decorate('warmUps', []);
  if (['info', 'debug', 'trace'].includes(app.log.level)) logged = app.log;
  app.addHook('onRoute', (route) => {
    app.routeList.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrors(app);
  registerInputGuard(app);

  // A cached catalog answer goes out with its ETag and compressed bytes kept beside it, so the etag and
  // compression plugins (whose hooks run after this one) find nothing left to hash or compress.
  app.addHook('onSend', (req, reply, payload, done) => {
    const answer =
      (typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode === 200
        ? answerFor(catalog, payload)
        : undefined;
    if (!answer) return done(null, payload);
    reply.header('etag', answer.etag);
    const seen = req.headers['if-none-match'];
    if (seen === answer.etag || `W/${seen}` === answer.etag) {
      reply.code(304);
      return done(null, '');
    }
    const send = (out: Awaited<ReturnType<typeof encoded>>) => {
      replay.hold(req, reply, answer, out?.encoding);
      if (!out) return done(null, payload);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      reply.header('content-encoding', out.encoding);
      reply.header('content-length', out.bytes.length);
      done(null, out.bytes);
    };
    const out =
      req.headers['x-no-compression'] === undefined ? encoded(answer, req.headers['accept-encoding']) : undefined;
    if (out instanceof Promise) out.then(send, (err: Error) => done(err));
    else send(out);
  });

  // The security headers are the same for every answer of a kind (API or not): worked out once, set
  // as a block per request.
  const security = await securityHeaders(helmetOptions);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApi(req) ? security.api : security.page);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });
  await app.register(rateLimit, { global: false, store: databaseStore(deps.database) });
  await app.register(swagger, {
    openapi: { info: { title: `${config.BRAND_NAME} parts finder API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await registerCors(app, config.CORS_ORIGINS);

  app.addHook('onResponse', (req, reply, done) => {
    replay.keep(req, reply);
    done();
  });
  // On PostgreSQL each call's catalog reads see one snapshot, ended once it is answered (db/replicas.ts).
  if (catalog !== deps.database) {
    const snapshotEnds = new WeakMap<FastifyRequest, () => void>();
    app.addHook('onRequest', (req, _reply, done) => {
      const run = inSnapshot(done);
      snapshotEnds.set(req, run.end);
    });
    const endSnapshot = (req: FastifyRequest, _reply: unknown, done: () => void) => {
      snapshotEnds.get(req)?.();
      snapshotEnds.delete(req);
      done();
    };
    app.addHook('onResponse', endSnapshot);
    app.addHook('onRequestAbort', (req, done) => endSnapshot(req, undefined, done));
  }
  app.addHook('onRequest', (req, reply, done) => {
    if (!isApi(req)) return done();
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ocp-apim-subscription-key` : 'ocp-apim-subscription-key');
    // The query parameter serves navigator.sendBeacon, which cannot set headers (as in Azure API Management).
    const key = req.headers['ocp-apim-subscription-key'] ?? (req.query as Record<string, unknown>)['subscription-key'];
    if (typeof key !== 'string' || !keys.has(key)) {
      reply.status(401).send(errorBody('UNAUTHORIZED', 'A valid Ocp-Apim-Subscription-Key header is required.'));
      return;
    }
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    else if (req.method === 'GET' && isApi(req) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'public, max-age=60, must-revalidate');
    }
    done(null, payload);
  });

  const health = { schema: { response: { 200: z.object({ Status: z.literal('OK') }), 503: errorAnswer } } };
  app.get('/healthz', health, async () => ({ Status: 'OK' }));
  app.get('/readyz', health, async (_req, reply) => {
    try {
      await deps.database.ping();
      return { Status: 'OK' };
    } catch {
      return reply.status(503).send(errorBody('UNAVAILABLE', 'The database is not reachable.'));
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const m of modules) await app.register(m.plugin, { prefix: m.prefix });

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : defaultWebDist;
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  let indexHtml = '';
  if (hasWeb) {
    const brand = app.deps.brand;
    const appConfig = JSON.stringify({ apiKey: config.WEB_API_KEY, brand });
    const escaped = appConfig.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    indexHtml = readFileSync(indexFile, 'utf8')
      .replace('<!--app-config-->', `<meta name="app-config" content="${escaped}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${brand.name.replace(/</g, '')} Parts Finder</title>`);
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      maxAge: '1y',
      immutable: true,
      allowedPath: (path) => path !== '/index.html',
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = pathOf(req.url);
    if (path.startsWith('/api/') || path.startsWith('/cdn/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${path}.`));
    }
    const nonce = newNonce();
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(withNonce(indexHtml, nonce));
  });

  return app;
}
