import { test, expect, type Page } from '@playwright/test';
import { withoutFirstAnswers } from './firstAnswers';
import { expectNoSeriousViolations, sidewaysScroll } from './a11y';
import { choices, h1, homeSearch, lookAt, skipPopup } from './finders';

// The second document's rules at their edges: numbers found by number, too long, junk, a competitor's.
// Sample catalog (docs/CATALOG.md): rotor 10041290 is Bendix Splined (competitor numbers 025.5660 and
// CD591/21H); competitor stud CD922/22 → stud 10001400; double-end studs have no head (dimension C 0);
// drum 10061001 (competitor 7327AX) has interchanges.
test.beforeEach(({ page }) => skipPopup(page));

const NO_RESULTS = 'No results were found.';
const SPLINED = /Does not offer replacement rotors for Bendix Splined\. Complete Hub\/rotor assemblies are available\./;
const long = '1'.repeat(300);
const API_KEY = { 'Ocp-Apim-Subscription-Key': 'public-web-key-0001' };

/** The spec's no-results screen, with nothing to retry. */
async function expectNoResults(page: Page, where: string) {
  await expect(h1(page).filter({ hasText: NO_RESULTS }), where).toBeVisible();
  await expect(page.getByText(/not referenced in this database/), where).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' }), where).toHaveCount(0);
  await expect(page.getByRole('alert'), where).toHaveCount(0);
}

/** The Splined message and its way to a complete assembly, and no recommendation. */
async function expectSplined(page: Page, where: string) {
  await expect(page.getByText(SPLINED), where).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a complete hub/rotor assembly' }), where).toBeVisible();
  await expect(page.getByText(/recommended/), where).toHaveCount(0);
}

test('spec 2 §4: the Splined message belongs to the rotor type, however the rotor was found', async ({ page }) => {
  // The home search, by a competitor's number.
  await homeSearch(page, '025.5660');
  await expect(page).toHaveURL(/\/hub\/replacement-rotor\/recommended-rotors\/\d+$/);
  await expectSplined(page, 'home search 025.5660');
  await lookAt(page, 'rotor-splined-by-number', async () => expect(page.getByText(SPLINED)).toBeVisible());
  // The rotor search, by another competitor's number and by our own.
  for (const number of ['CD591/21H', '10041290']) {
    await page.goto('/hub/replacement-rotor/search');
    await page.getByRole('combobox').fill(number);
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/recommended-rotors\/\d+$/);
    await expectSplined(page, `rotor search ${number}`);
  }
  // The rotors of its casting, and its details page.
  await page.goto('/hub/replacement-rotor/rotors/10024006');
  await expectSplined(page, 'casting 10024006');
  await page.goto('/hub/replacement-rotor/rotordetails/10041290');
  await expect(page.getByRole('heading', { level: 2, name: '10041290' })).toBeVisible();
  await expect(page.getByText(SPLINED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for Replacement Hub/Rotor' })).toHaveCount(0);
});

test('a casting number that cannot match is no results, never every part', async ({ page }) => {
  for (const path of [
    `/hub/casting/filter/hamnt/hcnum=${long}`,
    `/hub/casting/filter/hanum/hcnum=${'9'.repeat(41)}`,
    `/hub/rotor-casting/filter/trtyp/ctnum=${long}`,
    `/hub/drum-casting/filter/brnum/ctnum=${long}`,
    `/hub/rotor-casting/filter/brnum/ctnum=10%0124002`,
    `/hub/replacement-rotor/rotors/${'9'.repeat(60)}`,
  ]) {
    await page.goto(path);
    await expectNoResults(page, path);
    await expect(page.getByText(/match your casting|recommended/), path).toHaveCount(0);
    await expect(page.getByRole('article'), path).toHaveCount(0);
  }
  // The same screen with a number that is cast still lists its parts.
  await page.goto('/hub/drum-casting/filter/brnum/ctnum=10062502');
  await expect(h1(page)).toHaveText('Success! The following parts match your casting');
});

test("every number box takes own and competitor numbers: the stud box finds a competitor's stud", async ({ page }) => {
  await page.goto('/hub/stud/summaries');
  const box = page.getByLabel('Stud number');
  await expect(box).toHaveAccessibleDescription(/competitor stud number/);
  for (const [number, stud] of [
    ['CD922/22', '10001400'],
    ['rs 4497 b', '10001400'],
    ['10001-500', '10001500'],
    ['10001\u2013500', '10001500'],
  ]) {
    await page.goto('/hub/stud/summaries');
    await page.getByLabel('Stud number').fill(number);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('article', { name: `Stud ${stud}` }), number).toBeVisible();
    await expect(h1(page)).toHaveText(/^Success! The following .+ Stud is recommended$/);
  }
  await page.reload();
  await expect(page.getByRole('article', { name: 'Stud 10001500' })).toBeVisible();
  // A number that names no stud (a hub's) is no results.
  await page.goto('/hub/stud/summaries/10031065');
  await expectNoResults(page, 'a hub number in the stud box');
  // A number pasted with a typographic dash (en dash, minus sign) finds what its hyphen finds.
  await page.goto('/hub/replacement-rotor/search');
  await page.getByRole('combobox').fill('cd591\u221221h');
  await expect(page.getByRole('option', { name: /CD591\/21H/ })).toBeVisible();
  await page.goto('/hub');
  await page.getByRole('combobox').fill('10\u2013031\u2013065');
  await expect(page.getByRole('option', { name: /10031065/ })).toBeVisible();
  // The parts box: a competitor's hub number opens the parts of the hub it leads to.
  await page.goto('/parts/search');
  await page.getByRole('combobox').fill('RH-4410.A');
  await page.getByRole('option', { name: /RH-4410\.A/ }).click();
  await expect(h1(page)).toContainText('Hub Components Search Results for:');
  await expect(h1(page)).toContainText('10031065');
});

test('spec 2 Stud: a stud screen reads an sdnum query value', async ({ page }) => {
  await page.goto('/hub/stud/summaries?sdnum=10001500');
  await expect(page.getByRole('article', { name: 'Stud 10001500' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // As the original home search sends a competitor's stud number.
  await page.goto('/hub/stud/filters/sdnum?inclv=1&sdnum=CD922%2F22');
  await expect(page.getByRole('article', { name: 'Stud 10001400' })).toBeVisible();
  await page.goto('/hub/stud/filter?sdnum=NO-SUCH-STUD');
  await expectNoResults(page, 'an unknown sdnum');
});

test('text longer than a lookup takes is "No matches for {text…}" in the drum, rotor and parts boxes', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(long)) lookups.push(r.url());
  });
  // At phone width the message wraps inside its list.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, next] of [
    ['/hub/replacement-drum/search', /\/hub\/no-results$/],
    ['/hub/replacement-rotor/search', /\/hub\/no-results$/],
    ['/parts/search', undefined],
  ] as const) {
    await page.goto(path);
    const box = page.getByRole('combobox');
    await box.fill(long);
    // The message repeats as much of the text as a lookup takes.
    const message = page.getByText(`No matches for ${long.slice(0, 40)}…`, { exact: true }).first();
    await expect(message, path).toBeVisible();
    expect(
      await message.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= 390),
    ).toBe(true);
    await expect(page.getByText(/lookup failed/), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' }), path).toHaveCount(0);
    // On a phone the list lies over Continue: a tap beside it closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(message, path).toBeHidden();
    await page.getByRole('button', { name: 'Continue' }).click();
    if (next) await expect(page, path).toHaveURL(next);
    else await expect(page, path).toHaveURL(/\/parts\/search$/);
  }
  // The same boxes still find a number.
  await page.goto('/hub/replacement-drum/search');
  await page.getByRole('combobox').fill('7327AX');
  await expect(page.getByRole('option')).toHaveCount(1);
  expect(lookups).toEqual([]);
});

test('a junk or overlong id in an address shows the no-results screen; Retry only where it can help', async ({
  page,
}) => {
  for (const path of [
    '/hub/replacement-drum/recommended-drums/abc',
    '/hub/replacement-rotor/recommended-rotors/-1',
    `/hub/replacement-drum/drumdetails/${long}`,
    `/hub/replacement-rotor/rotordetails/${long}`,
    `/hub/seals-detail/${long}`,
    `/hub/spindle-nut-kit-detail/${long}`,
    `/parts/search/${long}`,
    '/hub/bearing-filter-detail/10080427/abc',
    `/hub/stud/summaries/${long}`,
    '/hub/replacement-drum/recommended-drums/%01',
    '/hub/replacement-rotor/rotordetails/%FF',
  ]) {
    await page.goto(path);
    await expectNoResults(page, path);
    await expect(page.getByText(/server answered|must be|characters/), path).toHaveCount(0);
  }
  // A failure that retrying can mend still offers Retry.
  await page.route('**/api/v11/brakedrum/summaries**', (route) =>
    route.fulfill({ status: 503, body: '{"Status":"ERROR","Error":{"Code":"UNAVAILABLE","Message":"Away."}}' }),
  );
  await withoutFirstAnswers(page, '/hub/replacement-drum/recommended-drums/1');
  await page.goto('/hub/replacement-drum/recommended-drums/1');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a hub number the API refuses in an address is no results on every hub screen, never the server’s words', async ({
  page,
}) => {
  const over = 'SF-HU-371-1-LONG-COMPETITOR-NUMBER-1234567890';
  for (const path of [`/hub/details/${over}`, `/hub/not-available/${over}`, `/hub/not-available/${long}`]) {
    await page.goto(path);
    await expectNoResults(page, path);
    await expect(page.getByText(/must be|querystring|params\.|characters/), path).toHaveCount(0);
  }
  // The comparison names the number it cannot find, as for a number that names no hub.
  for (const [path, missing] of [
    [`/hub/compare/10032003/${over}`, [over]],
    [`/hub/compare/${over}/${long}`, [over, long]],
  ] as const) {
    await page.goto(path);
    for (const number of missing)
      await expect(page.getByText(`Hub assembly number ${number} does not exist in our catalog.`), path).toBeVisible();
    await expect(page.getByText(/must be|querystring|params\.|characters|could not load/), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' }), path).toHaveCount(0);
  }
});

test('a request the server refuses says so in words, without its field names and without Retry', async ({ page }) => {
  await page.route('**/api/v14/hubassembly/filtervalues/**', (route) =>
    route.fulfill({
      status: 400,
      json: {
        Status: 'ERROR',
        Error: { Code: 'BAD_REQUEST', Message: 'querystring.tcomp: must be a whole-number id' },
      },
    }),
  );
  await withoutFirstAnswers(page, '/hub/filters/tcomp=1');
  await page.goto('/hub/filters/tcomp=1');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server could not accept this request.');
  await expect(alert).not.toContainText('querystring');
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the not-available page is only for a hub that is not available', async ({ page }) => {
  // An active hub is available: its details.
  await page.goto('/hub/not-available/10032003');
  await expect(page).toHaveURL('/hub/details/10032003');
  await expect(page.getByRole('heading', { level: 2, name: '10032003' })).toBeVisible();
  await expect(page.getByText('Status: Available')).toBeVisible();
  await expect(page.getByText(/no longer available|is not available/)).toHaveCount(0);
  // A number that names no hub, and junk, find nothing.
  for (const path of ['/hub/not-available/99999999', '/hub/not-available/%ZZ']) {
    await page.goto(path);
    await expectNoResults(page, path);
    await expect(page.getByText(/is not available|no longer available/), path).toHaveCount(0);
  }
  // A terminated hub says so.
  await page.goto('/hub/not-available/10032207');
  await expect(h1(page)).toHaveText('Hub 10032207 is not available');
  await expect(page.getByText(/This hub is no longer available/)).toBeVisible();
});

test('a number from the address wraps at a phone’s width, in a heading or a sentence', async ({ page }) => {
  const number = '1'.repeat(3000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    `/hub/not-available/${number}`,
    `/hub/compare/${number}/${number}`,
    `/offline/part/${number}`,
    `/hub/details/${number}`,
    `/parts/search/${number}`,
  ]) {
    await page.goto(path);
    await expect(h1(page), path).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
  }
});

/** How many lines `text` takes where it is written in `within` (0 when it is not there). */
const linesOf = (page: Page, within: string, text: string) =>
  page.evaluate(
    ([within, text]) => {
      const root = document.querySelector(within)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      }
      return 0;
    },
    [within, text],
  );

test('a phone number or an example part number in the help stays on one line at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = [
    { path: '/help', texts: ['1-800-555-0142', '10-031-065', '10031065'] },
    { path: '/hub', texts: ['10031065', '10-031-065', 'RH-4410.A'] },
  ];
  for (const lang of ['en', 'es', 'fr-CA']) {
    for (const { path, texts } of pages) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${path}?lang=${lang}`);
      await expect(h1(page)).toBeVisible();
      for (const text of texts) expect(await linesOf(page, 'main', text), `${text} on ${path} in ${lang}`).toBe(1);
      expect(await sidewaysScroll(page, 320), `${path} in ${lang} at 320 px`).toBeLessThanOrEqual(0);
    }
  }
});

test('no bare zero is offered: a value that does not apply has words', async ({ page }) => {
  // Dimension C of a double-end stud (no head) is 0.
  await page.goto('/hub/stud/filter/dimC');
  await expect(h1(page)).toHaveText('Dimension C');
  await expect(choices(page).filter({ hasText: 'Does not apply' })).toHaveCount(1);
  await expect(choices(page).filter({ hasText: /^\s*0(\.0+)?"?/ })).toHaveCount(0);
  await choices(page).filter({ hasText: 'Does not apply' }).click();
  await expect(page).toHaveURL(/dimC=1/);
  // The drum finder's axle position 0.
  await page.goto('/hub/replacement-drum/filter/axpos');
  await expect(h1(page)).toHaveText('Choose the Axle position');
  await expect(choices(page).filter({ hasText: 'Does not apply' })).toHaveCount(1);
  await expect(choices(page)).not.toContainText(['0']);
  for (const text of await choices(page).allTextContents()) expect(text.trim()).not.toMatch(/^0(\.0+)?$/);
  // A zero inch figure on a details page (the splined rotor's bolt circle) is not shown.
  await page.goto('/hub/replacement-rotor/rotordetails/10041290');
  await expect(page.getByRole('row', { name: /Bolt circle/ })).toContainText('—');
  await expect(page.getByRole('row', { name: /Bolt circle/ })).not.toContainText('0.00');
});

test('drum details at a phone width: the interchanges table scrolls and the keyboard reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hub/replacement-drum/drumdetails/10061001');
  const region = page.getByRole('region', { name: 'Interchanges' });
  await expect(region.getByRole('row', { name: /7327AX/ })).toBeVisible();
  expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  // Tab reaches the table, and the arrow keys scroll it.
  for (let i = 0; i < 40 && !(await region.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'drum details at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, 'drum details at 1280 px');
});

test('invalid UTF-8 in an address: the app’s error envelope and headers, or the app’s page', async ({ page }) => {
  for (const path of ['/api/v11/brakedrum/details/%FF', '/api/v11/kits/bearing/%C3%28']) {
    const res = await page.request.get(path, { headers: API_KEY });
    expect(res.status(), path).toBe(400);
    expect(await res.json(), path).toMatchObject({ Status: 'ERROR', Error: { Code: 'BAD_REQUEST' } });
    const headers = res.headers();
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['cache-control'], path).toBe('no-store');
  }
  const tooLong = await page.request.get(`/api/v11/brakedrum/details/${long}`, { headers: API_KEY });
  expect(tooLong.status()).toBe(414);
  expect((await tooLong.json()).Status).toBe('ERROR');
  // The questionnaire reads no step there: the app shows Page Not Found, and the server says so.
  const res = await page.goto('/hub/%FF');
  expect(res?.status()).toBe(404);
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'nonce-/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(h1(page)).toHaveText('Page Not Found');
});

test('every no-results screen has its heading in one place, the spec’s texts and a next step', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const NUMBER_TEXT = /The part number you entered is not referenced in this database/;
  const ANSWERS_TEXT = /No part matches every answer you gave/;
  const drum = '/hub/replacement-drum';
  const rotor = '/hub/replacement-rotor';
  const stud = '/hub/stud';
  const screens: [string, RegExp, [string, string][]][] = [
    [
      '/hub/no-results',
      NUMBER_TEXT,
      [
        ['New search', '/hub'],
        ['Find it by questions', '/hub/truck-type'],
      ],
    ],
    ['/hub/seals-detail/99999999', NUMBER_TEXT, [['Search by hub assembly', '/parts/search']]],
    [
      `${drum}/recommended-drums/999999`,
      NUMBER_TEXT,
      [
        ['New search', `${drum}/search`],
        ['Find it by questions', `${drum}/filter`],
      ],
    ],
    [
      `${rotor}/recommended-rotors/999999`,
      NUMBER_TEXT,
      [
        ['New search', `${rotor}/search`],
        ['Find it by questions', `${rotor}/filter`],
      ],
    ],
    [
      `${stud}/summaries/99999999`,
      NUMBER_TEXT,
      [
        ['New search', `${stud}/summaries`],
        ['Find it by questions', `${stud}/filter`],
      ],
    ],
    [
      '/hub/casting/filter/hanum/hcnum=99999999',
      NUMBER_TEXT,
      [
        ['New search', '/hub'],
        ['Find it by questions', '/hub/casting/filter'],
      ],
    ],
    [
      '/hub/rotor-casting/filter/brnum/ctnum=99999999',
      NUMBER_TEXT,
      [
        ['New search', '/hub'],
        ['Find it by questions', '/hub/rotor-casting/filter'],
      ],
    ],
    [
      '/hub/drum-casting/filter/brnum/ctnum=99999999',
      NUMBER_TEXT,
      [
        ['New search', '/hub'],
        ['Find it by questions', '/hub/drum-casting/filter'],
      ],
    ],
    [
      `${drum}/filter/bcdia/bcdia=999`,
      ANSWERS_TEXT,
      [
        ['New search', `${drum}/search`],
        ['Start the questions again', `${drum}/filter`],
      ],
    ],
    [
      '/hub/results?tcomp=2&brkty=1&tmake=31&aaxna=1',
      /No hub matches every answer you gave/,
      [
        ['New search', '/hub/search'],
        ['Start the questions again', '/hub/truck-type'],
      ],
    ],
  ];
  const tops = new Map<string, number>();
  for (const [path, text, links] of screens) {
    await page.goto(path);
    const heading = h1(page).filter({ hasText: NO_RESULTS });
    await expect(heading, path).toBeVisible();
    await expect(page.getByText(text), path).toBeVisible();
    if (text === ANSWERS_TEXT) await expect(page.getByText(NUMBER_TEXT), path).toHaveCount(0);
    for (const [name, to] of links) {
      await expect(page.getByRole('link', { name, exact: true }), `${path}: ${name}`).toHaveAttribute('href', to);
    }
    tops.set(path, (await heading.boundingBox())!.y);
  }
  expect(new Set(tops.values()), JSON.stringify(Object.fromEntries(tops))).toEqual(
    new Set([tops.get('/hub/no-results')]),
  );
  // A next step leads where it says.
  await page.goto(`${stud}/summaries/99999999`);
  await page.getByRole('link', { name: 'Find it by questions' }).click();
  await expect(h1(page)).toHaveText('Choose the Style Description');
});
