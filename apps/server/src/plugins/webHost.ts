import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../http/reply.js';
import { pathOf } from '../http/paths.js';
import { contentSecurityPolicy, newNonce, withNonce } from '../http/security.js';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '../../../web/dist');

/**
 * The built web app: its files, and its page (with the app's configuration and a fresh nonce) for
 * every other GET that is not an API or image call; those and everything else get a 404 answer.
 */
export const webHost = fp(
  async (app) => {
    const { config, brand } = app.deps;
    const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : defaultWebDist;
    const indexFile = join(webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    let indexHtml = '';
    if (hasWeb) {
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
  },
  { name: 'web-host' },
);
