import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isApi } from '../http/paths.js';
import {
  apiContentSecurityPolicy,
  apiSecurityHeaders,
  contentSecurityPolicy,
  permissionsPolicy,
} from '../http/security.js';

// The Content-Security-Policy is our own (http/security.ts): the page's carries a nonce per answer.
const helmetOptions = { contentSecurityPolicy: false };

type HeaderSet = Record<string, string>;
export type SecurityHeaders = { page: HeaderSet; api: HeaderSet };

/** The headers @fastify/helmet sets with these options, read from one answer of a probe server, with
 * our policies: for pages and every other answer (`page`), and the part of them an API answer keeps. */
export async function securityHeaders(options = helmetOptions): Promise<SecurityHeaders> {
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

/** The security headers are the same for every answer of a kind (API or not): worked out once, set
 * as a block per request. */
export const securityHeadersPlugin = fp<{ security: SecurityHeaders }>(
  async (app, { security }) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(isApi(req) ? security.api : security.page);
      done();
    });
  },
  { name: 'security-headers' },
);
