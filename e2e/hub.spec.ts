import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';

// Part numbers of the sample catalog (docs/CATALOG.md).
const CATALOG = {
  competitorForms: ['RH-4410.A', 'rh 4410a'],
  unknown: 'ZZ-000-NOPE',
  meritorExclusive: '72201D',
  volvoExclusive: 'SF HU-926-6',
  compare: ['10031065', '10032003'],
  manyResults:
    'tcomp=2&brkty=1&tmake=31&aaxna=4&whlps=2&hubps=1&strdo=1&hamnt=1&barlg=0&axthd=0&hcmty=2&icfsb=1&dpidi=1&abrty=0&hofsi=0&brdia=0&ovlgt=0&abcoi=2&hcbdi=1&wmslc=1',
  terminated: '10032291',
  hiddenKit: '10031080',
  // An old hub with no questionnaire filters, and a competitor's number for it.
  noFilters: ['10018476', '017.4052'],
  noFiltersParts: ['10080403', '10080401', '10080112'],
  // A text with the most suggestions a lookup gives (20): 5 seals, then bearings up to 10080433.
  manySuggestions: { text: '1008', last: '10080433' },
};
const PHONE = '1-800-555-0142';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const choices = (page: Page) => page.locator('main ul li > button');
const searchBox = (page: Page) => page.getByRole('combobox');

// These journeys are about the finder: the session has already said LATER to the notification pop-up.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
});

async function openHome(page: Page) {
  await page.goto('/hub');
  await expect(h1(page)).toHaveText('What are you looking for?');
}

async function searchHome(page: Page, text: string) {
  await searchBox(page).fill(text);
}

/** Answers every question until the results, taking the first choice unless `prefer` names one. */
async function answerUntilResults(
  page: Page,
  prefer: (title: string) => RegExp | undefined = () => undefined,
  onPromo: () => Promise<void> = async () => {},
) {
  const visited: string[] = [];
  for (let i = 0; i < 30; i++) {
    const done = page.getByRole('heading', {
      level: 1,
      name: /^(Success!|No results were found\.|Unitized hub assembly)$/,
    });
    const splined = page.getByRole('button', { name: 'Continue to Bendix Splined' });
    await expect(done.or(choices(page).first()).or(splined).first()).toBeVisible();
    if (await done.isVisible()) return visited;
    if (await splined.isVisible()) {
      await onPromo();
      await splined.click();
      // The offer stays on screen until the next step renders: read nothing before it has gone.
      await expect(splined).toBeHidden();
      continue;
    }
    const title = (await h1(page).textContent()) ?? '';
    visited.push(new URL(page.url()).pathname);
    const wanted = prefer(title);
    const button = wanted ? choices(page).filter({ hasText: wanted }).first() : choices(page).first();
    await button.click();
    // The next screen renders after the address changes (or the splined offer opens in place).
    await expect(h1(page)).not.toHaveText(title);
  }
  throw new Error('the questionnaire did not reach the results');
}

async function startQuestionnaire(page: Page, truckType: string) {
  await openHome(page);
  await page.getByRole('link', { name: /^Hubs/ }).click();
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
  await page.getByRole('link', { name: 'No, proceed without it' }).click();
  await expect(h1(page)).toHaveText('Truck Type');
  await expect(page.getByText('Step 1 of 23')).toBeVisible();
  await page.getByRole('button', { name: truckType }).click();
  // The truck-type buttons are choices too: wait for the next step before anyone reads the screen.
  await expect(h1(page)).not.toHaveText('Truck Type');
}

test('a number typed into the home page before the app has started is looked up', async ({ page }) => {
  // A slow phone shows the page the server rendered while the app's code still loads.
  let start = () => {};
  const loaded = new Promise<void>((resolve) => (start = resolve));
  await page.route('**/*.js', async (route) => {
    await loaded;
    await route.continue();
  });
  await page.goto('/hub', { waitUntil: 'commit' });
  await searchBox(page).pressSequentially(CATALOG.compare[0]);
  start();
  // The app has taken the page over: the box still holds the number, and it is looked up.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(searchBox(page)).toHaveValue(CATALOG.compare[0]);
  await searchBox(page).click();
  await expect(page.getByRole('option', { name: new RegExp(CATALOG.compare[0]) })).toBeVisible();
});

test('a number in the home address fills the search box and shows its suggestions; junk in it is ignored', async ({
  page,
}) => {
  await page.goto(`/hub?number=${encodeURIComponent(' rh\u20134410.a ')}`);
  await expect(searchBox(page)).toHaveValue('rh-4410.a');
  await expect(page.getByRole('option', { name: /^RH-4410\.A/ })).toBeVisible();
  for (const [junk, kept] of [
    ['%ZZ', '%ZZ'],
    ['9'.repeat(41), ''],
    ['%00%01', ''],
    ['%ED%A0%80', '\ufffd\ufffd\ufffd'],
    ['%F0%9F%9A%9A'.repeat(30), ''],
  ]) {
    await page.goto(`/hub?number=${junk}`);
    await expect(h1(page)).toHaveText('What are you looking for?');
    await expect(searchBox(page)).toHaveValue(kept);
    await searchBox(page).fill('10031065');
    await expect(page.getByRole('option', { name: /^10031065/ })).toBeVisible();
  }
});

test('a competitor number typed with different formatting reaches the same hub details', async ({ page }) => {
  const reached: string[] = [];
  for (const form of CATALOG.competitorForms) {
    await openHome(page);
    await searchHome(page, form);
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await page.waitForURL(/\/hub\/(filters|results)/);
    await answerUntilResults(page);
    await expect(h1(page)).toHaveText('Success!');
    await page
      .getByRole('link', { name: /See Details/ })
      .first()
      .click();
    await expect(h1(page)).toHaveText('Product Details');
    reached.push(new URL(page.url()).pathname);
  }
  expect(reached[0]).toMatch(/^\/hub\/details\//);
  expect(reached[1]).toBe(reached[0]);
});

test('the questionnaire takes a trailer with drum brakes from truck type to results', async ({ page }) => {
  await startQuestionnaire(page, 'Trailer with Drum Brakes');
  await expect(page).toHaveURL(/tcomp=2&brkty=1/);
  const visited = await answerUntilResults(page);
  await expect(h1(page)).toHaveText('Success!');
  await expect(page.getByText('The following Hubs meet your parameters')).toBeVisible();
  await expect(page.getByRole('link', { name: /See Details/ }).first()).toBeVisible();
  expect(visited[0]).toBe('/hub/truck-make');
  await expectNoSeriousViolations(page);
});

test('the questionnaire takes a steer axle with disc brakes to results', async ({ page }) => {
  await startQuestionnaire(page, 'Truck with Disc Brakes');
  await expect(page).toHaveURL(/tcomp=1&brkty=2/);
  await answerUntilResults(page, (title) => (/Axle position/i.test(title) ? /steer/i : undefined));
  await expect(h1(page)).toHaveText('Success!');
  await page
    .getByRole('link', { name: /See Details/ })
    .first()
    .click();
  await expect(h1(page)).toHaveText('Product Details');
  await expect(page.getByRole('row', { name: /Axle Position/ })).toContainText(/steer/i);
  await expectNoSeriousViolations(page);
});

test('more than two results show one at a time with a numbered pager', async ({ page }) => {
  await startQuestionnaire(page, 'Trailer with Drum Brakes');
  await answerUntilResults(page, (title) =>
    /truck make/i.test(title)
      ? /Great Dane/
      : /Axle position/i.test(title)
        ? /TN Trailer/
        : /material/i.test(title)
          ? /Aluminum/
          : /wheel type/i.test(title)
            ? /Steel/
            : undefined,
  );
  await expect(h1(page)).toHaveText('Success!');
  await expect(page).toHaveURL(/wmslc=1/);
  await expect(page.getByRole('heading', { name: 'Long stud versions' })).toBeVisible();
  await expect(page.getByRole('link', { name: '10031066' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Results pages' });
  const pages = pager.getByRole('button', { name: /^Result \d+:/ });
  expect(await pages.count()).toBeGreaterThan(2);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.locator('article')).toHaveCount(1);
  const first = await page.locator('article h3').textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('article h3')).not.toHaveText(first!);
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(pages.nth(1)).toHaveAttribute('aria-current', 'page');
  await pages.last().click();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a long result list shows a few page buttons around the page shown, and reaches a far page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hub/results');
  const pager = page.getByRole('navigation', { name: 'Results pages' });
  const count = pager.getByText(/^Result \d+ of \d+$/);
  await expect(count).toHaveText(/^Result 1 of \d+$/);
  // Hubs that can be ordered come first, those no longer available last.
  await expect(page.locator('article h2')).toHaveText('The following hub is recommended');
  const total = Number(/of (\d+)/.exec((await count.textContent())!)![1]);
  expect(total).toBeGreaterThan(20);
  const pages = pager.getByRole('button', { name: /^Result \d+:/ });
  const numbers = () => pages.allTextContents();
  await expect(pages).toHaveCount(6);
  expect(await numbers()).toEqual(['1', '2', '3', '4', '5', String(total)]);
  // The pager fits the phone's width: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await pages.last().click();
  await expect(count).toHaveText(`Result ${total} of ${total}`);
  await expect(page.locator('article h2')).toHaveText('This hub is no longer available');
  await expect(page).toHaveURL(new RegExp(`page=${total}`));
  await expect(pages.last()).toHaveAttribute('aria-current', 'page');
  expect(await numbers()).toEqual(['1', ...[4, 3, 2, 1, 0].map((d) => String(total - d))]);
  // Next stays where the keyboard is, marked disabled, at the end.
  const next = pager.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await expect(count).toHaveText(`Result ${total} of ${total}`);

  const middle = Math.floor(total / 2);
  await page.goto(`/hub/results?page=${middle}`);
  await expect(count).toHaveText(`Result ${middle} of ${total}`);
  expect(await numbers()).toEqual(['1', String(middle - 1), String(middle), String(middle + 1), String(total)]);
  await expect(pager.getByText('…')).toHaveCount(2);
  const shown = await page.locator('article h3').textContent();
  await pages.filter({ hasText: String(middle) }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(`Result ${middle + 1} of ${total}`);
  await expect(page.locator('article h3')).not.toHaveText(shown!);
  await expect(pages.filter({ hasText: String(middle + 1) })).toHaveAttribute('aria-current', 'page');
  await expect(pages.filter({ hasText: String(middle + 1) })).toBeFocused();
  await expect(pages).toHaveCount(5);
  await expectNoSeriousViolations(page);
});

test('a reload in the middle of the questionnaire keeps the step and the choices', async ({ page }) => {
  await startQuestionnaire(page, 'Trailer with Drum Brakes');
  await expect(choices(page).first()).toBeVisible();
  const before = await h1(page).textContent();
  await choices(page).first().click();
  await expect(h1(page)).not.toHaveText(before!);
  await expect(choices(page).first()).toBeVisible();
  const url = page.url();
  const title = await h1(page).textContent();
  const step = await page.getByText(/^Step \d+ of 23$/).textContent();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(h1(page)).toHaveText(title!);
  await expect(page.getByText(/^Step \d+ of 23$/)).toHaveText(step!);
  // The step stays: it shows its choices and did not move on by itself.
  await expect(choices(page).first()).toBeVisible();
  expect(page.url()).toBe(url);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/hub\/truck-make\?tcomp=2&brkty=1$/);
});

test('compare shows the differing rows first, expanded', async ({ page }) => {
  await page.goto('/hub/compare-hub');
  const [a, b] = CATALOG.compare;
  await page.getByRole('combobox', { name: 'First hub assembly number' }).fill(a);
  await page.getByRole('option', { name: new RegExp(a) }).click();
  await page.getByRole('combobox', { name: 'Second hub assembly number' }).fill(b);
  await page.getByRole('option', { name: new RegExp(b) }).click();
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/hub/compare/${a}/${b}`);
  const triggers = page.locator('main h2 button');
  await expect(triggers.first()).toBeVisible();
  const states = await triggers.evaluateAll((els) =>
    els.map((e) => ({
      differs: e.textContent!.includes('Differs'),
      expanded: e.getAttribute('aria-expanded') === 'true',
    })),
  );
  const firstSame = states.findIndex((s) => !s.differs);
  expect(firstSame).toBeGreaterThan(0);
  expect(states.slice(firstSame).every((s) => !s.differs && !s.expanded)).toBe(true);
  expect(states.slice(0, firstSame).every((s) => s.expanded)).toBe(true);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Return to Comparison' }).click();
  await expect(page).toHaveURL(/\/hub\/compare-hub/);
});

test('the compare form keeps its two numbers: Return to Comparison, the browser’s Back and a reload', async ({
  page,
}) => {
  const [a, b] = CATALOG.compare;
  const first = page.getByRole('combobox', { name: 'First hub assembly number' });
  const second = page.getByRole('combobox', { name: 'Second hub assembly number' });
  // A phone's height: the second box is below the fold, and typing in it leaves the page where it is.
  await page.setViewportSize({ width: 390, height: 300 });
  await page.goto('/hub/compare-hub');
  await first.fill(a);
  await page.keyboard.press('Escape');
  await second.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.keyboard.type(b);
  await expect(second).toHaveValue(b);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/hub/compare/${a}/${b}`);
  await page.goBack();
  await expect(first).toHaveValue(a);
  await expect(second).toHaveValue(b);
  await page.reload();
  await expect(first).toHaveValue(a);
  await expect(second).toHaveValue(b);
  // Opened fresh, the comparison's own link back fills the form with its numbers, to change one.
  await page.goto(`/hub/compare/${a}/${b}`);
  await page.getByRole('link', { name: 'Return to Comparison' }).click();
  await expect(first).toHaveValue(a);
  await expect(second).toHaveValue(b);
  await second.fill('');
  await expect(page.getByRole('link', { name: 'Compare' })).toHaveCount(0);
});

test('a hub opened from the comparison offers the way back to the comparison, named so', async ({ page }) => {
  const [a, b] = CATALOG.compare;
  await page.goto(`/hub/compare/${a}/${b}`);
  await page.getByRole('link', { name: b, exact: true }).click();
  await expect(h1(page)).toHaveText('Product Details');
  await expect(page.getByRole('link', { name: 'Return to results' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Comparison' }).click();
  await expect(page).toHaveURL(`/hub/compare/${a}/${b}`);
  await expect(h1(page)).toHaveText('Compare hub assemblies');
});

test('compare says clearly when a number does not exist', async ({ page }) => {
  await page.goto(`/hub/compare/${CATALOG.compare[0]}/99999999`);
  await expect(page.getByRole('alert')).toContainText('Hub assembly number 99999999 does not exist');
});

test('compare says so when both numbers are the same hub, also through a competitor’s number', async ({ page }) => {
  const [a] = CATALOG.compare;
  for (const [first, second] of [
    [a, a],
    [CATALOG.competitorForms[0], a],
  ]) {
    const path = `/hub/compare/${encodeURIComponent(first)}/${second}`;
    await page.goto(path);
    await expect(page.getByRole('alert'), path).toHaveText(
      `Both numbers are hub assembly ${a}. Enter two different hub assembly numbers to compare them.`,
    );
    // No list of the hub's properties, each 'Same' as itself.
    await expect(page.locator('main h2 button'), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Comparison' }), path).toBeVisible();
  }
});

test('a compare box whose lookup failed offers Retry, and Retry finds the number', async ({ page }) => {
  await page.goto('/hub/compare-hub');
  const lookups = '**/hubassemblynumbers/**';
  await page.route(lookups, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('combobox', { name: 'Second hub assembly number' }).fill(CATALOG.compare[1]);
  const failed = page.getByRole('alert').filter({ hasText: 'The assembly number lookup failed' });
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.unroute(lookups);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Second hub assembly number' })).toBeFocused();
  await expect(page.getByRole('option', { name: new RegExp(CATALOG.compare[1]) })).toBeVisible();
});

test('the hub number search opens the hub by its assembly number', async ({ page }) => {
  await openHome(page);
  await page.getByRole('link', { name: /^Hubs/ }).click();
  await page.getByRole('link', { name: 'Yes', exact: true }).click();
  await expect(h1(page)).toHaveText('Enter your hub assembly number');
  await searchBox(page).fill(CATALOG.compare[0]);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/hub\/filters\//);
  await answerUntilResults(page);
  await expect(h1(page)).toHaveText('Success!');
  await expect(page.getByRole('heading', { name: CATALOG.compare[0] })).toBeVisible();
  // A number that leaves the brake type open asks it under its own title, not the truck type's.
  await page.goto('/hub/filters/tcomp=1');
  await expect(h1(page)).toHaveText('Choose the brake type');
  await expect(choices(page)).toHaveText([/Drum/, /Disc/]);
});

test('a drum number in the hub assembly box is named as a brake drum, with a link to the all-parts search', async ({
  page,
}) => {
  const notice = page.getByRole('status').filter({ hasText: 'listed as' });
  const allParts = (text: string) =>
    page.waitForResponse((r) => r.url().endsWith(`/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`));
  await page.goto('/hub/search');
  await expect(h1(page)).toHaveText('Enter your hub assembly number');
  // Sample catalog: 7327AX is a competitor's number of a brake drum.
  await searchBox(page).fill('7327AX');
  await expect(notice).toHaveText('7327AX is listed as Brake Drum, not as a hub assembly. Search all parts for 7327AX');
  await notice.getByRole('link', { name: 'Search all parts for 7327AX' }).click();
  await expect(page).toHaveURL(/\/hub\?number=7327AX$/);
  await expect(h1(page)).toHaveText('What are you looking for?');
  await expect(searchBox(page)).toHaveValue('7327AX');

  await page.goto('/hub/search');
  // A hub's number: its suggestion, no notice.
  await searchBox(page).fill(CATALOG.compare[1]);
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  // A Meritor-exclusive hub is no assembly number of this box, but a hub all the same: no notice once
  // the all-parts search has answered.
  const answered = allParts(CATALOG.meritorExclusive);
  await searchBox(page).fill(CATALOG.meritorExclusive);
  await expect(page.getByText(`No matches for ${CATALOG.meritorExclusive}`).first()).toBeAttached();
  await answered;
  // The answer's render done: two frames and a task.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
  await expect(notice).toHaveCount(0);
});

test('an unknown number reaches No results with the phone number', async ({ page }) => {
  await openHome(page);
  await searchHome(page, CATALOG.unknown);
  await expect(page.getByText(`No matches for ${CATALOG.unknown}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/hub/no-results');
  await expect(h1(page)).toHaveText('No results were found.');
  await expect(page.getByText(PHONE)).toBeVisible();
});

test('answers that find no hub say so as every no-results screen does, and lead to the number search or the questions again', async ({
  page,
}) => {
  // A trailer whose axle is a steer axle: no hub of the sample has both.
  const deadEnd = '/hub/results?tcomp=2&brkty=1&tmake=31&aaxna=1';
  await page.goto(deadEnd);
  await expect(h1(page)).toHaveText('No results were found.');
  await expect(page.getByText('No hub matches every answer you gave. Go back and change an answer')).toBeVisible();
  await expect(page.getByRole('link', { name: PHONE })).toHaveAttribute('href', `tel:${PHONE.replace(/-/g, '')}`);
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  const search = page.getByRole('link', { name: 'New search', exact: true });
  const questions = page.getByRole('link', { name: 'Start the questions again', exact: true });
  await expect(search).toHaveAttribute('href', '/hub/search');
  await expect(questions).toHaveAttribute('href', '/hub/truck-type');
  await expectNoSeriousViolations(page, 'the questionnaire found no hub');

  await search.click();
  await expect(h1(page)).toHaveText('Enter your hub assembly number');
  // Back to the screen, as after any move inside the app: the focus is on its heading.
  await page.goBack();
  await expect(h1(page)).toHaveText('No results were found.');
  await expect(h1(page)).toBeFocused();
  await questions.click();
  await expect(h1(page)).toHaveText('Truck Type');
  await expect(page.getByText('Step 1 of 23')).toBeVisible();
});

for (const [name, path, text] of [
  ['Meritor', '/hub/meritor-exclusive', 'The entered hub is exclusive to Meritor.'],
  ['Volvo', '/hub/volvo-exclusive', 'The entered hub is exclusive to Volvo.'],
] as const) {
  test(`the ${name}-exclusive number reaches its page and the search is recorded`, async ({ page }) => {
    // Analytics go out by sendBeacon when the browser has it; without it they use fetch, which the test can read.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
    const number = name === 'Meritor' ? CATALOG.meritorExclusive : CATALOG.volvoExclusive;
    await openHome(page);
    const event = page.waitForRequest(
      (r) => r.url().includes('/analytics/events') && (r.postData() ?? '').includes('unified_search'),
    );
    await searchHome(page, number);
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByText(text)).toBeVisible();
    const sent = JSON.parse((await event).postData()!) as { Events: { Kind: string; PartNumber?: string }[] };
    expect(sent.Events).toContainEqual(expect.objectContaining({ Kind: 'unified_search', PartNumber: number }));
  });
}

test('home, a question, results, details and compare have no serious accessibility problems', async ({ page }) => {
  await openHome(page);
  await expectNoSeriousViolations(page);
  await page.goto('/hub/truck-make?tcomp=2&brkty=1');
  await expect(choices(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`/hub/results?${CATALOG.manyResults}`);
  await expect(h1(page)).toHaveText('Success!');
  await expectNoSeriousViolations(page);
  await page
    .getByRole('link', { name: /See Details/ })
    .first()
    .click();
  await expect(h1(page)).toHaveText('Product Details');
  await expectNoSeriousViolations(page);
});

test('a long suggestion list scrolls inside its popup: no axe finding, and the arrows bring the active option into view', async ({
  page,
}) => {
  await openHome(page);
  const box = searchBox(page);
  await searchHome(page, CATALOG.manySuggestions.text);
  const options = page.getByRole('option');
  await expect(options).toHaveCount(20);
  const last = options.last();
  await expect(last).toContainText(CATALOG.manySuggestions.last);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 720 });
    // The popup scrolls: an element of it is taller than its box, and the last option is out of sight.
    const scrolls = await page.getByRole('listbox').evaluate((list) => {
      for (let e: Element | null = list; e && e !== document.body; e = e.parentElement)
        if (e.scrollHeight > e.clientHeight && /auto|scroll/.test(getComputedStyle(e).overflowY)) return true;
      return false;
    });
    expect(scrolls, `the list scrolls at ${width} px`).toBe(true);
    await expect(last).not.toBeInViewport();
    await expectNoSeriousViolations(page, `the open list at ${width} px`);
  }
  for (let i = 0; i < 20; i++) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  await expect(box).toBeFocused();
  // Another text's list opens at its top, not where the last one was scrolled to.
  await box.press('Backspace');
  await expect(options.first()).not.toContainText(CATALOG.manySuggestions.text);
  await expect(options.first()).toBeInViewport({ ratio: 1 });
  expect(await page.getByRole('listbox').evaluate((list) => list.scrollTop)).toBe(0);
  await box.press(CATALOG.manySuggestions.text.at(-1)!);
  await expect(last).toContainText(CATALOG.manySuggestions.last);
  for (let i = 0; i < 20; i++) await box.press('ArrowDown');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(`/hub/bearing-detail/${CATALOG.manySuggestions.last}`);
  await expect(h1(page)).toHaveText('Bearing Set');
});

test('the suggestion popup opens under the number box, also where the label above it wraps (a phone, a longer language)', async ({
  page,
}) => {
  const box = searchBox(page);
  // The popup is the listbox's frame (its border and shadow).
  const popup = page.getByRole('listbox').locator('xpath=..');
  for (const { path, lang } of [
    { path: '/hub', lang: 'en' },
    { path: '/hub?lang=es', lang: 'es' },
  ]) {
    await page.setViewportSize({ width: 390, height: 720 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await searchHome(page, CATALOG.manySuggestions.text);
    await expect(page.getByRole('option')).toHaveCount(20);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      const where = `${lang} at ${width} px`;
      const lines = await box.evaluate((input: HTMLInputElement) => {
        const label = input.labels![0];
        return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight));
      });
      if (width === 390) expect(lines, `the label wraps, ${where}`).toBeGreaterThan(1);
      const input = (await box.boundingBox())!;
      const top = (await popup.boundingBox())!.y;
      expect(top, `the popup starts under the box, ${where}`).toBeGreaterThanOrEqual(input.y + input.height - 1);
      expect(top, `the popup starts right under the box, ${where}`).toBeLessThanOrEqual(input.y + input.height + 8);
    }
  }
});

test('details show the specs, the status and the rebuild kit, hidden where configured', async ({ page }) => {
  await page.goto(`/hub/details/${CATALOG.compare[0]}`);
  await expect(h1(page)).toHaveText('Product Details');
  await expect(page.getByRole('row', { name: /Hub Rating \(lb\)/ })).toContainText('23,000');
  await expect(page.getByRole('row', { name: /ABS Ring Included/ })).toContainText('Yes');
  await expect(page.getByRole('link', { name: 'Wide base tire ratings' })).toHaveAttribute(
    'href',
    /wide-base-tire-ratings\.pdf$/,
  );
  const kit = page.getByRole('button', { name: /Rebuild kit/ });
  await expect(kit).toHaveAttribute('aria-expanded', 'false');
  await kit.click();
  await expect(page.getByText('Seal and Spacer Kit', { exact: true })).toBeVisible();

  await page.goto(`/hub/details/${CATALOG.terminated}`);
  await expect(page.getByText('Status: Not Available')).toBeVisible();
  await expect(page.getByText('This hub is no longer available. Please contact')).toBeVisible();

  await page.goto(`/hub/details/${CATALOG.hiddenKit}`);
  await expect(page.getByRole('cell', { name: /10044212/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Rebuild kit/ })).toHaveCount(0);
});

test('a trailer picking the splined rotor type gets the flat-rotor offer with both buttons', async ({ page }) => {
  await startQuestionnaire(page, 'Trailer with Disc Brakes');
  let promoSeen = false;
  await answerUntilResults(
    page,
    (title) => {
      if (/truck make/i.test(title)) return /Other\/Not Listed/;
      if (/Axle position/i.test(title)) return /TN Trailer/;
      if (/GAWR/.test(title)) return /26,000/;
      if (/brake rotor type/i.test(title)) return /Splined/;
      return undefined;
    },
    async () => {
      promoSeen = true;
      await expect(page.getByRole('button', { name: 'See Northwind Wheel End Flat Rotor' })).toBeVisible();
    },
  );
  expect(promoSeen).toBe(true);
  await expect(h1(page)).toHaveText('Success!');
  await expect(page).toHaveURL(/abrty=6/);
});

test('the flat-rotor offer is left out when no flat-rotor hub fits the choices', async ({ page }) => {
  await startQuestionnaire(page, 'Trailer with Disc Brakes');
  let promoSeen = false;
  await answerUntilResults(
    page,
    (title) => {
      if (/truck make/i.test(title)) return /Great Dane/;
      if (/Axle position/i.test(title)) return /TN Trailer/;
      if (/GAWR/.test(title)) return /26,000/;
      return undefined;
    },
    async () => {
      promoSeen = true;
      await expect(h1(page)).toHaveText('Bendix Splined rotors');
      await expect(page.getByText('No Northwind Wheel End flat rotor hub fits the choices made so far.')).toBeVisible();
      await expect(page.getByRole('button', { name: /Flat Rotor/ })).toHaveCount(0);
    },
  );
  expect(promoSeen).toBe(true);
  await expect(h1(page)).toHaveText('Success!');
  await expect(page).toHaveURL(/tmake=31.*abrty=6/);
  await expect(page.getByRole('link', { name: /See Details/ }).first()).toBeVisible();
});

test('a hub without a filter set reaches the not-available page with its parts and the phone number', async ({
  page,
}) => {
  const [number, competitor] = CATALOG.noFilters;
  for (const text of [competitor, number]) {
    await openHome(page);
    await searchHome(page, text);
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(`/hub/not-available/${number}`);
    await expect(h1(page)).toHaveText(`Hub ${number} is not available`);
    await expect(
      page.getByText(
        'This hub is no longer available. Please contact Northwind Wheel End Customer Service for options',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:18005550142');
    await expect(page.getByRole('heading', { name: 'Parts still listed for this hub' })).toBeVisible();
    for (const part of CATALOG.noFiltersParts) await expect(page.getByText(part, { exact: true })).toBeVisible();
  }
  await expectNoSeriousViolations(page);
});

test('the other finder routes lead to a start page', async ({ page }) => {
  await page.goto('/filters');
  await expect(page).toHaveURL('/hub/truck-type');
  await expect(h1(page)).toHaveText('Truck Type');
  await page.goto('/hub/finder');
  await expect(page).toHaveURL('/hub/choose-path');
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
});

test("the questionnaire's Back goes up its steps to the home page, never back and forth", async ({ page }) => {
  await page.goto('/hub/choose-path');
  await page.getByRole('link', { name: 'No, proceed without it' }).click();
  await expect(h1(page)).toHaveText('Truck Type');
  const back = page.getByRole('navigation', { name: 'Page' }).getByText('Back');
  await back.click();
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
  await expect(page).toHaveURL('/hub/choose-path');
  await back.click();
  await expect(page).toHaveURL('/hub');
});

test('the rotor question confirms the trailer rotor size and hides the 0 hub offset', async ({ page }) => {
  await page.goto('/hub/brake-rotor-type?tcomp=2&brkty=2');
  await expect(choices(page).first()).toBeVisible();
  await expect(
    page.getByText('All Northwind Wheel End Trailer Rotors are 430mm in diameter. Please confirm your rotor size'),
  ).toBeVisible();
  await page.goto('/hub/hub-offset-inches?tcomp=2&brkty=2');
  await expect(choices(page).first()).toBeVisible();
  await expect(choices(page).filter({ hasText: /^0( in)?$/ })).toHaveCount(0);
});

test('the email form validates addresses and sends', async ({ page }) => {
  await page.goto(`/hub/email?part=${CATALOG.compare[0]}`);
  await expect(page.getByText('Invalid Email Address')).toHaveCount(0);
  await page.getByLabel('Recipient name').fill('Pat Mechanic');
  await page.getByLabel('Recipient email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await page.getByLabel('Recipient email').fill('pat@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(h1(page)).toHaveText('Email sent');
  await expect(page.getByText('pat@example.com')).toBeVisible();
});

test('an email the server did not answer, the browser online, is kept and says the server was not reached', async ({
  page,
}) => {
  await page.route('**/api/v11/SendProductEmail', (route) => route.abort('connectionrefused'));
  await page.goto(`/hub/email?part=${CATALOG.compare[0]}`);
  await page.getByLabel('Recipient name').fill('Pat Mechanic');
  await page.getByLabel('Recipient email').fill('pat@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(h1(page)).toHaveText('Email kept on this device');
  await expect(page.getByRole('status')).toContainText('The server could not be reached.');
  await expect(page.getByText('There is no connection now')).toHaveCount(0);
});

test('every link of the hub screens that opens a new tab says so', async ({ page }) => {
  const screens = [
    '/hub/find-assembly',
    `/hub/not-available/${CATALOG.noFilters[0]}`,
    // A PreSet hub with a GAWR note's chart: its details, and its card with the warranty's PDF.
    '/hub/details/10032003',
    '/hub/results?tcomp=1&brkty=1&tmake=2&aaxna=3&hamnt=4&barlg=2&axthd=2&hcmty=1&wmslc=1',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(h1(page), path).toBeVisible();
    const away = page.locator('main a[target="_blank"]');
    await expect(away.first(), path).toBeVisible();
    for (const link of await away.all()) await expect(link, path).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
});
