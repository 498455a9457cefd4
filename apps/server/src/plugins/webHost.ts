import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  acceptedLanguages,
  escapeHtml,
  isCalculatorStep,
  languageOf,
  languages,
  PAGE_FILES_ID,
  PAGE_STATE_ID,
  pseudoLanguage,
  readStepUrl,
  visitLocale,
  type Language,
  type Locale,
} from '@wheelend/domain';
import { pageTexts } from '@wheelend/domain/i18n/texts';
import { errorBody } from '../http/reply.js';
import { pathOf } from '../http/paths.js';
import { contentSecurityPolicy, newNonce, withNonce } from '../http/security.js';
import { answerOf, answersBlock, firstAnswers, screenFor } from './firstAnswers.js';
import { answerCache } from '../http/answerCache.js';
import { dataBlock } from './dataBlock.js';
import { compressSmall, encodingFor } from '../http/compression.js';
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
  /** Every address pattern of the router, and whether it shows Page Not Found. */
  pages?: { path: string; notFound: boolean }[];
}

/** The rank of a pattern for an address, higher when more specific, or -1 when it does not match: the
 * router's own score (its count of parts, a fixed part 10, a parameter 3, an empty one 1, the rest a
 * penalty of 2), its words matched in any case. */
export function rank(pattern: string, path: string): number {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const splat = want.at(-1) === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return -1;
  let score = splat ? want.length + 1 : want.length ? want.length + 2 : 4;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':')) score += 3;
    else if (part.toLowerCase() === have[i]!.toLowerCase()) score += 10;
    else return -1;
  }
  return score;
}

/** The route of a list that the router would show for an address, if any (the first of equal rank). */
export function routeFor(hints: { routes: { path: string }[] }, path: string): number {
  let best = -1;
  let bestRank = -1;
  hints.routes.forEach((route, i) => {
    const r = rank(route.path, path);
    if (r > bestRank) [best, bestRank] = [i, r];
  });
  return best;
}

/** An address's path as sent. */
const sentPath = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0]!;

/** An address's path as the router reads it: each part decoded (a `/` in one stays encoded), or the
 * whole as sent when a part is not UTF-8. */
export function routerPath(url: string): string {
  const path = sentPath(url);
  try {
    return path
      .split('/')
      .map((part) => decodeURIComponent(part).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The screens that show Page Not Found for a parameter they do not know, by the rule they read it
 * with: the questionnaire reads its step from the address as sent, the calculator its decoded step. */
const screenKnows: Record<string, (raw: string, path: string) => boolean> = {
  'hub/:step': (raw) => readStepUrl(raw, '') !== undefined,
  'replace/:step': (_raw, path) => isCalculatorStep(path.split('/').filter(Boolean)[1] ?? ''),
};

/** The status of the app's page at an address: 404 where the app shows Page Not Found (no pattern of
 * the router's but its Page Not Found matches, or the screen does not know its parameter), else 200;
 * always 200 with hints that do not list the router's patterns. */
export function pageStatus(hints: Hints | undefined, url: string): 200 | 404 {
  const path = routerPath(url);
  // The page's own file, which the service worker keeps as the page of every address.
  if (!hints?.pages || path === '/index.html') return 200;
  const best = routeFor({ routes: hints.pages }, path);
  const page = hints.pages[best];
  if (!page || page.notFound) return 404;
  const knows = screenKnows[page.path];
  return !knows || knows(sentPath(url), path) ? 200 : 404;
}

/** The `<link>`s that start loading a screen beside the entry: module preloads for its chunks and its
 * messages in the reader's language, style preloads for its styles. The page works without them (the
 * service worker's copy of the page has none). A style preload is in CORS mode as the app loads its
 * styles; in another mode the browser would not use it and fetch the file again. */
export function hintLinks(hints: Hints, route: number, language: Language): string {
  const { scripts, styles } = screenFiles(hints, route, language);
  return (
    styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`).join('') +
    scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('')
  );
}

/** The files a route's screen loads before it shows: its scripts with its messages, and its styles. */
export function screenFiles(hints: Hints, route: number, language: Language) {
  const own = hints.routes[route] ?? { scripts: [], styles: [] };
  const messages = (files: Files) => files.messages?.[language] ?? [];
  return {
    scripts: [...hints.all.scripts, ...messages(hints.all), ...own.scripts, ...messages(own)],
    styles: [...hints.all.styles, ...own.styles],
  };
}

/** The locale the app will most likely start in, as far as the address and the browser tell (a
 * choice remembered on the device may differ: its messages then load with the screen). */
function readerLocale(req: FastifyRequest) {
  const { lang } = (req.query ?? {}) as { lang?: unknown };
  const accepted = acceptedLanguages(req.headers['accept-language']);
  return visitLocale(typeof lang === 'string' ? lang : undefined, undefined, accepted);
}

/** The web build's render of a screen (apps/web/src/server.tsx). */
type Render = (
  url: string,
  answers: Record<string, unknown>,
  config: unknown,
  ask?: (call: string) => Promise<unknown>,
  language?: Language,
) => Promise<{ html: string; state: unknown; title?: string; complete?: boolean } | null>;

/** The addresses whose page carries its screen rendered: the start screen and the result screens
 * whose answers the page brings (firstAnswers.ts). */
const RENDERED = ['hub'];

/** A page with its screen's markup in `#root` (in place of the first-paint bar) and the screen's styles
 * as stylesheets, so that it paints as the app would (and reads without scripts). The
 * app's code loads after the screen's first paint, so that the styles and the drawing the paint needs
 * go first on a slow line: the page lists the screen's scripts as data, which the entry preloads then
 * (apps/web/src/main.tsx). */
export function renderedPage(page: string, html: string, files: { scripts: string[]; styles: string[] }) {
  const { scripts, styles } = files;
  const root = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;
  if (!root.test(page)) return undefined;
  // React writes preloads of what it rendered (the drawing) first: the page's own preload says its priority.
  const preloads = /^(?:<link [^>]*>)*/.exec(html)![0];
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  return page
    .replace('</head>', `${links}${dataBlock(PAGE_FILES_ID, scripts)}</head>`)
    .replace(root, () => `<div id="root">${html.slice(preloads.length)}</div>`);
}

function readHints(file: string): Hints | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Hints;
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '../../../web/dist');
const defaultRender = resolve(here, '../../../web/dist-render/server.js');

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
    const renderFile =
      config.WEB_RENDER === 'off'
        ? undefined
        : config.WEB_RENDER
          ? resolve(config.WEB_RENDER)
          : !config.WEB_DIST && defaultRender;
    const webConfig = { apiKey: config.WEB_API_KEY, brand };
    // Loaded with the first page (a process that serves the API alone never holds it), and rendered
    // once then: a first render is several times slower than the next.
    let renderer: Promise<Render | undefined> | undefined;
    const loadRender = () =>
      (renderer ??=
        hasWeb && renderFile && existsSync(renderFile)
          ? import(pathToFileURL(renderFile).href).then(async ({ render }: { render: Render }) => {
              await render('http://localhost/hub', {}, webConfig).catch(() => null);
              return render;
            })
          : Promise.resolve(undefined));
    /** The page as a reader of `language` gets it before the app runs (the app starts in the language the
     * reader's address or browser asks for): marked as that language, titled with the site's name in it. */
    const inLanguage = (html: string, language: Language) =>
      html
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(pageTexts(language).t('common.title', { brand: brand.name }))}</title>`,
        );
    let indexHtml = '';
    if (hasWeb) {
      const appConfig = JSON.stringify(webConfig);
      const escaped = escapeHtml(appConfig);
      indexHtml = readFileSync(indexFile, 'utf8')
        .replace('<!--app-config-->', `<meta name="app-config" content="${escaped}">`)
        .replace('<!--app-name-->', escapeHtml(brand.name));
      indexHtml = inLanguage(indexHtml, 'en');
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
    // Per language, the page for each route of the hints (the last for an address no route matches), or
    // without hints the one page.
    const pages = new Map(
      languages.map((language) => {
        const page = inLanguage(indexHtml, language);
        return [
          language,
          hints
            ? [...hints.routes.keys(), -1].map((i) =>
                page.replace('</head>', `${hintLinks(hints, i, language)}</head>`),
              )
            : [page],
        ];
      }),
    );
    const pageFor = (path: string, language: Language) => pages.get(language)!.at(hints ? routeFor(hints, path) : 0)!;
    /** The page with its screen rendered in `language`, when the screen is one of those and renders, and
     * whether every call of the screen was answered. */
    const rendered = async (path: string, url: string, answers: Record<string, unknown>, language: Language) => {
      const render = hints && (await loadRender().catch(() => undefined));
      if (!hints || !render) return undefined;
      // A call the page's first answers do not hold (one made from what they said) is asked of the API.
      const ask = (call: string) => answerOf(app, call, config.WEB_API_KEY);
      const done = await render(`http://localhost${url}`, answers, webConfig, ask, language).catch(() => null);
      if (!done) return undefined;
      const files = screenFiles(hints, routeFor(hints, path), language);
      const page = renderedPage(inLanguage(indexHtml, language), done.html, files)?.replace(
        '</head>',
        `${dataBlock(PAGE_STATE_ID, done.state)}</head>`,
      );
      if (!page) return undefined;
      // The screen's own title, as the app gives it once it runs: a tab, a bookmark or a shared link
      // names the screen from the first byte.
      const titled = done.title
        ? page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(done.title!)}</title>`)
        : page;
      return { page: titled, complete: done.complete === true };
    };
    const isStart = (path: string) => RENDERED.some((p) => rank(p, path) >= 0);
    // The pseudo-locale (a check of the texts, reached by its address alone) is left to the browser.
    const rendersIn = (locale: Locale) => locale !== pseudoLanguage;
    /** The page for an address, before its nonce, and whether it is a rendered screen whose every call
     * was answered. */
    const made = async (path: string, url: string, locale: Locale) => {
      const language = languageOf(locale);
      let page = pageFor(path, language);
      const first = await firstAnswers(app, path, config.WEB_API_KEY, rank, locale).catch(() => undefined);
      const renders = rendersIn(locale) && (first || isStart(path));
      const withScreen = renders ? await rendered(path, url, first?.answers ?? {}, language) : undefined;
      if (withScreen) page = withScreen.page;
      else if (first) page = page.replace('</head>', `${answersBlock(path, first.answers)}</head>`);
      if (first) page = page.replace('</head>', `${first.head}</head>`);
      return { page, complete: withScreen?.complete ?? false };
    };
    // A rendered screen's page is kept with the API's answers, in their bound and until the catalog
    // version changes: its answers' queries and its render take tens of milliseconds, and the server
    // renders one page at a time. A page with a call unanswered is sent, not kept.
    const kept = answerCache(app.deps.catalog);
    const keeps = (path: string, locale: Locale) =>
      rendersIn(locale) && (isStart(path) || screenFor(path, rank) !== undefined);
    const send = async (reply: FastifyReply, path: string) => {
      const nonce = newNonce();
      const locale = readerLocale(reply.request);
      const { url } = reply.request;
      let complete = false;
      const make = async () => {
        const done = await made(path, url, locale);
        complete = done.complete;
        return done.page;
      };
      // Without the catalog's version (its database gone), the page is made as it is without answers.
      const page = keeps(path, locale)
        ? await kept(`page|${locale}|${url}`, make, true, () => complete).then(String, make)
        : await make();
      // Compressed here: the page is not a route's answer, which the compression plugin sees.
      const body = withNonce(page, nonce);
      const encoding = encodingFor(reply.request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      const status = pageStatus(hints, url);
      return reply
        .status(status)
        .header('cache-control', status === 200 ? 'no-cache' : 'no-store')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-security-policy', contentSecurityPolicy(nonce))
        .type('text/html; charset=utf-8')
        .send(encoding ? compressSmall(encoding, body) : body);
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
