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
