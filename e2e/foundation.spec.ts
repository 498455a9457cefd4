import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';

test('/ lands on /hub', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/hub$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
});

test('an unknown route answers 404 and shows Page Not Found in the shell, from which the app works', async ({
  page,
}) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('We were unable to find the page you are looking for.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/hub$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  // The same for a step the questionnaire does not know, and in the reader's language.
  const step = await page.goto('/hub/no-such-step');
  expect(step?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const spanish = await page.goto('/hub/no/such/page?lang=es');
  expect(spanish?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('every address pattern of the router, its parameters filled, answers 200', async ({ request }) => {
  const hints = JSON.parse(readFileSync(new URL('../apps/web/dist/hints.json', import.meta.url), 'utf8')) as {
    pages: { path: string; notFound: boolean }[];
  };
  const sample: Record<string, string> = { 'hub/:step': 'truck-type', 'replace/:step': 'choose-calculator' };
  const found = hints.pages.filter((p) => !p.notFound);
  expect(found.length).toBeGreaterThan(40);
  for (const { path } of found) {
    const address = `/${path.replace(/:\w+$/, sample[path] ?? '10031065').replace(/:\w+/g, '1')}`;
    const res = await request.get(address, { maxRedirects: 0 });
    expect(res.status(), address).toBe(200);
  }
  for (const address of ['/404', '/hub/nothing/here', '/about%ZZ', '/replace/no-such-step'])
    expect((await request.get(address)).status(), address).toBe(404);
});

test('the API answers with the sample catalog', async ({ request, page }) => {
  await page.goto('/hub');
  const key = await page.evaluate(
    () => JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!).apiKey,
  );
  const res = await request.get('/api/v11/catalog', { headers: { 'Ocp-Apim-Subscription-Key': key } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.Results[0].Counts.hub_assemblies).toBeGreaterThanOrEqual(150);
});

test('a screen’s page names every file the screen loads, and carries the screen or paints its own frame first', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  // Each screen up to its last part: the print sheet's line, whose messages a screen once asked for late.
  for (const [path, last, rendered] of [
    ['/hub', page.getByRole('heading', { name: 'What are you looking for?' }), true],
    ['/hub/details/10032003', page.getByText(/^Catalog data as of /).first(), true],
    ['/hub/hub-rebuild-kits-detail/10044210', page.getByText(/^Catalog data as of /).first(), true],
    ['/hub/choose-path', page.getByRole('heading', { name: 'Do you know your hub assembly number?' }), false],
  ] as const) {
    const loaded: string[] = [];
    const note = (r: { url: () => string }) => {
      const { pathname } = new URL(r.url());
      // The service worker's registration (at the first idle moment), the outbox and saved catalog
      // (three seconds after the app starts) load their code after the screen, not for it.
      if (pathname.startsWith('/assets/') && !/^\/assets\/(worker|outbox|db)-/.test(pathname)) loaded.push(pathname);
    };
    page.on('request', note);
    const res = await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(last).toBeVisible();
    page.off('request', note);
    const html = await res!.text();
    if (rendered) expect(html, path).toMatch(/<div id="root"><div class="[^"]+"><a href="#main"/);
    else expect(html, path).toMatch(/<div class="boot-bar">\s*<span>[^<]+<\/span>/);
    // A page that carries its screen lists the screen's scripts as data, for after its first paint.
    const listed = /<script[^>]* id="page-files">([^<]*)<\/script>/.exec(html)?.[1];
    const named = new Set([
      ...[...html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]),
      ...(listed ? (JSON.parse(listed) as string[]) : []),
    ]);
    expect(loaded.length, path).toBeGreaterThan(3);
    expect(
      loaded.filter((f) => !named.has(f)),
      path,
    ).toEqual([]);
  }
});

test('a result screen’s page carries the screen in the reader’s language, readable without scripts, and the app takes it over in place', async ({
  browser,
}) => {
  const path = '/hub/details/10032003';
  for (const [locale, heading, back, home] of [
    ['en-US', 'Product Details', 'Return to results', 'What are you looking for?'],
    ['es', 'Detalles del producto', 'Volver a los resultados', '¿Qué está buscando?'],
  ]) {
    const scriptless = await browser.newContext({ javaScriptEnabled: false, locale });
    const bare = await scriptless.newPage();
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(bare.getByRole('heading', { level: 2, name: '10032003' })).toBeVisible();
    await expect(bare.locator('main img').first()).toBeVisible();
    await scriptless.close();

    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.addInitScript(() => {
      sessionStorage.setItem('app.notifications.later', '1');
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { rendered: Element[]; inert: boolean };
        w.rendered = [...document.querySelectorAll('main h1, main h2, main img, main table')];
        w.inert = document.getElementById('root')!.inert;
      });
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v11\/(hubassemblydetails|aftermarketparts)\b/.test(r.url())) calls.push(r.url());
    });
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^(Catalog data as of|Datos del catálogo al) /).first()).toBeVisible();
    const kept = await page.evaluate(() => {
      const w = window as unknown as { rendered: Element[]; inert: boolean };
      return { inert: w.inert, count: w.rendered.length, connected: w.rendered.filter((e) => e.isConnected).length };
    });
    // Inert until taken over, then the very elements the server sent: none rendered anew, no call made.
    expect(kept.inert, locale).toBe(true);
    expect(kept.count, locale).toBeGreaterThan(3);
    expect(kept.connected, locale).toBe(kept.count);
    expect(calls, locale).toEqual([]);
    // And it is the app: a link inside it opens the next screen without loading a page.
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
    await page.getByRole('link', { name: back }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
    // Opened from a link, the results to return to are the home search's for the number.
    await expect(page.getByRole('combobox')).toHaveValue('10032003');
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
    await context.close();
  }
});
