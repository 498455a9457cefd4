import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11y, h1, skipPopup } from './finders';

// With no service worker (the journeys block it), a screen's code comes from the server when the
// screen opens: a server that is down, or a new build that took the old file names away, fails it.

test.beforeEach(({ page }) => skipPopup(page));

/** Opens `path` and waits until the page has asked for what it needs; from then on the files it did not
 * ask for fail as `fail` says, until the returned call lets them through. */
async function loadThenCut(page: Page, path: string, fail: 'down' | 'gone') {
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(request.url()));
  await page.goto(path);
  await expect(h1(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = new Set(asked);
  let cut = true;
  await page.route('**/assets/**', (route) => {
    if (!cut || loaded.has(route.request().url())) return route.fallback();
    return fail === 'down' ? route.abort('connectionrefused') : route.fulfill({ status: 404, body: 'Not Found' });
  });
  // A tab that reloads loses this mark.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  return () => {
    cut = false;
  };
}

/** Whether the style sheet of the module `name` applies to the page (one that failed has no rules to read). */
const styled = (page: Page, name: string) =>
  page.evaluate((name) => {
    const sheet = [...document.styleSheets].find((s) => new RegExp(`/${name}-[^/]+\\.css$`).test(s.href ?? ''));
    try {
      return (sheet?.cssRules.length ?? 0) > 0;
    } catch {
      return false;
    }
  }, name);

const kept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

async function expectFailedScreen(page: Page, texts: { heading: string; message: string; retry: string }) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(texts.message);
  await expect(alert.getByRole('button', { name: texts.retry })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(h1(page)).toHaveCount(1);
  await expect(h1(page)).toHaveText(texts.heading);
  await expect(page).toHaveTitle(new RegExp(`^${texts.heading}`));
  await expectNoSeriousA11y(page);
}

const english = {
  heading: 'We could not load this page',
  message: 'We could not reach the server',
  retry: 'Retry',
};

test('a screen whose code does not come says so in the app, and Retry shows it once the server is back', async ({
  page,
}) => {
  const back = await loadThenCut(page, '/hub', 'down');
  await page.getByRole('link', { name: /^Hubs/ }).click();
  await expect(page).toHaveURL('/hub/choose-path');
  await expectFailedScreen(page, english);

  // Still down: the same failure, in place.
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await retry.click();
  await expectFailedScreen(page, english);

  back();
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).press('Enter');
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(h1(page)).toBeFocused();
  expect(await kept(page), 'loaded in place').toBe(true);

  // A screen whose code failed before loads when it is opened again, with its styles.
  const again = await loadThenCut(page, '/hub', 'down');
  await page.getByRole('button', { name: /More Information/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Calculators/ })
    .click();
  await expectFailedScreen(page, english);
  again();
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL('/hub');
  await page.getByRole('button', { name: /More Information/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Calculators/ })
    .click();
  await expect(h1(page)).toHaveText('Calculators');
  await expect.poll(() => styled(page, 'CalculatorPage')).toBe(true);
});

test('a French reader reads the failure in French, and Retry shows the screen', async ({ page }) => {
  const back = await loadThenCut(page, '/hub?lang=fr-CA', 'down');
  await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL('/about');
  await expectFailedScreen(page, {
    heading: 'Nous n’avons pas pu charger cette page',
    message: 'Nous n’avons pas pu joindre le serveur',
    retry: 'Réessayer',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  back();
  await page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
  await expect(h1(page)).toHaveText('À propos');
  expect(await kept(page), 'loaded in place').toBe(true);
});

test('after a new build took the old files away, Retry loads the page again with the new files', async ({ page }) => {
  const deployed = await loadThenCut(page, '/hub', 'gone');
  await page.getByRole('link', { name: /^Hubs/ }).click();
  await expectFailedScreen(page, english);
  // None of this build's files is left; the page the server sends now names the new build's (here the
  // same names, served again).
  let old = true;
  await page.route('**/assets/**', (route) =>
    old ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  await page.route('**/hub/choose-path', (route) => {
    old = false;
    deployed();
    return route.fallback();
  });
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
  expect(await kept(page), 'loaded anew').toBe(false);
});

test('a screen whose code fails right after the app has rendered, before any other file came, says so in the app, and Retry shows it', async ({
  page,
}) => {
  // The server went down as the app rendered: nothing asked for after that comes, not even the error's
  // own code had it been a file loaded then (as it was: the router's developer page showed instead).
  await page.route('**/assets/ScreenError-*', (route) => route.abort('connectionrefused'));
  const back = await loadThenCut(page, '/hub?lang=es', 'down');
  await page.getByRole('link', { name: /^Mazas/ }).click();
  await expect(page).toHaveURL('/hub/choose-path');
  await expectFailedScreen(page, {
    heading: 'No pudimos cargar esta página',
    message: 'No pudimos comunicarnos con el servidor',
    retry: 'Reintentar',
  });
  back();
  await page.getByRole('alert').getByRole('button', { name: 'Reintentar' }).click();
  await expect(h1(page)).toHaveText('¿Conoce el número de ensamble de su maza?');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await kept(page), 'loaded in place').toBe(true);
});

test('the offline parts loaded with no connection leave no unhandled error, and load once it is back', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const outbox = (request: { url: () => string }) => /\/assets\/outbox-[^/]+\.js$/.test(request.url());
  await page.goto('/hub');
  await expect(h1(page)).toBeVisible();
  const failed = page.waitForEvent('requestfailed', { predicate: outbox, timeout: 15_000 });
  await context.setOffline(true);
  await failed;
  // Back online, the kept emails' code loads: an email kept on the device is sent as before.
  const loaded = page.waitForEvent('requestfinished', { predicate: outbox, timeout: 15_000 });
  await context.setOffline(false);
  await loaded.catch(() => undefined);
  expect(errors).toEqual([]);
  await loaded;
});
