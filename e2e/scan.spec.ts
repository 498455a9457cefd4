import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { checkVin, vinCheckDigit } from '@wheelend/domain';
import { expectNoSeriousViolations, sidewaysScroll } from './a11y';
import { labelVideo } from './fakeCamera';

// Sample catalog: competitor hub RH-4410.A, competitor drum 7327AX (docs/CATALOG.md); truck make 1 is
// Freightliner, whose VINs start with 1FU.
const withCheck = (v: string) => v.slice(0, 8) + vinCheckDigit(v) + v.slice(9);
const VIN = withCheck('1FUJGLDR0CLBM1234');
const UNKNOWN_VIN = withCheck('WDBJGLDR0CLBM1234');

/** A Chromium of its own whose camera films `video` (a label, or a blank card). */
async function cameraBrowser(video: string, extra: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      ...extra,
    ],
  });
}

async function openPage(browser: Browser, grant = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  if (grant) await context.grantPermissions(['camera']);
  await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  return context.newPage();
}

/** The scan button of the page's one number box (or of the box named `box`). */
const scanButton = (page: Page, box?: string) =>
  page.getByRole('button', { name: box ? `Scan a barcode into ${box}` : /^Scan a barcode into / });

test.describe('scanning labels with the camera', () => {
  const browsers: Browser[] = [];
  const launch = async (bcid: string | undefined, text?: string, extra?: string[]) => {
    const b = await cameraBrowser(await labelVideo(bcid, text), extra);
    browsers.push(b);
    return b;
  };
  test.afterAll(async () => {
    for (const b of browsers) await b.close();
  });

  test('a Code 128 competitor number fills the home search and shows its suggestion', async () => {
    const page = await openPage(await launch('code128', 'RH-4410.A'));
    await page.goto('/hub');
    const box = page.getByRole('combobox');
    await scanButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(box).toHaveValue('RH-4410.A');
    await expect(page.getByRole('option').first()).toContainText('RH-4410.A');
    await expect(box).toBeFocused();
  });

  test('a GS1-128 box label gives its part number to the drum search', async () => {
    const page = await openPage(await launch('gs1-128', '(01)00012345678905(240)7327AX'));
    await page.goto('/hub/replacement-drum/search');
    const box = page.getByRole('combobox');
    await scanButton(page, 'Drum number').click();
    await expect(box).toHaveValue('7327AX');
    await expect(page.getByRole('option').first()).toContainText('7327AX');
  });

  test('a VIN in Code 39 answers the truck make, which Back lets the user change', async () => {
    const page = await openPage(await launch('code39', VIN));
    await page.goto('/hub/truck-type');
    await scanButton(page, 'VIN').click();
    await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(VIN);
    await expect(page.getByRole('status').filter({ hasText: 'from the VIN' })).toContainText(
      'Freightliner, model year 2012,',
    );
    await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
    await expect(page).toHaveURL(/\/hub\/axle-type\?tcomp=1&brkty=1&tmake=1$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/hub\/truck-make\?tcomp=1&brkty=1$/);
    await expect(page.getByRole('button', { name: 'Kenworth' })).toBeVisible();
  });

  test('the scan dialog: axe clean, 320 px, keyboard, and the camera stops when it closes', async () => {
    const page = await openPage(await launch(undefined));
    await page.goto('/hub');
    const open = scanButton(page);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
    await expect(dialog.getByRole('status')).toHaveText('Looking for a barcode…');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { scanned: MediaStream }).scanned = document.querySelector('video')!
        .srcObject as MediaStream;
    });
    await expectNoSeriousViolations(page, 'scan dialog, desktop');
    expect(await sidewaysScroll(page, 320)).toBe(0);
    await expectNoSeriousViolations(page, 'scan dialog, 320 px');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(
      await page.evaluate(() =>
        (window as unknown as { scanned: MediaStream }).scanned.getTracks().map((t) => t.readyState),
      ),
    ).toEqual(['ended']);
  });

  test('a scanner whose code does not come says so in place, keeps the typed text, and Retry opens it', async () => {
    const page = await openPage(await launch(undefined));
    await page.goto('/hub');
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.innerText();
    const box = page.getByRole('combobox');
    await box.fill('10-031');
    let down = true;
    await page.route(/\/assets\/ScanDialog-[^/]+\.js$/, (route) =>
      down ? route.abort('connectionrefused') : route.fallback(),
    );
    const open = scanButton(page);
    await open.click();
    const failed = page.getByRole('dialog', { name: 'Scan a barcode' });
    const alert = failed.getByRole('alert');
    await expect(alert).toContainText('The scanner could not be opened because we could not reach the server.');
    await expect(heading).toHaveText(title);
    await expect(page.getByText('We could not load this page')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'scanner not loaded');
    expect(await sidewaysScroll(page, 320)).toBe(0);

    // Still down: the same message, in place.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText('The scanner could not be opened');
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toBeHidden();
    await expect(open).toBeFocused();
    await expect(box).toHaveValue('10-031');

    await open.click();
    await expect(alert).toContainText('The scanner could not be opened');
    down = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
    await expect(dialog.getByRole('status')).toHaveText('Looking for a barcode…');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(box).toHaveValue('10-031');
    await expect(heading).toHaveText(title);
  });

  test('a camera the site may not use: the dialog says why, and typing still works', async () => {
    const page = await openPage(await launch(undefined, undefined, ['--deny-permission-prompts']), false);
    await page.goto('/hub');
    await scanButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/Camera access is blocked for this site/);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox').fill('RH-4410.A');
    await expect(page.getByRole('option').first()).toContainText('RH-4410.A');
  });
});

test.describe('without a camera', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  });

  test('no scan button on the number boxes; the VIN field works by keyboard, axe clean at 390 and 320 px', async ({
    page,
  }) => {
    await page.goto('/hub');
    await expect(page.getByRole('combobox')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Scan a barcode/ })).toHaveCount(0);

    await page.goto('/hub/truck-type');
    const vin = page.getByLabel('VIN', { exact: true });
    await expect(vin).toBeVisible();
    await expect(page.getByRole('button', { name: /^Scan a barcode/ })).toHaveCount(0);
    await vin.focus();
    const wrong = VIN.slice(0, 8) + (VIN[8] === '1' ? '2' : '1') + VIN.slice(9);
    expect(checkVin(wrong).ok).toBe(false);
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^The check digit \(9th character\) is /)).toBeVisible();
    await expect(vin).toHaveAttribute('aria-invalid', 'true');
    await expect(vin).toBeFocused();
    await expectNoSeriousViolations(page, 'VIN refused, desktop');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(UNKNOWN_VIN);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Make not recognised' })).toContainText('WDB');
    await page.getByRole('button', { name: 'Truck with Disc Brakes' }).click();
    await expect(page).toHaveURL(/\/hub\/truck-make\?tcomp=1&brkty=2$/);

    await page.goto('/hub/truck-type');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('VIN', { exact: true }).fill(VIN.toLowerCase());
    await page.getByRole('button', { name: 'Use this VIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'from the VIN' })).toContainText('Freightliner');
    await expectNoSeriousViolations(page, 'VIN accepted, 390 px');
    expect(await sidewaysScroll(page, 320)).toBe(0);
    await expectNoSeriousViolations(page, 'VIN accepted, 320 px');
  });
});
