import { test, expect, type Page } from '@playwright/test';
import { seriousViolations, sidewaysScroll } from './a11y';
import { mailServer } from './mail';

const mailbox = mailServer();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const RESULTS = '/hub/results?tcomp=1&brkty=1&tmake=2&aaxna=3&hamnt=4&barlg=2&axthd=2&hcmty=1&wmslc=1';

/** Every screen of the app, the unknown-address screen too. */
const SCREENS = [
  '/hub',
  '/hub/choose-path',
  '/hub/find-assembly',
  '/hub/find-assembly-detail',
  '/hub/search',
  '/hub/no-results',
  '/hub/meritor-exclusive',
  '/hub/volvo-exclusive',
  '/hub/truck-type',
  '/hub/brake-type?tcomp=1',
  RESULTS,
  '/hub/details/10031065',
  '/hub/compare-hub',
  '/hub/compare/10031065/10031080',
  '/hub/email',
  '/notification',
  '/hub/notification-detail/2',
  '/replace/choose-calculator',
  '/disclaimer',
  '/help',
  '/about',
  '/contact',
  '/no-such-page',
];

/** Waits until the screen has its heading and no call is still under way. */
async function settle(page: Page) {
  await expect(h1(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('Retry on the results reloads everything that failed, and no error box outlives its cause', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.goto(RESULTS);
  await expect(h1(page)).toHaveText('We could not load the matching hubs');
  const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(failed).toBeVisible();

  await page.unroute('**/api/**');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Success/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the header logo link is named by the text it shows; axe runs its experimental rules too', async ({ page }) => {
  // Eight axe runs with every rule: about 45 s alone on a busy machine.
  test.slow();
  await page.goto('/hub');
  await settle(page);
  const logo = page.getByRole('banner').getByRole('link').first();
  const shown = (await logo.textContent())!.replace(/\s+/g, ' ').replace(', home', '').trim();
  expect(shown).toBe('Northwind Wheel End Parts Finder');
  await expect(logo).toHaveAccessibleName(new RegExp(`^${shown}`));
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'LATER' }).click();
  for (const path of ['/hub', '/hub/details/10031065', '/help', '/hub/replacement-drum/drumdetails/10061001']) {
    await page.goto(path);
    await settle(page);
    // At a phone's width as well as the desktop's: a table that scrolls sideways only on a phone, say.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('no screen scrolls sideways at 320 px, and details fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const wide: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await settle(page);
    const by = await sidewaysScroll(page, 320);
    if (by > 0) wide.push(`${path} by ${by} px`);
  }
  expect(wide).toEqual([]);

  await page.goto('/hub/details/10031065');
  await settle(page);
  expect(await sidewaysScroll(page, 390)).toBe(0);
  const table = page.getByRole('table', { name: 'Specifications' });
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('the home search says in full what to enter, on a phone and a desktop, in every language', async ({ page }) => {
  for (const [lang, width] of ['en', 'es', 'fr-CA'].flatMap((l) => [390, 1280].map((w) => [l, w] as const))) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/hub?lang=${lang}`);
    const input = page.getByRole('combobox').first();
    await expect(input).toBeVisible();
    if (lang === 'en')
      await expect(input).toHaveAttribute(
        'placeholder',
        'Please enter a valid Northwind Wheel End or Competitor part number',
      );
    const instruction = (await input.getAttribute('placeholder'))!;
    // Either the placeholder fits the box, or a line the user can read carries the whole text.
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return ctx.measureText(el.placeholder).width <= room;
    });
    if (!fits) {
      const line = page.locator('main').getByText(instruction, { exact: false });
      await expect(line, `the instruction in full, ${lang} at ${width} px`).toBeVisible();
      const cut = await line.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut).toBe(false);
    }
  }
});

test('the home tiles never break a word of their titles, in every language, from a phone to a desktop', async ({
  page,
}) => {
  for (const [lang, width] of ['en', 'es', 'fr-CA'].flatMap((l) =>
    [320, 390, 700, 1024, 1280].map((w) => [l, w] as const),
  )) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/hub?lang=${lang}`);
    const labels = page.locator('main a [class*="tileLabel"]');
    await expect(labels.first()).toBeVisible();
    const broken = await labels.evaluateAll((els) =>
      els.flatMap((el) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return (el.textContent ?? '')
          .split(/\s+/)
          .filter((word) => ctx.measureText(word).width > el.clientWidth)
          .map((word) => `${word} (${el.clientWidth}px)`);
      }),
    );
    expect(broken, `${lang} at ${width} px`).toEqual([]);
  }
});

test('money reads as en-US dollars on screen and in the email', async ({ page }) => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, v] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(v);
  };
  const next = async (step: string, button = 'Next') => {
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/replace/${step}$`));
  };
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^In House/ }).click();
  await expect(page).toHaveURL(/rebuild-costs$/);
  await fill({ 'Wheel seal cost': '35', 'Bearing set cost': '1047' });
  await expect(page.getByTestId('running-total')).toHaveText('$1,082.00');
  await next('replacement-costs');
  await fill({ 'Hub cost': '1200', 'Spindle nut cost': '0' });
  await expect(page.getByTestId('running-total')).toHaveText('$1,200.00');
  await next('labor-costs');
  await fill({ 'Labor cost per hour': '100' });
  await next('cost-comparison');
  // Rebuild: 1,082 parts + 3 h x $100; replace: 1,200 + 1 h x $100.
  await expect(page.getByTestId('total-rebuild')).toHaveText('$1,382.00');
  await expect(page.getByTestId('total-replace')).toHaveText('$1,300.00');
  await next('downtime-costs', 'View Benefits');
  await fill({ 'Downtime cost per hour': '100' });
  await next('results');
  await expect(page.getByTestId('row-Total').getByRole('cell')).toHaveText(['$1,682.00', '$1,400.00']);
  await expect(page.getByTestId('savings')).toHaveText('$282.00');
  await next('email', 'Email Results');
  await fill({ 'Recipient name *': 'Money Reader', 'Recipient email *': 'money@fleet.example.com' });
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(/\/replace\/confirmation$/);

  const mail = await mailbox.one('money@fleet.example.com');
  for (const v of ['$1,047.00', '$1,200.00', '$1,682.00', '$1,400.00', '$282.00']) expect(mail.body).toContain(v);
  expect(mail.body).not.toMatch(/\$\d{4}/);
});

test('Page Not Found keeps the address the user typed, through reload and Back', async ({ page }) => {
  for (const path of ['/no-such-page', '/hub/no-such-step', '/hub/results-of-nothing?x=1', '/replace/no-such-step']) {
    await page.goto('/help');
    await expect(h1(page)).toHaveText('Help');
    await page.goto(path);
    await expect(h1(page)).toHaveText('Page Not Found');
    await expect(page.getByText('We were unable to find the page you are looking for.')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(path);
    await page.reload();
    await expect(h1(page)).toHaveText('Page Not Found');
    expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(path);
    await page.goBack();
    await expect(h1(page)).toHaveText('Help');
  }
});
