import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { corsPort } from '../playwright.config';

// A page of another origin calls the API with the key, as the original web app did from its own
// host. http://localhost:{corsPort} is listed in CORS_ORIGINS; http://127.0.0.1:{corsPort} is the
// same server under an origin that is not.
let other: Server;
test.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Other origin</title><h1>Other origin</h1>');
  });
  await new Promise<void>((resolve) => other.listen(corsPort, resolve));
  expect((other.address() as AddressInfo).port).toBe(corsPort);
});
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

async function keyOf(page: import('@playwright/test').Page) {
  await page.goto('/hub');
  return page.evaluate(
    () => JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!).apiKey as string,
  );
}

/** Calls the API from the page with the key header, which makes the browser send a preflight. */
function callFrom(page: import('@playwright/test').Page, url: string, key: string) {
  return page.evaluate(
    async ({ url, key }) => {
      try {
        const res = await fetch(url, { headers: { Accept: 'application/json', 'Ocp-Apim-Subscription-Key': key } });
        return { status: res.status, body: await res.json() };
      } catch (e) {
        return { error: String(e) };
      }
    },
    { url, key },
  );
}

test('a listed origin calls the API with the key; an origin not listed is refused', async ({ page, baseURL }) => {
  const key = await keyOf(page);
  const api = `${baseURL}/api/v11/aftermarketnotification`;

  await page.goto(`http://localhost:${corsPort}/`);
  await expect(page.getByRole('heading', { name: 'Other origin' })).toBeVisible();
  const allowed = await callFrom(page, api, key);
  expect(allowed).toMatchObject({ status: 200 });
  expect(Array.isArray((allowed as { body: unknown }).body)).toBe(true);

  const filters = await callFrom(page, `${baseURL}/api/v11/hubassembly/filtercategories/`, key);
  expect(filters).toMatchObject({ status: 200 });

  await page.goto(`http://127.0.0.1:${corsPort}/`);
  const refused = await callFrom(page, api, key);
  expect(refused).toEqual({ error: expect.stringContaining('Failed to fetch') });

  const direct = await page.request.fetch(api, {
    method: 'OPTIONS',
    headers: {
      Origin: `http://localhost:${corsPort}`,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'ocp-apim-subscription-key',
    },
  });
  expect(direct.status()).toBe(204);
  expect(direct.headers()['access-control-allow-origin']).toBe(`http://localhost:${corsPort}`);
  const stranger = await page.request.get(api, {
    headers: { Origin: `http://127.0.0.1:${corsPort}`, 'Ocp-Apim-Subscription-Key': key },
  });
  expect(stranger.status()).toBe(200);
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});
