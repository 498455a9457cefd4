import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculatorSteps, HUB_TYPE_STEP, hubSteps } from '@wheelend/domain';
import { createTestApp, importSample } from '../test/app.js';
import { rank, routeFor } from './webHost.js';

const web = mkdtempSync(join(tmpdir(), 'web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html lang="en"><head><!--app-config--><title>x</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"><span><!--app-name--></span><!--/boot--></div></body></html>',
);
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};\n`;
writeFileSync(join(web, 'assets', 'app-1a2b3c.js'), script);
writeFileSync(join(web, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
const hints = {
  all: { scripts: [], styles: [], messages: { en: ['/assets/messages-en.js'], es: ['/assets/messages-es.js'] } },
  routes: [
    {
      path: 'hub',
      scripts: ['/assets/Home.js'],
      styles: ['/assets/Home.css'],
      messages: { en: ['/assets/home-en.js'], es: ['/assets/home-es.js'] },
    },
    { path: 'hub/details/:id', scripts: ['/assets/Details.js'], styles: [] },
    { path: 'hub/:step', scripts: ['/assets/Step.js'], styles: [] },
    { path: 'hub/:0/:partNumber', scripts: ['/assets/KitPage.js'], styles: [] },
    { path: 'hub/replacement-drum/*', scripts: ['/assets/Drum.js'], styles: [] },
  ],
};
writeFileSync(join(web, 'hints.json'), JSON.stringify(hints));
// A file the build left without copies (under 1 KB).
writeFileSync(join(web, 'assets', 'small-9f8e7d.css'), 'body{margin:0}');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web }, importSample);
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('the page', () => {
  it('carries the brand’s name for its own first paint, and in its title', async () => {
    const res = await get('/hub', 'identity');
    const brand = t.app.deps.brand.name;
    expect(res.body).toContain(`<div id="root"><span>${brand}</span><!--/boot--></div>`);
    expect(res.body).toContain(`<title>${brand} Parts Finder</title>`);
  });

  it('is marked and titled in the language the app will start in: the address’s, else the browser’s', async () => {
    const brand = t.app.deps.brand.name;
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/hub',
      headers: { 'accept-language': 'es-MX,en;q=0.5' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain(`<title>${brand} Buscador de Partes</title>`);
    const french = await t.app.inject({ method: 'GET', url: '/hub/details/x?lang=fr-CA' });
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain(`<title>${brand} Recherche de pièces</title>`);
    const english = await get('/hub', 'identity');
    expect(english.body).toContain('<html lang="en">');
  });
});

describe('the web host sends the build’s compressed copies', () => {
  it('brotli when the browser takes it, with a year of immutable caching', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip to a browser without brotli, the file itself to one that takes neither', async () => {
    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a file without copies as before (compressed as it is sent)', async () => {
    const res = await get('/assets/small-9f8e7d.css', 'br');
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(body.toString()).toBe('body{margin:0}');
  });
});

describe('the page names the files of the address’s screen', () => {
  const page = async (url: string) => {
    const res = await get(url, 'identity');
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1];
    return { body: res.body, nonce };
  };
  const preloads = (body: string) =>
    [...body.matchAll(/<link [^>]*rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

  it('its chunks as module preloads with the page’s nonce, its styles as style preloads', async () => {
    const { body, nonce } = await page('/hub/details/10032003');
    expect(preloads(body)).toEqual(['/assets/messages-en.js', '/assets/Details.js']);
    expect(body).toContain(`<link nonce="${nonce}" rel="modulepreload" href="/assets/Details.js">`);
    const start = await page('/hub');
    expect(start.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/Home.css">');
    expect(preloads(start.body)).toEqual(['/assets/messages-en.js', '/assets/Home.js', '/assets/home-en.js']);
  });

  it('the messages of the reader’s language only: the address’s, else the browser’s', async () => {
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/hub',
      headers: { 'accept-language': 'es-MX,en;q=0.5' },
    });
    expect(preloads(spanish.body)).toEqual(['/assets/messages-es.js', '/assets/Home.js', '/assets/home-es.js']);
    expect(spanish.headers['vary']).toMatch(/accept-language/i);
    const asked = await t.app.inject({ method: 'GET', url: '/hub?lang=en', headers: { 'accept-language': 'es' } });
    expect(preloads(asked.body)).toEqual(['/assets/messages-en.js', '/assets/Home.js', '/assets/home-en.js']);
    const other = await t.app.inject({ method: 'GET', url: '/hub', headers: { 'accept-language': 'de' } });
    expect(preloads(other.body)).toContain('/assets/messages-en.js');
  });

  it('the most specific pattern, as the router picks it', async () => {
    expect(preloads((await page('/hub/hub-rebuild-kits-detail/10044210')).body)).toContain('/assets/KitPage.js');
    expect(preloads((await page('/hub/replacement-drum/recommended-drums/576')).body)).toContain('/assets/Drum.js');
    expect(preloads((await page('/hub/truck-type')).body)).toContain('/assets/Step.js');
    expect(preloads((await page('/nowhere/at/all')).body)).toEqual(['/assets/messages-en.js']);
  });

  it('the table itself is not sent (the address is answered as any other page)', async () => {
    const res = await get('/hints.json', 'identity');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('"routes"');
  });

  it('ranks fixed parts before parameters before the rest', () => {
    expect(rank('hub/details/:id', '/hub/details/1')).toBeGreaterThan(rank('hub/:0/:partNumber', '/hub/details/1'));
    expect(rank('hub/replacement-drum/*', '/hub/replacement-drum')).toBeGreaterThan(0);
    expect(rank('hub/:step', '/hub/details/1')).toBe(-1);
    expect(rank('hub', '/hubs')).toBe(-1);
    expect(routeFor(hints, '/hub/replacement-drum/search')).toBe(4);
  });
});

describe('a result screen’s page brings its first answers and its drawing', () => {
  const block = (body: string) => {
    const m = /<script nonce="[^"]+" type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(body);
    return m ? (JSON.parse(m[1]!) as { path: string; answers: Record<string, unknown> }) : undefined;
  };
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: t.headers })).json();

  it('the very answers of the API for the calls the screen makes first', async () => {
    const res = await get('/hub/details/10032003', 'identity');
    const data = block(res.body);
    expect(data?.path).toBe('/hub/details/10032003');
    const calls = ['/api/v11/hubassemblydetails/10032003', '/api/v11/aftermarketparts?hanum=10032003'];
    expect(Object.keys(data!.answers).sort()).toEqual(calls.sort());
    for (const call of calls) expect(data!.answers[call]).toEqual(await api(call));
  });

  it('a preload of the drawing as the screen’s image asks for it', async () => {
    const res = await get('/hub/replacement-drum/recommended-drums/576', 'identity');
    const drums = block(res.body)!.answers['/api/v11/brakedrum/summaries?cbdid=576'] as {
      Results: { Images: { ImageTypeId: number; ImageGuid: string }[] }[];
    };
    const guid = (drums.Results[0]!.Images.find((i) => i.ImageTypeId === 1) ?? drums.Results[0]!.Images[0])!.ImageGuid;
    expect(res.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/cdn/images/${guid}.svg">`);
    const kit = await get('/hub/hub-rebuild-kits-detail/10044210', 'identity');
    expect(block(kit.body)!.answers).toHaveProperty(['/api/v11/kits/preSetPlusRebuildKit/10044210']);
    expect(kit.body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/cdn\/images\/[0-9a-f-]{36}\.svg"/,
    );
  });

  it('nothing for another address, an unknown part or an address that is no screen’s', async () => {
    expect(block((await get('/hub', 'identity')).body)).toBeUndefined();
    expect(block((await get('/hub/details/%E0%A4%A', 'identity')).body)).toBeUndefined();
    const unknown = await get('/hub/hub-rebuild-kits-detail/NOPE-0000', 'identity');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('rel="preload" as="image"');
  });
});

describe('the start screen’s and a result screen’s page carry the screen, rendered by the web build', () => {
  // A stand-in for the build's render module (apps/web/src/server.tsx, whose own tests render the
  // real screens): it writes what it was given, declines a part and fails on another, counts its
  // renders in the state, and says the start screen had a call unanswered.
  const module = join(web, 'render.mjs');
  writeFileSync(
    module,
    `export async function render(url, answers, config, ask, language) {
      const path = new URL(url).pathname;
      if (path.endsWith('/10031065')) return null;
      if (path.includes('kits-detail')) throw new Error('no');
      const calls = Object.keys(answers).sort().join(' ');
      const asked = [await ask('/api/v11/catalog'), await ask('/api/v11/kits/nosuchcall/1'), await ask('/hub')];
      const told = asked.map((a) => (a ? a.Status : 'none')).join(' ');
      globalThis.renders = (globalThis.renders ?? 0) + 1;
      return {
        html: '<link rel="preload" as="image" href="/react.svg"/><main data-path="' + path + '" data-calls="' + calls + '" data-asked="' + told + '" data-brand="' + config.brand.name + '" data-lang="' + language + '">Rendered</main>',
        state: { queries: [{ path }], renders: globalThis.renders },
        title: path === '/hub' ? undefined : 'Product <Details> & "more" – Parts Finder',
        complete: path !== '/hub',
      };
    }`,
  );
  let r: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    r = await createTestApp({ WEB_DIST: web, WEB_RENDER: module }, importSample);
  });
  afterAll(() => r.close());
  const page = async (url: string, headers: Record<string, string> = {}) =>
    (await r.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } })).body;
  const state = (body: string) =>
    /<script nonce="[^"]+" type="application\/json" id="page-state">([^<]*)<\/script>/.exec(body)?.[1];

  it('in place of the first-paint bar, from the page’s own answers, with the state the app takes over', async () => {
    const body = await page('/hub/details/10032003');
    const calls = ['/api/v11/aftermarketparts?hanum=10032003', '/api/v11/hubassemblydetails/10032003'].join(' ');
    const brand = r.app.deps.brand.name;
    // A call they do not hold is asked of the API: its answer when a 200, none else or outside it.
    expect(body).toContain(
      `<div id="root"><main data-path="/hub/details/10032003" data-calls="${calls}" data-asked="OK none none" data-brand="${brand}" data-lang="en">Rendered</main></div>`,
    );
    expect(JSON.parse(state(body)!)).toEqual({
      queries: [{ path: '/hub/details/10032003' }],
      renders: expect.any(Number),
    });
    // The render's title, escaped, in place of the site's; a render that gives none keeps the site's.
    expect(body).toContain('<title>Product &lt;Details&gt; &amp; &quot;more&quot; – Parts Finder</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(await page('/hub')).toContain(`<title>${brand} Parts Finder</title>`);
    // The answers travel in the state alone; the drawing's preload is the page's own, at high priority.
    expect(body).not.toContain('id="first-answers"');
    expect(body).not.toContain('/react.svg');
    expect(body).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/cdn\/images\/[0-9a-f-]{36}\.svg">/,
    );
  });

  it('kept until the catalog version changes, sent with a nonce of its own each time; one with a call unanswered is made again', async () => {
    const renders = (body: string) => (JSON.parse(state(body)!) as { renders: number }).renders;
    const nonce = (body: string) => /<script nonce="([^"]+)"/.exec(body)?.[1];
    const first = await page('/hub/details/10032003');
    const again = await page('/hub/details/10032003?from=link');
    const same = await page('/hub/details/10032003');
    expect(renders(same)).toBe(renders(first));
    expect(nonce(same)).not.toBe(nonce(first));
    expect(same.replaceAll(nonce(same)!, 'n')).toBe(first.replaceAll(nonce(first)!, 'n'));
    // Another address (here the same with a query) is a page of its own.
    expect(renders(again)).toBeGreaterThan(renders(first));
    const start = await page('/hub');
    expect(renders(await page('/hub'))).toBeGreaterThan(renders(start));
    await r.database.rows(sql`update catalog_meta set version = version + 1 where id = 1`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(renders(await page('/hub/details/10032003'))).toBeGreaterThan(renders(again));
  });

  it('its styles as stylesheets; its scripts listed for after the first paint, none loading before but the entry', async () => {
    const body = await page('/hub');
    expect(body).toContain('<div id="root"><main data-path="/hub" data-calls=""');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/Home.css">');
    expect(body).not.toContain('modulepreload');
    const files = /<script nonce="[^"]+" type="application\/json" id="page-files">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(files!)).toEqual(['/assets/messages-en.js', '/assets/Home.js', '/assets/home-en.js']);
    expect(body).toMatch(/<script nonce="[^"]+" type="module" crossorigin src="\/assets\/index.js">/);
  });

  it('compressed when the browser takes it', async () => {
    const res = await r.app.inject({ method: 'GET', url: '/hub', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    const text = brotliDecompressSync(res.rawPayload).toString();
    // The start screen is rendered anew each time (the stand-in counts it): the count aside.
    const same = (s: string) =>
      s.replace(/nonce-?[=:"' ]*[A-Za-z0-9+/=]{16,}/g, 'nonce').replace(/"renders":\d+/, '"renders":n');
    expect(same(text)).toBe(same(await page('/hub')));
  });

  it('in the reader’s language, from the answers the app asks for in it, kept apart from the other languages’', async () => {
    const renders = (body: string) => (JSON.parse(state(body)!) as { renders: number }).renders;
    const spanish = await page('/hub/details/10032003', { 'accept-language': 'es' });
    const calls = ['/api/v11/aftermarketparts?hanum=10032003&lang=es', '/api/v11/hubassemblydetails/10032003?lang=es'];
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(`<main data-path="/hub/details/10032003" data-calls="${calls.join(' ')}"`);
    expect(spanish).toContain('data-lang="es">Rendered</main>');
    expect(spanish).not.toContain('id="first-answers"');
    const files = /<script nonce="[^"]+" type="application\/json" id="page-files">([^<]*)<\/script>/.exec(spanish)?.[1];
    expect(JSON.parse(files!)).toContain('/assets/messages-es.js');
    expect(JSON.parse(files!)).not.toContain('/assets/messages-en.js');
    const french = await page('/hub/details/10032003?lang=fr-CA');
    expect(french).toContain(
      'data-calls="/api/v11/aftermarketparts?hanum=10032003&lang=fr-CA /api/v11/hubassemblydetails/10032003?lang=fr-CA"',
    );
    expect(french).toContain('data-lang="fr-CA">Rendered</main>');
    // Each language's page kept on its own: asked again, none is rendered again.
    const english = await page('/hub/details/10032003');
    expect(renders(await page('/hub/details/10032003', { 'accept-language': 'es' }))).toBe(renders(spanish));
    expect(renders(await page('/hub/details/10032003?lang=fr-CA'))).toBe(renders(french));
    expect(renders(await page('/hub/details/10032003'))).toBe(renders(english));
    expect(new Set([renders(spanish), renders(french), renders(english)]).size).toBe(3);
  });

  it('not for the pseudo-locale, an address of no such screen, or a render that declines or fails', async () => {
    const pseudo = await page('/hub/details/10032003?lang=en-XA');
    expect(pseudo).not.toContain('id="page-state"');
    expect(pseudo).toContain('id="first-answers"');
    expect(pseudo).toContain('modulepreload');
    for (const url of ['/hub/truck-type', '/hub/details/10031065', '/hub/hub-rebuild-kits-detail/10044210']) {
      const body = await page(url);
      expect(body, url).toContain('<div id="root"><span>');
      expect(state(body), url).toBeUndefined();
    }
    expect(await page('/hub/details/10031065')).toContain('id="first-answers"');
  });
});

describe('an address the app has no page for answers 404, with the app’s page', () => {
  // The router's patterns as the build lists them (apps/web/vite/hints.ts), a part of them.
  const pages = [
    { path: '', notFound: false },
    { path: 'hub', notFound: false },
    { path: 'hub/replacement-drum', notFound: false },
    { path: 'hub/replacement-drum/filter/:current/:filters', notFound: false },
    { path: 'hub/details/:id', notFound: false },
    { path: 'hub/finder', notFound: false },
    { path: 'filters', notFound: false },
    { path: 'hub/:step', notFound: false },
    { path: 'hub/seals-detail/:partNumber', notFound: false },
    { path: 'hub/bearing-filter-detail/:partNumber/:filterId', notFound: false },
    { path: 'replace', notFound: false },
    { path: 'replace/:step', notFound: false },
    { path: 'about', notFound: false },
    { path: '404', notFound: true },
    { path: '*', notFound: true },
  ];
  const site = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(site, 'index.html'), readFileSync(join(web, 'index.html')));
  writeFileSync(join(site, 'hints.json'), JSON.stringify({ ...hints, pages }));
  let s: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s = await createTestApp({ WEB_DIST: site }, importSample);
  });
  afterAll(async () => {
    await s.close();
    rmSync(site, { recursive: true, force: true });
  });
  const open = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('the same page as any address’s, in the reader’s language, where the app shows Page Not Found', async () => {
    const known = await open('/about');
    for (const url of [
      '/nope',
      '/about%ZZ',
      '/hub/nothing/here',
      '/404',
      '/hub/%FF',
      '/hub/nothing',
      '/HUB/truck-type',
      '/replace/no-such-step',
      '/index.html/x',
      '/assets/gone-1a2b3c.js',
      '/hub/details/1/2',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'nonce-/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      // The same page but for the screen's files (none for an address of no screen).
      const same = (body: string) =>
        body
          .replace(/nonce-?[=:"' ]*[A-Za-z0-9+/=]{16,}/g, 'nonce')
          .replace(/<link [^>]*rel="(module)?preload"[^>]*>/g, '');
      expect(same(res.body), url).toBe(same(known.body));
    }
    // The page's own file is the service worker's copy of the page.
    expect((await open('/index.html')).statusCode).toBe(200);
    const spanish = await open('/nope', { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<html lang="es">');
    // Not a page: the API's envelope, as before.
    const post = await s.app.inject({ method: 'POST', url: '/nope' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'NOT_FOUND' } });
  });

  it('200 for every pattern of the router with any parameter it knows, its words in any case', async () => {
    // A browser resolves a '.' or '..' part before it sends the address.
    const word = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((w) => w !== '.' && w !== '..')
      .map(encodeURIComponent);
    const known = (pattern: string) =>
      pattern === 'hub/:step'
        ? fc.constantFrom(...hubSteps, HUB_TYPE_STEP)
        : pattern === 'replace/:step'
          ? fc.constantFrom(...calculatorSteps)
          : word;
    const address = fc
      .constantFrom(...pages.filter((p) => !p.notFound).map((p) => p.path))
      .chain((pattern) =>
        fc.tuple(
          fc.constant(pattern),
          fc.array(known(pattern), { minLength: 3, maxLength: 3 }),
          pattern.includes(':step') ? fc.constant(false) : fc.boolean(),
          fc.constantFrom('', '/', '?lang=fr-CA', '/?x=%FF'),
        ),
      )
      .map(([pattern, values, upper, tail]) => {
        let i = 0;
        const parts = pattern
          .split('/')
          .filter(Boolean)
          .map((part) => (part.startsWith(':') ? values[i++]! : upper ? part.toUpperCase() : part));
        return `/${parts.join('/')}${tail}`;
      });
    await fc.assert(
      fc.asyncProperty(address, async (url) => {
        const res = await open(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }),
      { numRuns: 150 },
    );
  });

  it('200 for any address when the hints do not list the router’s patterns (as without a build)', async () => {
    for (const url of ['/nope', '/hub/nothing/here', '/hub/%FF'])
      expect((await get(url, 'identity')).statusCode).toBe(200);
  });
});
