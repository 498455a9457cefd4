import { test, expect } from '@playwright/test';
import { answerUntil, choices, h1, homeSearch, lookAt, skipPopup } from './finders';

// Sample catalog: competitor drum 7327AX → drum 10061001 (docs/CATALOG.md).
test.beforeEach(({ page }) => skipPopup(page));

test('a drum by a competitor number: recommendation, then details with notes and interchanges', async ({ page }) => {
  await page.goto('/hub');
  await page.getByRole('link', { name: /^Brake Drums/ }).click();
  await expect(h1(page)).toHaveText('Do you know your drum number?');
  await lookAt(page, 'drum-start', async () => expect(h1(page)).toBeVisible());
  await page.getByRole('link', { name: 'Yes' }).click();
  const box = page.getByRole('combobox');
  await expect(box).toHaveAttribute('placeholder', /Please enter a valid .+ or Competitor drum number/);
  await box.fill('7327-ax');
  await expect(page.getByRole('option')).toHaveCount(1);
  await lookAt(page, 'drum-search', async () => expect(page.getByRole('option').first()).toBeVisible());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/hub\/replacement-drum\/recommended-drums\/\d+$/);
  await expect(h1(page)).toHaveText('Success! The following drum is recommended');
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
  await lookAt(page, 'drum-recommended', async () => expect(h1(page)).toBeVisible());
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();

  await page.getByRole('link', { name: 'Product Details' }).click();
  await expect(h1(page)).toHaveText('Product Details');
  await expect(page.getByRole('table').first()).toContainText('15.00 in (381 mm)');
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  const interchanges = page.getByRole('table').filter({ hasText: 'Best match' });
  await expect(interchanges.getByRole('row', { name: /7327AX/ })).toContainText('Best match');
  await lookAt(page, 'drum-details', async () => expect(h1(page)).toBeVisible());
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to results' }).click();
  await expect(page).toHaveURL(/recommended-drums/);
});

test('the search goes to no results for an unknown number and does nothing on an empty box', async ({ page }) => {
  await page.goto('/hub/replacement-drum/search');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('combobox').fill('NO-SUCH-DRUM');
  await expect(page.getByText('No matches for NO-SUCH-DRUM').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/hub\/no-results$/);
});

test('a hub number in the drum box is named as a hub assembly, with a link to the all-parts search', async ({
  page,
}) => {
  const notice = page.getByRole('status').filter({ hasText: 'listed as' });
  const allParts = (text: string) =>
    page.waitForResponse((r) => r.url().endsWith(`/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`));
  await page.goto('/hub/replacement-drum/search');
  const box = page.getByRole('combobox');
  // Sample catalog: BW15374-XL is a competitor's number of hub 10032003.
  await box.fill('bw 15374xl');
  await expect(notice).toHaveText(
    'BW15374-XL is listed as Complete Hub Assembly, not as a brake drum. Search all parts for BW15374-XL',
  );
  await notice.getByRole('link', { name: 'Search all parts for BW15374-XL' }).click();
  await expect(page).toHaveURL(/\/hub\?number=BW15374-XL$/);
  await expect(h1(page)).toHaveText('What are you looking for?');
  await expect(page.getByRole('combobox')).toHaveValue('BW15374-XL');
  await expect(page.getByRole('option', { name: /^BW15374-XL/ })).toBeVisible();

  await page.goto('/hub/replacement-drum/search');
  // A drum number: its suggestion, no notice.
  await box.fill('7327AX');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  // A number only the start of a hub's, and a number nobody has: no match, and no notice once the
  // all-parts search has answered.
  for (const text of ['1003200', 'NO-SUCH-DRUM']) {
    const answered = allParts(text);
    await box.fill(text);
    await expect(page.getByText(`No matches for ${text}`).first()).toBeAttached();
    await answered;
    // The answer's render done: two frames and a task.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
    );
    await expect(notice).toHaveCount(0);
  }
});

test('a drum by filters: category order, each answer in the address, reload keeps the screen', async ({ page }) => {
  await page.goto('/hub/replacement-drum');
  await page.getByRole('link', { name: 'No, proceed without it' }).click();
  await expect(h1(page)).toHaveText('Choose the Bolt Circle Diameter');
  await expect(choices(page).first()).toContainText('mm)');
  await lookAt(page, 'drum-filter', async () => expect(choices(page).first()).toBeVisible());
  await choices(page).first().click();
  await expect(page).toHaveURL(/\/filter\/pidia\/bcdia=\d+\.\d+$/);
  await page.reload();
  await expect(h1(page)).toHaveText('Choose the Pilot Diameter');
  const titles = await answerUntil(page, /^Success!/);
  expect(titles.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/filter\/brnum\/.*bcdia=/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await lookAt(page, 'drum-results', async () => expect(page.getByRole('article').first()).toBeVisible());
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('article').first()).toBeVisible();
  // Back pops the last answer
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(url);
  await expect(choices(page).first()).toBeVisible();
});

test('a filter step outside the list is ignored: the next question in order opens', async ({ page }) => {
  await page.goto('/hub/replacement-drum/filter/nope/bcdia=1&junk=3');
  await expect(h1(page)).toHaveText('Choose the Pilot Diameter');
  await expect(page).toHaveURL(/\/hub\/replacement-drum\/filter\/pidia\/bcdia=1$/);
});

test('a home search for a drum number lands on its recommendation', async ({ page }) => {
  await homeSearch(page, '7327AX');
  await expect(page).toHaveURL(/\/hub\/replacement-drum\/recommended-drums\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
});

test('a failed call shows a message with Retry, and Retry loads the drum', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v11/brakedrum/summaries**', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          body: '{"Status":"ERROR","Error":{"Code":"UNAVAILABLE","Message":"The database is away."}}',
        })
      : route.fallback(),
  );
  await homeSearch(page, '7327AX');
  const alert = page.getByRole('alert');
  await expect(h1(page)).toHaveText('We could not load the results');
  await expect(alert).toContainText('The database is away.');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
