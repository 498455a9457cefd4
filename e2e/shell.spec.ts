import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './a11y';

type AppConfig = {
  apiKey: string;
  brand: { name: string; product: string; phone: string; links: Record<string, string> };
};

async function appConfig(page: Page): Promise<AppConfig> {
  return page.evaluate(() => JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!));
}

/** Closes the notification pop-up for this tab, so the shell itself can be looked at. */
async function dismissPopup(page: Page) {
  await page.goto('/hub');
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'LATER' }).click();
  await expect(popup).toBeHidden();
}

test('the side menu opens with the right links and closes with Escape', async ({ page }) => {
  await dismissPopup(page);
  const { brand } = await appConfig(page);
  const button = page.getByRole('button', { name: /More Information/ });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'More Information' });
  await expect(menu).toBeVisible();
  const expected: [RegExp, string][] = [
    [/^Contact/, brand.links.contact],
    [new RegExp(`^${brand.product} Website`), brand.links.website],
    [/^Service Literature/, brand.links.literature],
    [/^Calculators/, '/replace/choose-calculator'],
    [/^Disclaimer/, '/disclaimer'],
    [/^Notifications/, '/notification'],
    [/^Save the catalog for offline use/, '/offline'],
    [/^Hub Training 2\.0/, brand.links.training],
    [/^Privacy Policy/, brand.links.privacy],
  ];
  const links = menu.getByRole('navigation').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (let i = 0; i < expected.length; i++) {
    const [name, href] = expected[i];
    await expect(links.nth(i)).toHaveAccessibleName(name);
    await expect(links.nth(i)).toHaveAttribute('href', href);
    if (href.startsWith('http')) await expect(links.nth(i)).toHaveAttribute('target', '_blank');
  }
  await expect(menu.getByTestId('unseen-badge')).toHaveText(/^5/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link', { name: /^Disclaimer/ }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer');
});

test('header, footer and the disclaimer carry the spec wording and brand links', async ({ page }) => {
  await dismissPopup(page);
  const { brand } = await appConfig(page);
  await expect(page.getByRole('link', { name: new RegExp(`${brand.name} Parts Finder, home`) })).toHaveAttribute(
    'href',
    '/hub',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    'By using this app you accept the terms and conditions and the wheel end disclaimer.',
  );
  await expect(footer.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', brand.links.terms);
  await expect(footer.getByRole('link', { name: 'wheel end disclaimer' })).toHaveAttribute(
    'href',
    brand.links.disclaimer,
  );

  await footer.getByRole('link', { name: 'Disclaimer', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('This app is not all-inclusive.');
  await expect(main).toContainText('Wheel hubs are safety critical.');
  await expect(main).toContainText('must be verified');
  await expect(main).toContainText(`sends you to ${brand.name} Customer Service`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('/help and /mobile-help share the help content; /about and /contact exist', async ({ page }) => {
  await dismissPopup(page);
  const { brand } = await appConfig(page);
  for (const path of ['/help', '/mobile-help']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
    await expect(page.getByRole('heading', { level: 2, name: 'I have a part number' })).toBeVisible();
    await expect(page.getByRole('link', { name: brand.phone })).toHaveAttribute('href', /^tel:/);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.getByRole('link', { name: /Contact page/ })).toHaveAttribute('href', brand.links.contact);
});

test('/no-such-page and /404 show Page Not Found', async ({ page }) => {
  // A line break in an address is matched by no route at all, not even the catch-all.
  for (const path of ['/no-such-page', '/hub/notification-detail/1/extra/deep', '/404', '/%0A', '/stud/%0D%0A/x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('We were unable to find the page you are looking for.')).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('Back is contextual and Home resets the app state', async ({ page }) => {
  await dismissPopup(page);
  // Opened directly, Back has no history inside the app: it goes to /hub.
  await page.goto('/disclaimer');
  const bar = page.getByRole('navigation', { name: 'Page' });
  await bar.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/hub$/);

  // With history, Back goes back one page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.getByRole('navigation', { name: 'Page' }).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');

  // A notification detail links back to /notification.
  await page.goto('/hub/notification-detail/1');
  await expect(page.getByRole('navigation', { name: 'Page' }).getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    '/notification',
  );

  // Home clears every 'app.' key but the notifications and the app version.
  await page.evaluate(() => {
    localStorage.setItem('app.version', '2.0');
    localStorage.setItem('app.calculator.session', '42');
    sessionStorage.setItem('app.hub.wizard', '{"step":3}');
    localStorage.setItem('unrelated', 'kept');
  });
  await page.getByRole('navigation', { name: 'Page' }).getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/hub$/);
  const state = await page.evaluate(() => ({
    version: localStorage.getItem('app.version'),
    calc: localStorage.getItem('app.calculator.session'),
    wizard: sessionStorage.getItem('app.hub.wizard'),
    unrelated: localStorage.getItem('unrelated'),
    notifications: JSON.parse(localStorage.getItem('app.notifications') ?? '[]').length,
    later: sessionStorage.getItem('app.notifications.later'),
  }));
  expect(state).toEqual({ version: '2.0', calc: null, wizard: null, unrelated: 'kept', notifications: 8, later: '1' });
});

test('page views reach the analytics endpoint by sendBeacon; a bad event is rejected', async ({ page }) => {
  // Record what the page hands to navigator.sendBeacon, then let the real beacon go.
  await page.addInitScript(() => {
    const w = window as unknown as { beacons: string[] };
    w.beacons = [];
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => w.beacons.push(t));
      return original(url, data);
    };
  });
  const accepted: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/v11/analytics/events')) accepted.push(res.status());
  });
  await dismissPopup(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
  // Hiding the page sends what is queued at once.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const routes = () =>
    page.evaluate(() =>
      (window as unknown as { beacons: string[] }).beacons.flatMap((b) =>
        (JSON.parse(b) as { Events: { Route?: string }[] }).Events.map((e) => e.Route),
      ),
    );
  await expect.poll(routes).toEqual(['/hub', '/help']);
  await expect.poll(() => accepted).toContain(202);

  const { apiKey } = await appConfig(page);
  const bad = await page.request.post('/api/v11/analytics/events', {
    headers: { 'Ocp-Apim-Subscription-Key': apiKey },
    data: { Events: [{ Kind: 'page_view', Route: 'no-slash' }] },
  });
  expect(bad.status()).toBe(400);
});

test('the shell looks finished on a phone: no horizontal scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/disclaimer', '/help', '/notification', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('a brand name long enough to wrap on a phone stays inside the header, in the first paint and in the app', async ({
  browser,
}) => {
  const long = 'Northwestern Heavy Duty Wheel End Components';
  const inside = async (page: Page, bar: string, name: string) => {
    const [box, text] = [await page.locator(bar).boundingBox(), await page.locator(name).boundingBox()];
    expect(text!.y, name).toBeGreaterThanOrEqual(box!.y);
    expect(text!.y + text!.height, name).toBeLessThanOrEqual(box!.y + box!.height + 0.5);
    expect(text!.x + text!.width, name).toBeLessThanOrEqual(box!.x + box!.width);
  };
  // The first paint is looked at with scripts off, where it stays; the app with them on.
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled });
    await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
    const page = await context.newPage();
    // The page as a maker with a long name would send it (the server writes the brand setting's name in),
    // at an address whose page has the first-paint bar (the start screen's carries the screen itself).
    await page.route('**/hub/truck-type', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replaceAll('Northwind Wheel End', long) });
    });
    await page.goto('/hub/truck-type');
    if (!javaScriptEnabled) {
      await expect(page.locator('.boot-bar')).toContainText(long);
      const fits = await page.locator('.boot-bar > span').evaluate((e) => e.scrollHeight <= e.clientHeight);
      expect(fits).toBe(true);
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByText(long)).toBeVisible();
      await inside(page, 'header', `header :text-is("${long}")`);
      await inside(page, 'header', 'header :text-is("Parts Finder")');
      const [top, main] = [await header.boundingBox(), await page.getByRole('main').boundingBox()];
      expect(main!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test('the document title names the screen, and a navigation in the app takes the focus to its heading', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  await page.goto('/hub/details/10032003');
  const { brand } = await appConfig(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Product Details');
  await expect(page).toHaveTitle(`Product Details – ${brand.name} Parts Finder`);
  // A first load leaves the focus where the browser puts it.
  await expect(heading).not.toBeFocused();

  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/hub$/);
  await expect(heading).toHaveText('What are you looking for?');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`What are you looking for? – ${brand.name} Parts Finder`);
  // The next Tab goes on from the heading into the screen.
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((m) => m.contains(document.activeElement))).toBe(true);

  await page.getByRole('contentinfo').getByRole('navigation').getByRole('link', { name: 'Disclaimer' }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${await heading.textContent()} – `));
});

test('a new screen opens at its top, an address opened in the tab too, and Back returns to where the reader was', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/parts/search/10031065');
  const link = page.getByRole('region', { name: 'Spindle Nut Kits', exact: true }).getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const down = await page.evaluate(() => window.scrollY);
  expect(down).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/hub\/spindle-nut-kit-detail\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(link).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(down);

  // An address opened in the tab (typed, or a shared link) opens at its top too, not where the last page was.
  await page.goto('/parts/search/10031065');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  await page.goto('/hub/hub-rebuild-kits-detail/10044213');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
