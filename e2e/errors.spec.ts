import { test, expect, type Route } from '@playwright/test';
import { withoutFirstAnswers } from './firstAnswers';
import { expectNoSeriousA11y, h1, skipPopup } from './finders';

// Sample catalog (docs/CATALOG.md): hubs 10031065 and 10032003, seal 10080113, drum 10061001.
const HUB = '10031065';
const OTHER_HUB = '10032003';
const SEAL = '10080113';
const DRUM = '10061001';

test.beforeEach(({ page }) => skipPopup(page));

// Seeded notification 1 (catalog/sample/notifications.json).
const WELCOME = 'Welcome to the new Parts Finder';

const serverError = (route: Route) =>
  route.fulfill({ status: 500, body: '{"Status":"ERROR","Error":{"Code":"INTERNAL","Message":"Broken."}}' });
const networkCut = (route: Route) => route.abort('internetdisconnected');

test('a screen whose call failed keeps its page heading, says what failed, and Retry loads it with the focus on its heading', async ({
  page,
}) => {
  // No notifications kept on the device: their screens have nothing to show in place of the failure.
  await page.addInitScript(() => localStorage.removeItem('app.notifications'));
  // The calculator's failed screens keep its column, the resume address's too.
  const calculatorWidths = new Map<string, number | undefined>();
  for (const screen of [
    {
      path: `/hub/details/${HUB}`,
      api: `**/api/v11/hubassemblydetails/${HUB}*`,
      fail: serverError,
      heading: 'Product Details',
      alert: 'We could not load this hub',
      loaded: 'Product Details',
    },
    {
      path: '/hub/results',
      api: '**/api/v14/hubassembly/filtervalues/hanum*',
      fail: networkCut,
      heading: 'We could not load the matching hubs',
      alert: 'We could not reach the server',
      loaded: 'Success!',
    },
    {
      path: `/hub/seals-detail/${SEAL}`,
      api: `**/api/v11/kits/seal/${SEAL}*`,
      fail: serverError,
      heading: 'Wheel Seal',
      alert: 'We could not load this part',
      loaded: 'Wheel Seal',
    },
    {
      path: `/parts/search/${HUB}`,
      api: `**/api/v11/aftermarketparts/${HUB}*`,
      fail: networkCut,
      heading: `Hub Components Search Results for: ${HUB}`,
      alert: 'We could not reach the server',
      loaded: new RegExp(`^Hub Components Search Results for: .+ ${HUB}$`),
    },
    {
      path: `/hub/replacement-drum/drumdetails/${DRUM}`,
      api: `**/api/v11/brakedrum/details/${DRUM}*`,
      fail: serverError,
      heading: 'Product Details',
      alert: 'We could not load the details',
      loaded: 'Product Details',
    },
    {
      path: `/hub/compare/${HUB}/${OTHER_HUB}`,
      api: `**/api/v11/hubassemblydetails/${HUB},${OTHER_HUB}*`,
      fail: networkCut,
      heading: 'Compare hub assemblies',
      alert: 'We could not load the comparison',
      loaded: 'Compare hub assemblies',
    },
    {
      path: '/notification',
      api: '**/api/v11/aftermarketnotification*',
      fail: networkCut,
      heading: 'Notifications',
      alert: 'The latest notifications could not be loaded',
      loaded: 'Notifications',
    },
    {
      path: '/hub/notification-detail/1',
      api: '**/api/v11/aftermarketnotification*',
      fail: serverError,
      heading: 'Notification',
      alert: 'Something went wrong',
      loaded: WELCOME,
    },
    {
      path: '/replace',
      api: '**/api/v11/Session*',
      fail: networkCut,
      heading: 'Calculators',
      alert: 'We could not reach the server',
      loaded: 'Calculators',
    },
    {
      path: '/replace/choose-calculator',
      api: '**/api/v11/Session*',
      fail: serverError,
      heading: 'Calculators',
      alert: 'Something went wrong',
      loaded: 'Calculators',
    },
    {
      // A later step: which calculator it is stays unknown until the session loads (none was chosen
      // in this one, so the calculator starts again at its first step).
      path: '/replace/labor-costs',
      api: '**/api/v11/Session*',
      fail: networkCut,
      heading: 'Calculators',
      alert: 'We could not reach the server',
      loaded: 'Calculators',
    },
  ]) {
    let failing = true;
    await page.route(screen.api, (route) => (failing ? screen.fail(route) : route.fallback()));
    await withoutFirstAnswers(page, screen.path);
    await page.goto(screen.path);
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await expect(retry, screen.path).toBeVisible();
    await expect(page.getByRole('alert'), screen.path).toContainText(screen.alert);
    await expect(h1(page), screen.path).toHaveCount(1);
    await expect(h1(page), screen.path).toHaveText(screen.heading);
    await expect(page, screen.path).toHaveTitle(new RegExp(`^${screen.heading}`));
    await expectNoSeriousA11y(page);
    const look = () => h1(page).evaluate((e) => `${getComputedStyle(e).fontSize} ${getComputedStyle(e).color}`);
    const failedLook = await look();
    // Retry's words are the size of the text around it, as every other button's.
    const sizes = await retry.evaluate((b) => [getComputedStyle(b).fontSize, getComputedStyle(document.body).fontSize]);
    expect(sizes[0], screen.path).toBe(sizes[1]);
    if (screen.path.startsWith('/replace'))
      calculatorWidths.set(screen.path, (await page.getByRole('alert').boundingBox())?.width);
    failing = false;
    await retry.press('Enter');
    await expect(page.getByRole('alert'), screen.path).toHaveCount(0);
    await expect(h1(page), screen.path).toHaveCount(1);
    await expect(h1(page), screen.path).toHaveText(screen.loaded);
    // The Retry button went with the failure: the focus is at the top of what loaded, not on the page.
    await expect(h1(page), screen.path).toBeFocused();
    // The page's heading looks the same failed and loaded (the hub results' 'Success!' is a heading of another kind).
    if (screen.loaded !== 'Success!') expect(await look(), screen.path).toBe(failedLook);
    await page.unroute(screen.api);
    await page.unroute(screen.path);
  }
  expect(calculatorWidths.size).toBe(3);
  expect(new Set(calculatorWidths.values()).size, JSON.stringify([...calculatorWidths])).toBe(1);
});

test('the home search with the server gone says the server was not reached, and Retry finds the number in the box', async ({
  page,
}) => {
  await page.goto('/hub');
  const box = page.getByRole('combobox');
  await expect(box).toBeVisible();
  // The lookup and the saved catalog's code (the lookup's way offline) both fail to come.
  await page.route('**/api/v11/partnumbers/**', networkCut);
  await page.route('**/assets/catalog-*', networkCut);
  await box.fill('1003');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The part number lookup failed');
  await expect(alert).toContainText('We could not reach the server');
  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  // The focus goes back to the box, whose list shows the numbers found.
  await expect(box).toBeFocused();
  await expect(page.getByRole('option').first()).toBeVisible();
});
