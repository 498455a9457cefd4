import { test, expect } from '@playwright/test';

test('/ lands on /hub', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/hub$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
});

test('an unknown route shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('We were unable to find the page you are looking for.')).toBeVisible();
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

test('a screen’s page names every file the screen loads, and paints its own frame first', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  // Each screen up to its last part: the print sheet's line, whose messages a screen once asked for late.
  for (const [path, last] of [
    ['/hub', page.getByRole('heading', { name: 'What are you looking for?' })],
    ['/hub/details/10032003', page.getByText(/^Catalog data as of /).first()],
    ['/hub/hub-rebuild-kits-detail/10044210', page.getByText(/^Catalog data as of /).first()],
  ] as const) {
    const loaded: string[] = [];
    const note = (r: { url: () => string }) => {
      const { pathname } = new URL(r.url());
      // The service worker's registration loads its code at the first idle moment, not for the screen.
      if (pathname.startsWith('/assets/') && !pathname.startsWith('/assets/worker-')) loaded.push(pathname);
    };
    page.on('request', note);
    const res = await page.goto(path);
    await expect(last).toBeVisible();
    page.off('request', note);
    const html = await res!.text();
    expect(html, path).toMatch(/<div class="boot-bar">\s*<span>[^<]+<\/span>/);
    const named = new Set(
      [...html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]),
    );
    expect(loaded.length, path).toBeGreaterThan(3);
    expect(
      loaded.filter((f) => !named.has(f)),
      path,
    ).toEqual([]);
  }
});
