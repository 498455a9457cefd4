import { test, expect } from '@playwright/test';

test('number lookups go to the network past the service worker, which still serves the answers it keeps', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  const page = await context.newPage();
  try {
    await page.goto('/hub');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    // A page the worker controls from its start.
    await page.reload();
    await page.getByRole('combobox', { name: /part number/ }).pressSequentially('1003');
    await expect(page.getByRole('option').first()).toBeVisible();
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const t = e as PerformanceResourceTiming & { workerMatchedSourceType?: string };
        return { path: new URL(t.name).pathname, worker: t.workerStart > 0, source: t.workerMatchedSourceType };
      }),
    );
    const lookups = timings.filter((t) => t.path.includes('/partnumbers/withaftermarketnumbers/'));
    expect(lookups.length).toBeGreaterThan(0);
    // The browser's own account of each request: the route it matched sent it to the network.
    for (const l of lookups) expect(l.source, l.path).toBe('network');
    // An answer the worker keeps for offline use still goes through it.
    const kept = timings.filter((t) => t.path.startsWith('/api/') && !t.path.includes('/partnumbers/'));
    expect(kept.length).toBeGreaterThan(0);
    for (const k of kept) expect(k, k.path).toMatchObject({ worker: true, source: '' });
  } finally {
    await context.close();
  }
});
