import { test, expect, type Page, type BrowserContext, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';

// The e2e server seeds catalog/sample/notifications.json into a fresh database, in file order:
// ids 1 Welcome (Web), 2 Sticky safety notice (Web), 3 Web update (<2.1, UPDATE NOW),
// 4 release notes (Web, exactly 2.0), 5 catalog (Web, silent), 6 iPhone (<2.1), 7 Android (<2.1),
// 8 legacy (Web, <1.5). Every test starts from a fresh browser context (empty storage).
const WELCOME = 'Welcome to the new Parts Finder';
const STICKY = 'Safety notice: PreSet Plus spindle nut torque';
const WEB_UPDATE = 'Web app update available';
const RELEASE_2_0 = 'Parts Finder 2.0 release notes';
const SILENT = 'Catalog updated with 2025 trailer hubs';
const IPHONE = 'iPhone app update: version 2.1';
const ANDROID = 'Android app update: version 2.1';
const LEGACY = 'Legacy web version retired';
const DESKTOP_SLIDES = [WELCOME, STICKY, WEB_UPDATE, LEGACY];

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const slideTitle = (page: Page) => popup(page).locator('p[id]');
const dot = (page: Page) => page.getByTestId('unseen-dot');

async function fresh(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext(options);
}

/** Goes through every slide with the next arrow and returns the titles seen. */
async function readAllSlides(page: Page): Promise<string[]> {
  const titles = [await slideTitle(page).innerText()];
  const next = popup(page).getByRole('button', { name: 'Next notification' });
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    await next.click();
    titles.push(await slideTitle(page).innerText());
  }
  return titles;
}

async function badge(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: /More Information/ }).click();
  const menu = page.getByRole('dialog', { name: 'More Information' });
  await expect(menu).toBeVisible();
  const b = menu.getByTestId('unseen-badge');
  const text = (await b.count()) > 0 ? (await b.innerText()).replace(/\D/g, '') : null;
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return text;
}

test('first visit shows the pop-up; LATER three times across visits hides a notification for good, Sticky stays', async ({
  browser,
}) => {
  const context = await fresh(browser);
  for (let visit = 1; visit <= 3; visit++) {
    const page = await context.newPage();
    await page.goto('/hub');
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByText(`1 of ${DESKTOP_SLIDES.length}`)).toBeVisible();
    expect(await readAllSlides(page)).toEqual(DESKTOP_SLIDES);
    await popup(page).getByRole('button', { name: 'LATER' }).click();
    await expect(popup(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    // The session chose to ignore them: not again in this tab.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    await page.waitForTimeout(500);
    await expect(popup(page)).toBeHidden();
    await page.close();
  }
  for (let visit = 4; visit <= 5; visit++) {
    const page = await context.newPage();
    await page.goto('/hub');
    await expect(popup(page)).toBeVisible();
    await expect(slideTitle(page)).toHaveText(STICKY);
    // A single slide has no arrows.
    await expect(popup(page).getByRole('button', { name: 'Next notification' })).toHaveCount(0);
    await expect(popup(page).getByRole('button', { name: 'UPDATE NOW' })).toHaveCount(0);
    await popup(page).getByRole('button', { name: 'LATER' }).click();
    await page.close();
  }
  await context.close();
});

test('a Sticky notification keeps coming back, even after LEARN MORE', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  await page.goto('/hub');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Next notification' }).click();
  await expect(slideTitle(page)).toHaveText(STICKY);
  await popup(page).getByRole('button', { name: 'LEARN MORE' }).click();
  await expect(page).toHaveURL(/\/hub\/notification-detail\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STICKY);
  expect(await badge(page)).toBe('5');

  for (let visit = 0; visit < 4; visit++) {
    const again = await context.newPage();
    await again.goto('/hub');
    await expect(popup(again)).toBeVisible();
    const titles = await readAllSlides(again);
    expect(titles).toContain(STICKY);
    await popup(again).getByRole('button', { name: 'LATER' }).click();
    await again.close();
  }
  await context.close();
});

test('an address whose id is not plain digits shows what an unknown notification shows', async ({ browser }) => {
  const context = await fresh(browser);
  await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  const page = await context.newPage();
  await page.goto('/hub/notification-detail/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
  for (const junk of ['0x1', '1e0', '%201', '1.0', '+1']) {
    await page.goto(`/hub/notification-detail/${junk}`);
    await expect(page.getByText('This notification is no longer available'), junk).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), junk).toHaveText('Notification');
  }
  await context.close();
});

test('LEARN MORE opens the detail; the dot and the badge update', async ({ browser }) => {
  const context = await fresh(browser, {
    userAgent: ANDROID_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/hub');
  await expect(popup(page)).toBeVisible();
  await expect(slideTitle(page)).toHaveText(ANDROID);
  const update = popup(page).getByRole('link', { name: /UPDATE NOW/ });
  await expect(update).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=com.example.northwind.partsfinder',
  );
  await expect(dot(page)).toBeVisible();

  await popup(page).getByRole('button', { name: 'LEARN MORE' }).click();
  await expect(page).toHaveURL(/\/hub\/notification-detail\/7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANDROID);
  await expect(page.getByRole('link', { name: /Update from Google Play/ })).toHaveAttribute(
    'href',
    /play\.google\.com/,
  );
  await expect(dot(page)).toHaveCount(0);
  expect(await badge(page)).toBeNull();

  await page.goto('/notification');
  const item = page.getByRole('link', { name: ANDROID });
  await expect(item).toBeVisible();
  await expect(item.locator('strong')).toHaveCount(0);
  await context.close();
});

test('on a desktop the badge counts down as details are read and unseen titles are bold', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  await page.goto('/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const titles = page.locator('main li');
  await expect(titles).toHaveText(
    [WELCOME, STICKY, WEB_UPDATE, SILENT, LEGACY].map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
  await expect(page.locator('main li strong')).toHaveCount(5);
  await expect(dot(page)).toBeVisible();
  expect(await badge(page)).toBe('5');

  await page.getByRole('link', { name: WELCOME }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME);
  await expect(page.getByRole('link', { name: 'service literature' })).toHaveAttribute(
    'href',
    'https://www.example.com/northwind/literature',
  );
  expect(await badge(page)).toBe('4');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page.getByRole('link', { name: WELCOME }).locator('strong')).toHaveCount(0);
  await expect(page.getByRole('link', { name: STICKY }).locator('strong')).toHaveCount(1);
  await context.close();
});

test('a notification for iOS shows on an iPhone, not on a desktop browser', async ({ browser }) => {
  const desktop = await fresh(browser);
  const d = await desktop.newPage();
  await d.goto('/notification');
  await expect(d.getByRole('link', { name: WELCOME })).toBeVisible();
  await expect(d.getByText(IPHONE)).toHaveCount(0);
  await expect(d.getByText(ANDROID)).toHaveCount(0);
  await desktop.close();

  const iphone = await fresh(browser, {
    userAgent: IPHONE_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const i = await iphone.newPage();
  await i.goto('/hub');
  await expect(popup(i)).toBeVisible();
  expect(await readAllSlides(i)).toEqual([IPHONE]);
  await popup(i).getByRole('button', { name: 'LATER' }).click();
  await i.goto('/notification');
  await expect(i.getByRole('link', { name: IPHONE })).toBeVisible();
  await expect(i.getByText(WELCOME)).toHaveCount(0);
  await iphone.close();
});

test('/?version=2.0 stores the version; a <2.1 and an exact 2.0 notification then show', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  await page.goto('/notification');
  await expect(page.getByRole('link', { name: WEB_UPDATE })).toBeVisible();
  await expect(page.getByRole('link', { name: LEGACY })).toBeVisible();
  await expect(page.getByText(RELEASE_2_0)).toHaveCount(0);

  await page.goto('/?version=2.0');
  await expect(page).toHaveURL(/\/hub$/);
  expect(await page.evaluate(() => localStorage.getItem('app.version'))).toBe('2.0');
  await page.goto('/notification');
  await expect(page.getByRole('link', { name: WEB_UPDATE })).toBeVisible();
  await expect(page.getByRole('link', { name: RELEASE_2_0 })).toBeVisible();
  await expect(page.getByText(LEGACY)).toHaveCount(0);

  await page.goto('/?version=2.1');
  await expect(page).toHaveURL(/\/hub$/);
  await page.goto('/notification');
  await expect(page.getByRole('link', { name: WELCOME })).toBeVisible();
  await expect(page.getByText(WEB_UPDATE)).toHaveCount(0);
  await expect(page.getByText(RELEASE_2_0)).toHaveCount(0);
  await context.close();
});

test('the pop-up is an accessible dialog: labelled, focus kept inside, Escape closes it', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  await page.goto('/hub');
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // It opened as the page loaded: the focus goes to the page's heading, not to nowhere.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('app.notifications.later'))).toBe('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app.notifications') ?? '[]'));
  expect(stored.find((n: { Id: number }) => n.Id === 1).ignore).toBe(1);
  expect(stored.find((n: { Id: number }) => n.Id === 3).ignore).toBe(0);
  await context.close();
});

test('coming back to /hub does not reopen the pop-up; entering it again does', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  await page.goto('/hub');
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'LATER' }).click();
  // Forget the session's choice, so only "coming back" can keep the pop-up closed.
  await page.evaluate(() => sessionStorage.clear());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/hub$/);
  await page.waitForTimeout(500);
  await expect(popup(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await page.getByRole('link', { name: /Parts Finder, home/ }).click();
  await expect(popup(page)).toBeVisible();
  await context.close();
});

test('axe finds no serious or critical violation on /notification and a detail', async ({ browser }) => {
  const context = await fresh(browser);
  const page = await context.newPage();
  for (const path of ['/notification', '/hub/notification-detail/2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main li, main article').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  await context.close();
});
