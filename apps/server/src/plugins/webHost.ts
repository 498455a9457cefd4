import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { acceptedLanguages, escapeHtml, languageOf, languages, visitLocale, type Language } from '@wheelend/domain';
import { errorBody } from '../http/reply.js';
import { pathOf } from '../http/paths.js';
import { contentSecurityPolicy, newNonce, withNonce } from '../http/security.js';
import { firstAnswers } from './firstAnswers.js';
import type { SecurityHeaders } from './securityHeaders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's page, for the addresses it answers (see webHost). */
    webPage: {
      isPage: (req: FastifyRequest, path: string) => boolean;
      send: (reply: FastifyReply, path: string) => Promise<FastifyReply>;
    };
  }
}

/** What the build's `hints.json` holds (apps/web/vite/hints.ts): the files every address loads before
 * its screen, and per address pattern of the router the files of that screen, its messages by
 * language. */
interface Files {
  scripts: string[];
  styles: string[];
  messages?: Partial<Record<string, string[]>>;
}
interface Hints {
  all: Files;
  routes: (Files & { path: string })[];
}

/** The rank of a pattern for an address, higher when more specific (as the router ranks them: a fixed
 * part before a parameter before the rest), or -1 when it does not match. */
export function rank(pattern: string, path: string): number {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return score + 1;
    if (i >= have.length) return -1;
    if (part.startsWith(':')) score += 3;
    else if (part === have[i]) score += 10;
    else return -1;
  }
  return want.length === have.length ? score : -1;
}

/** The route of the build's hints that the router would show for an address, if any. */
export function routeFor(hints: Hints, path: string): number {
  let best = -1;
  let bestRank = -1;
  hints.routes.forEach((route, i) => {
    const r = rank(route.path, path);
    if (r > bestRank) [best, bestRank] = [i, r];
  });
  return best;
}

/** The `<link>`s that start loading a screen beside the entry: module preloads for its chunks and its
 * messages in the reader's language, style preloads for its styles. The page works without them (the
 * service worker's copy of the page has none). A style preload is in CORS mode as the app loads its
 * styles; in another mode the browser would not use it and fetch the file again. */
export function hintLinks(hints: Hints, route: number, language: Language): string {
  const own = hints.routes[route] ?? { scripts: [], styles: [] };
  const messages = (files: Files) => files.messages?.[language] ?? [];
  return (
    [...hints.all.styles, ...own.styles]
      .map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`)
      .join('') +
    [...hints.all.scripts, ...messages(hints.all), ...own.scripts, ...messages(own)]
      .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
      .join('')
  );
}

/** The language the app will most likely start in, as far as the address and the browser tell (a
 * choice remembered on the device may differ: its messages then load with the screen). */
function readerLanguage(req: FastifyRequest): Language {
  const { lang } = (req.query ?? {}) as { lang?: unknown };
  const accepted = acceptedLanguages(req.headers['accept-language']);
  return languageOf(visitLocale(typeof lang === 'string' ? lang : undefined, undefined, accepted));
}

function readHints(file: string): Hints | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Hints;
}

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
    const hints = readHints(join(webDist, 'hints.json'));
    let indexHtml = '';
    if (hasWeb) {
      const appConfig = JSON.stringify({ apiKey: config.WEB_API_KEY, brand });
      const escaped = escapeHtml(appConfig);
      indexHtml = readFileSync(indexFile, 'utf8')
        .replace('<!--app-config-->', `<meta name="app-config" content="${escaped}">`)
        .replace('<!--app-name-->', escapeHtml(brand.name))
        .replace(/<title>[^<]*<\/title>/, `<title>${brand.name.replace(/</g, '')} Parts Finder</title>`);
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        maxAge: '1y',
        immutable: true,
        // The build writes .br and .gz copies of its text files (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        allowedPath: (path) => path !== '/index.html' && path !== '/hints.json',
      });
    }

    /** Whether an address is one of the app's pages (answered by the app, which shows what it holds). */
    const isPage = (req: FastifyRequest, path: string) =>
      hasWeb && req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/cdn/');
    // The page for each route of the hints (the last for an address no route matches), per language.
    const pages = new Map(
      languages.map((language) => [
        language,
        hints
          ? [...hints.routes.keys(), -1].map((i) =>
              indexHtml.replace('</head>', `${hintLinks(hints, i, language)}</head>`),
            )
          : [],
      ]),
    );
    const pageFor = (path: string, language: Language) =>
      hints ? pages.get(language)!.at(routeFor(hints, path))! : indexHtml;
    const send = async (reply: FastifyReply, path: string) => {
      const nonce = newNonce();
      const page = pageFor(path, readerLanguage(reply.request));
      const data = await firstAnswers(app, path, config.WEB_API_KEY, rank).catch(() => '');
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .header('content-security-policy', contentSecurityPolicy(nonce))
        .type('text/html; charset=utf-8')
        .send(withNonce(data ? page.replace('</head>', `${data}</head>`) : page, nonce));
    };
    app.decorate('webPage', { isPage, send });

    app.setNotFoundHandler((req, reply) => {
      const path = pathOf(req.url);
      if (!isPage(req, path))
        return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${req.method} ${path}.`));
      return send(reply, path);
    });
  },
  { name: 'web-host' },
);

/** An address the router cannot read (not UTF-8, a part over 100 characters) is answered like any
 * other: the envelope and headers of the API, or the app's page for a page address. */
export function unreadable(security: SecurityHeaders) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req.url);
    reply.headers(path.startsWith('/api/') ? security.api : security.page);
    const page = reply.server.webPage;
    if (page?.isPage(req, path)) return page.send(reply, path);
    const [status, body] =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, errorBody('URI_TOO_LONG', 'A part of the address is longer than 100 characters.')]
        : [400, errorBody('BAD_REQUEST', 'The address is not valid: it must be UTF-8 and percent-encoded.')];
    return reply.status(status).header('cache-control', 'no-store').send(body);
  };
}
