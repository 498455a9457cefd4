import { test, expect } from '@playwright/test';
import { answerUntil, choices, expectNoSeriousA11y, h1, homeSearch, lookAt, skipPopup } from './finders';

// Sample catalog (docs/CATALOG.md): hub casting 10023025 → the trailer pair 10032351 and 10032354;
// rotor casting 10024002 → three truck rotors, 10024004 → trailer rotors 10041227 and 10041229,
// 10024005 → rotor 10041228; drum casting 10062501 → drums 10061001 and 10061002, 10062502 → three
// drums; stud 10001400.
test.beforeEach(({ page }) => skipPopup(page));

const card = (page: import('@playwright/test').Page, number: string) =>
  page.getByRole('heading', { level: 2, name: number });

test('a hub casting from a home search: the wait shows, then the trailer pair', async ({ page }) => {
  await homeSearch(page, '10023025');
  await expect(page.getByRole('status').filter({ hasText: 'Opening your part' })).toBeVisible();
  await expect(page).toHaveURL(/\/hub\/casting\/filter\/hanum\/hcnum=10023025/);
  await expect(h1(page)).toHaveText('Success!');
  await expect(card(page, '10032351')).toBeVisible();
  await expect(card(page, '10032354')).toBeVisible();
  await expect(page.getByText('For the casting number 10023025')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Drawing of casting 10023025/ }).first()).toBeVisible();
  await lookAt(page, 'casting-hub-pair', async () => expect(card(page, '10032354')).toBeVisible());
  await page.reload();
  await expect(h1(page)).toHaveText('Success!');
  await expect(card(page, '10032351')).toBeVisible();
  await page.getByRole('link', { name: 'Product Details' }).first().click();
  await expect(page).toHaveURL(/\/hub\/details\/10032351$/);
});

test('a hub casting by filters: only “Proceed without the number”, questions, then a result', async ({ page }) => {
  await page.goto('/hub/casting');
  await expect(h1(page)).toHaveText('Find a hub by its casting number');
  await expect(page.locator('main').getByRole('link')).toHaveText(['Proceed without the number']);
  await lookAt(page, 'casting-hub-start', async () => expect(h1(page)).toBeVisible());
  await page.getByRole('link', { name: 'Proceed without the number' }).click();
  await expect(page).toHaveURL(/\/hub\/casting\/filter\/aaxna$/);
  await expect(choices(page).first()).toBeVisible();
  await lookAt(page, 'casting-hub-filter', async () => expect(choices(page).first()).toBeVisible());
  const titles = await answerUntil(page, /^Success!/);
  expect(titles[0]).toBe('Choose the Axle position');
  await expect(page).toHaveURL(/\/hub\/casting\/filter\/hanum\/aaxna=\d+&\w+=\d+/);
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(h1(page)).toHaveText(/^Success!/);
});

test('each casting start shows a drawing of where the number is cast', async ({ page }) => {
  for (const [path, noun] of [
    ['/hub/casting', 'hub'],
    ['/hub/rotor-casting', 'rotor'],
    ['/hub/drum-casting', 'drum'],
  ]) {
    await page.goto(path);
    const drawing = page.getByRole('img', { name: new RegExp(`^Drawing of a ${noun} casting .*casting number`) });
    await expect(drawing).toBeVisible();
    await expect.poll(() => drawing.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Where the casting number is cast')).toBeVisible();
  }
  await lookAt(page, 'casting-drum-start', async () => expect(h1(page)).toBeVisible());
});

test('a rotor casting from a home search: more than two results are a list of links', async ({ page }) => {
  await homeSearch(page, '10024002');
  await expect(page).toHaveURL(/\/hub\/rotor-casting\/filter\/brnum\/ctnum=10024002&trtyp=1$/);
  await expect(h1(page)).toHaveText('Success! The following parts match your casting');
  const links = page.locator('main ul li > a');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveText(/^\d{8} - .+ rotor$/);
  await lookAt(page, 'casting-rotor-list', async () => expect(links.first()).toBeVisible());
  await page.reload();
  await expect(links).toHaveCount(3);
  const first = (await links.first().textContent())!.split(' - ')[0];
  await links.first().click();
  await expect(page).toHaveURL(/\/hub\/replacement-rotor\/rotordetails\/\d+$/);
  await expect(card(page, first)).toBeVisible();
});

test('two trailer rotors of a casting are a pair that links to the casting’s rotors', async ({ page }) => {
  await page.goto('/hub/rotor-casting/filter/trtyp/ctnum=10024004');
  await expect(h1(page)).toHaveText('Success!');
  await expect(card(page, '10041227')).toBeVisible();
  await expect(card(page, '10041229')).toBeVisible();
  await lookAt(page, 'casting-rotor-pair', async () => expect(card(page, '10041229')).toBeVisible());
  await page.getByRole('link', { name: 'See the replacement rotors for this casting' }).first().click();
  await expect(page).toHaveURL(/\/hub\/replacement-rotor\/rotors\/10024004$/);
});

test('a rotor casting by filters ends at one rotor', async ({ page }) => {
  await page.goto('/hub/rotor-casting');
  await page.getByRole('link', { name: 'Proceed without the number' }).click();
  await expect(h1(page)).toHaveText('Truck or Trailer?');
  await expect(choices(page)).toHaveText(['Truck', 'Trailer']);
  await page.goto('/hub/rotor-casting/filter/trtyp/ctnum=10024005');
  await expect(h1(page)).toHaveText('Success! The following part matches your casting');
  await expect(card(page, '10041228')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Results pages' })).toHaveCount(0);
  await lookAt(page, 'casting-rotor-one', async () => expect(card(page, '10041228')).toBeVisible());
});

test('more than two drums of a casting are a list of links', async ({ page }) => {
  await page.goto('/hub/drum-casting/filter/brnum/ctnum=10062502');
  await expect(h1(page)).toHaveText('Success! The following parts match your casting');
  const links = page.locator('main ul li > a');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveText(/^10061003 - .+drum/);
  await lookAt(page, 'casting-drum-list', async () => expect(links.first()).toBeVisible());
  await page.reload();
  await expect(links).toHaveCount(3);
  await links.first().click();
  await expect(page).toHaveURL(/\/hub\/replacement-drum\/drumdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '10061003' })).toBeVisible();
});

test('a drum casting from a home search: two truck drums one at a time with the pager', async ({ page }) => {
  await homeSearch(page, '10062501');
  await expect(page).toHaveURL(/\/hub\/drum-casting\/filter\/brnum\/ctnum=10062501&/);
  await expect(h1(page)).toHaveText('Success! The following parts match your casting');
  await expect(card(page, '10061001')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Results pages' });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(card(page, '10061002')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await lookAt(page, 'casting-drum-paging', async () => expect(card(page, '10061002')).toBeVisible());
  await page.reload();
  await expect(card(page, '10061002')).toBeVisible();
});

test('a drum casting by filters asks the drum questions in order', async ({ page }) => {
  await page.goto('/hub/drum-casting');
  await page.getByRole('link', { name: 'Proceed without the number' }).click();
  await expect(page).toHaveURL(/\/hub\/drum-casting\/filter\/bcdia$/);
  const titles = await answerUntil(page, /^Success!/);
  expect(titles[0]).toBe('Choose the Bolt Circle Diameter');
  await expect(page.getByRole('article').or(page.locator('main ul li > a')).first()).toBeVisible();
});

test('a stud from a home search, by its number and from the stud start', async ({ page }) => {
  await homeSearch(page, '10001400');
  await expect(page).toHaveURL(/\/hub\/stud\/summaries\/10001400$/);
  await expect(h1(page)).toHaveText(/^Success! The following .+ Stud is recommended$/);
  await expect(card(page, '10001400')).toBeVisible();
  await expect(page.getByRole('definition').first()).toContainText('3.66" (90 mm)');
  await lookAt(page, 'stud-summary', async () => expect(card(page, '10001400')).toBeVisible());
  await page.reload();
  await expect(card(page, '10001400')).toBeVisible();

  await page.goto('/hub/stud/summaries');
  await lookAt(page, 'stud-start', async () => expect(h1(page)).toBeVisible());
  await page.getByLabel('Stud number').fill('1000-1600');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(card(page, '10001600')).toBeVisible();
  await expect(page.getByText('Rotor Stud ·')).toBeVisible();
});

test('a stud by filters: the stud titles in order, each answer in the address', async ({ page }) => {
  await page.goto('/hub/stud/summaries');
  await page.getByRole('link', { name: 'No, proceed without it' }).click();
  await expect(h1(page)).toHaveText('Choose the Style Description');
  await lookAt(page, 'stud-filter', async () => expect(choices(page).first()).toBeVisible());
  await choices(page).filter({ hasText: 'Round Head' }).click();
  await expect(page).toHaveURL(/\/hub\/stud\/filter\/thrdt\/stldp=2&stdia=\d+$/);
  await expect(h1(page)).toHaveText('Thread Orientation');
  await page.reload();
  const titles = await answerUntil(page, /^Success!/, (t) => (t === 'Thread Orientation' ? /Left Hand/ : undefined));
  expect(titles).toContain('Thread Orientation');
  await expect(page.getByRole('article').first()).toContainText('Left Hand');
  await page.goto('/hub/stud/filters/stldp');
  await expect(page).toHaveURL(/\/hub\/stud\/filter\/stldp$/);
});

test('a wheel stud by its flange and pilot: the flange labels, and 8.78 marked most common', async ({ page }) => {
  await page.goto('/hub/stud/filter/stldp');
  await choices(page).filter({ hasText: 'Clipped Head' }).click();
  await expect(h1(page)).toHaveText('Wheel Flange Diameter');
  await expect(choices(page)).toHaveText([
    '13.00" + (Most Common)',
    '12.75"-12.9" (For small diameter brake drums and wheels)',
  ]);
  await lookAt(page, 'stud-flange', async () => expect(choices(page).first()).toBeVisible());
  await choices(page).filter({ hasText: '13.00" + (Most Common)' }).click();
  await expect(h1(page)).toHaveText('Pilot Diameter');
  await expect(choices(page).filter({ hasText: 'Most common' })).toHaveText([/^8\.78"\s*Most common$/]);
  await expect(choices(page).filter({ hasText: '8.66"' })).not.toContainText('Most common');
  await choices(page).filter({ hasText: '8.78"' }).click();
  await expect(h1(page)).toHaveText(/^Success!/);
  await expect(card(page, '10001400')).toBeVisible();
  await page.reload();
  await expect(card(page, '10001400')).toBeVisible();
});

test('a failed call shows Retry, and Retry loads the casting', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v11/brakedrumcasting/filtervalues/brnum**', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          body: '{"Status":"ERROR","Error":{"Code":"UNAVAILABLE","Message":"The database is away."}}',
        })
      : route.fallback(),
  );
  await page.goto('/hub/drum-casting/filter/brnum/ctnum=10062501');
  const alert = page.getByRole('alert');
  await expect(h1(page)).toHaveText('We could not load the results');
  await expect(alert).toContainText('The database is away.');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, '10061001')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the stud start looks like the drum search: the same panel, box width and label, and no drawing it lacks', async ({
  page,
}) => {
  const look = async (box: import('@playwright/test').Locator) => {
    const form = page.locator('main form');
    const label = page.locator('main label').first();
    return {
      form: (await form.boundingBox())!.width,
      box: (await box.boundingBox())!.width,
      boxHeight: (await box.boundingBox())!.height,
      panel: await form.evaluate((e) => {
        const c = getComputedStyle(e);
        return [c.backgroundColor, c.borderTopWidth, c.borderRadius, c.padding];
      }),
      label: await label.evaluate((e) => getComputedStyle(e).fontWeight),
    };
  };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/hub/replacement-drum/search');
    const drum = await look(page.getByRole('combobox'));
    await page.goto('/hub/stud/summaries');
    const stud = await look(page.getByLabel('Stud number'));
    expect(stud, `${width} px`).toEqual(drum);
    await expect(page.getByText(/drawing/)).toHaveCount(0);
    await expect(page.getByText(/A the length under the head|A is the length under the head/)).toBeVisible();
    await expectNoSeriousA11y(page);
  }
});
