import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, sidewaysScroll } from './a11y';
import { h1, choices } from './finders';
import { keptEmails, mailServer } from './mail';

// The shop bay: installable, offline with saved answers and a saved catalog, emails kept until the
// connection returns, and a new version that waits for the end of a questionnaire. One browser
// context for all, as one phone: what one journey saved, the next one finds.

const swFile = new URL('../apps/web/dist/sw.js', import.meta.url);

const SEEN_HUB = '10032003';
const UNSEEN_HUB = '10031065';
/** A competitor's number of the sample catalog and the own hub it leads to. */
const COMPETITOR = { number: 'BW15374-XL', own: '10032003', title: 'FF Steer PreSet Hub Assembly' };

let context: BrowserContext;
let page: Page;
const mail = mailServer();

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 320, height: 800 }, serviceWorkers: 'allow' });
  await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

/** The page once the service worker controls it. */
async function controlled() {
  await page.goto('/hub');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

async function expectA11y(where: string) {
  expect(await sidewaysScroll(page, 320), `${where} at 320 px`).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, where);
}

test('the app is installable: a manifest with its icons and a service worker controlling the page', async () => {
  await controlled();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/hub', display: 'standalone', theme_color: '#0b3d66' });
  expect(manifest.name).toBeTruthy();
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const r = await page.request.get(icon.src);
    expect(r.headers()['content-type']).toBe('image/png');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // Chromium's own installability check: no errors means it offers to install the app.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Every context of the test browser is an incognito profile, where Chromium never offers to install.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  await cdp.detach();
});

test('offline, a screen seen before shows its saved answers with the date they were saved', async () => {
  await page.goto(`/hub/details/${SEEN_HUB}`);
  const title = page.getByText(SEEN_HUB).first();
  await expect(title).toBeVisible();
  await expect(page.getByTestId('offline-line')).toHaveCount(0);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(title).toBeVisible();
    await expect(page.getByTestId('offline-line')).toHaveText(/^Offline – saved on .*\d/);
    await expectA11y('a saved screen offline');
  } finally {
    await context.setOffline(false);
  }
  // Back online, the screen loads its answers again and no longer says it is offline.
  await expect(page.getByTestId('offline-line')).toHaveCount(0);
  await expect(title).toBeVisible();
  // The line follows Back and Home, on a screen with the shell's bar and on one with its own.
  for (const path of [`/hub/details/${SEEN_HUB}`, '/about']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Page' })).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      const line = page.getByTestId('offline-line');
      await expect(line, path).toBeVisible();
      expect(await line.evaluate((e) => e.previousElementSibling?.tagName), path).toBe('NAV');
    } finally {
      await context.setOffline(false);
    }
  }
});

test('back online, a screen still answered from the device asks again until the server answers', async () => {
  await page.goto(`/hub/details/${SEEN_HUB}`);
  await expect(page.getByText(SEEN_HUB).first()).toBeVisible();
  const line = page.getByTestId('offline-line');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(line).toBeVisible();
  } finally {
    // The connection is back, but its first call does not get through: the answer comes from the device.
    let cut = 0;
    await context.route('**/api/v11/hubassemblydetails/**', (route) =>
      cut++ === 0 ? route.abort('connectionreset') : route.fallback(),
    );
    await context.setOffline(false);
    await expect.poll(() => cut).toBeGreaterThan(0);
    await expect(line).toBeVisible();
    await expect(line).toHaveCount(0, { timeout: 15_000 });
    expect(cut).toBeGreaterThan(1);
    await context.unrouteAll();
  }
});

test('offline, a screen never opened before says it needs a connection and what still works', async () => {
  await context.setOffline(true);
  try {
    await page.goto(`/hub/details/${UNSEEN_HUB}`);
    await expect(page.getByText('This screen needs a connection')).toBeVisible({ timeout: 15_000 });
    // No "saved on" line above a screen of which nothing is saved.
    await expect(page.getByTestId('offline-line')).toBeHidden();
    await expect(page.getByRole('link', { name: 'saved the catalog for offline use' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectA11y('a screen never opened, offline');
  } finally {
    await context.setOffline(false);
  }
});

test('the calculator offline: an answer not saved says so with Retry, and a step opened offline loads when the connection returns', async () => {
  await controlled();
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await expect(page).toHaveURL(/wheel-position$/);
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Drive' }).click();
    await expect(page.getByText('Your answer was not saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page).toHaveURL(/wheel-position$/);
    await page.reload();
    await expect(page.getByText('This screen needs a connection')).toBeVisible();
    // Not that it was never opened here: the calculator keeps its answers on the server.
    await expect(page.getByText('The calculator keeps each answer on the server')).toBeVisible();
    await expect(page.getByText('It has not been opened on this device before')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('heading', { name: 'Choose the wheel position' })).toBeVisible();
  await page.getByRole('button', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/hub-material$/);
});

test('the calculator offline: Start Again not done says so with Retry, and Retry starts again once online', async () => {
  await controlled();
  const key = await page.evaluate(
    () => JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!).apiKey as string,
  );
  const headers = { 'Ocp-Apim-Subscription-Key': key };
  const inProgress = page.getByText('You have a calculation in progress on this device.');
  // The last step's Start Again, and the first step's for a calculation in progress.
  for (const [lastStep, path] of [
    ['confirmation', '/replace/confirmation'],
    ['hub-material', '/replace/choose-calculator'],
  ]) {
    const { id } = await (await page.request.post('/api/v11/SessionCreate', { headers })).json();
    const update = await page.request.post(`/api/v11/SessionUpdate?id=${id}`, {
      headers,
      data: { choose_calculator: 0, last_step: lastStep },
    });
    expect(update.status()).toBe(200);
    await page.evaluate((v) => localStorage.setItem('app.calculatorSessionId', v), String(id));
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Start Again' })).toBeVisible();
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Start Again' }).click();
      await expect(page.getByRole('alert')).toContainText('The calculation did not start again');
      await expect(page.getByRole('button', { name: 'Start Again' })).toBeFocused();
      await expect(page.getByText('This screen needs a connection')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/choose-calculator$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(inProgress).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Which costs do you want to compare?' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'))).not.toBe(String(id));
    expect((await page.request.get(`/api/v11/Session?id=${id}`, { headers })).status()).toBe(410);
  }
});

test('with the catalog saved, a number typed offline finds its part and opens its summary', async () => {
  await page.goto('/hub');
  await page.getByRole('button', { name: /More Information/ }).click();
  await page.getByRole('link', { name: 'Save the catalog for offline use' }).click();
  await expect(h1(page)).toHaveText('Save the catalog for offline use');
  const size = page.getByText(/^The download is \d+ KB for [\d,]+ part numbers\.$/);
  await expect(size).toBeVisible();
  await expectA11y('the save catalog screen');
  // A slow line, so that the download's progress shows as a phone in the shop bay would see it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 4000,
    uploadThroughput: 4000,
  });
  await page.getByRole('button', { name: /^Save the catalog \(\d+ KB\)$/ }).click();
  const progress = page.getByRole('progressbar', { name: 'Saving the catalog' });
  await expect(progress).toBeVisible();
  await expectA11y('the save catalog screen, downloading');
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  await expect(page.getByTestId('saved-status')).toContainText('up to date', { timeout: 20_000 });
  await expectA11y('the save catalog screen, saved');

  await context.setOffline(true);
  try {
    await page.goto('/hub');
    await page.getByRole('combobox').fill(COMPETITOR.number.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(COMPETITOR.number) }).click();
    await expect(page).toHaveURL(`/offline/part/${COMPETITOR.own}`);
    await expect(h1(page)).toHaveText(`Complete Hub Assembly ${COMPETITOR.own}`);
    await expect(page.getByText(COMPETITOR.title)).toBeVisible();
    await expect(page.getByText('From the catalog saved on this device.')).toBeVisible();
    await expectA11y('a saved summary offline');
  } finally {
    await context.setOffline(false);
  }
});

test('a saved catalog of an older catalog version is downloaded again in the background when online', async () => {
  // The device's copy is made to be of an earlier version, as after the server imported a new one.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parts-finder-offline');
        open.onsuccess = () => {
          const store = open.result.transaction('catalog', 'readwrite').objectStore('catalog');
          const get = store.get('current');
          get.onsuccess = () => {
            const put = store.put({ ...get.result, version: get.result.version - 1, savedAt: 0 }, 'current');
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
  );
  await page.goto('/hub');
  await expect(h1(page)).toHaveText('What are you looking for?');
  await page.goto('/offline');
  const status = page.getByTestId('saved-status');
  await expect(status).toContainText('up to date', { timeout: 20_000 });
  await expect(status).not.toContainText('1970');
});

test('a catalog saved in the earlier format still opens its summaries, and is downloaded again when online', async () => {
  // The earlier format had no format number and English labels.
  await page.evaluate(
    (own) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parts-finder-offline');
        open.onsuccess = () => {
          const store = open.result.transaction('catalog', 'readwrite').objectStore('catalog');
          const get = store.get('current');
          get.onsuccess = () => {
            const { Format: _, ...data } = get.result.data;
            data.Summaries = data.Summaries.map((s: { Number: string }) =>
              s.Number === own ? { ...s, Specs: [['Brake type', 'Drum']] } : s,
            );
            const put = store.put({ ...get.result, data }, 'current');
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
    COMPETITOR.own,
  );
  await context.setOffline(true);
  try {
    await page.goto(`/offline/part/${COMPETITOR.own}`);
    await expect(page.locator('main dt')).toHaveText(['Brake type']);
    await expect(page.locator('main dd')).toHaveText(['Drum']);
  } finally {
    await context.setOffline(false);
  }
  await page.goto('/offline');
  await expect(page.getByTestId('saved-status')).toContainText('up to date', { timeout: 20_000 });
  await page.goto(`/offline/part/${COMPETITOR.own}`);
  await expect(page.locator('main dt').first()).toHaveText('Hub assembly type');
  await expect(page.locator('main dt', { hasText: 'Brake type' })).toHaveCount(1);
});

test('an email sent offline is kept on the device and sent once when the connection returns', async () => {
  const address = `offline-${Date.now()}@example.com`;
  await page.goto(`/hub/email?part=${SEEN_HUB}`);
  await expect(h1(page)).toHaveText('Email a product');
  await context.setOffline(true);
  await page.getByLabel('Recipient name').fill('Pat Mechanic');
  await page.getByLabel('Recipient email').fill(address);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(h1(page)).toHaveText('Email kept on this device');
  await expect(page.getByRole('status')).toContainText('once, as soon as the connection returns');
  // It opens at its top, where its heading is, not scrolled to where the form's Send button was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectA11y('an email kept offline');
  expect(mail.to(address)).toHaveLength(0);

  await context.setOffline(false);
  await expect(h1(page)).toHaveText('Email sent', { timeout: 15_000 });
  await mail.one(address);
  // Another start with the connection finds nothing left to send, and the server queued it once.
  await page.reload();
  await expect(h1(page)).toHaveText('Email a product');
  expect(await keptEmails(page)).toBe(0);
  expect(mail.to(address)).toHaveLength(1);
});

test('a new version arriving mid-questionnaire is told once and starts on the next screen after it', async () => {
  const original = readFileSync(swFile, 'utf8');
  try {
    await controlled();
    await page.goto('/hub/truck-type');
    await expect(choices(page).first()).toBeVisible();
    const first = (await h1(page).textContent()) ?? '';
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    writeFileSync(swFile, `${original}\n// a new version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The version written is the one that waits: an update found on the way here (the file as the last
    // run left it) finishes installing first, and would otherwise take over in its place.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return !!r?.waiting && !r.installing;
        }),
      )
      .toBe(true);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the app is ready' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expectA11y('the new version notice');

    // The questionnaire goes on in the same document: nothing reloads under the user.
    await choices(page).first().click();
    await expect(h1(page)).not.toHaveText(first);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await choices(page).first().click();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Leaving the questionnaire loads the new version, while the page goes on calling through the
    // worker as a screen loading its data and images does: the take-over must not wait for it to stop.
    await page.evaluate(() => setInterval(() => void fetch('/favicon.png'), 50));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: /Parts Finder, home/ }).click();
    await reloaded;
    // A load lost while the browser switched versions is started again 3 s later (sw.ts), on a busy machine twice.
    await expect(h1(page)).toHaveText('What are you looking for?', { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    const state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: !!r?.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText('A new version of the app is ready')).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
