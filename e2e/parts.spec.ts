import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Part numbers of the sample catalog (docs/CATALOG.md): hub 10031065 and its parts.
const HUB = '10031065';
const PARTS = {
  hub: '10031065',
  rebuildKit: '10044213',
  completeKit: '10044314',
  sealSpacer: '10045323',
  seal: '10080113',
  innerBearing: '10080433',
  outerBearing: '10080427',
  presetNut: '10036534',
  presetPlusNut: '10036552',
  stud: '10001400',
  absKit: '10041192',
  toneRing: '10041092',
};
// Competitors' numbers of the seal and a bearing set, and what they lead to.
const COMPETITOR_SEAL = { number: 'BW63988-LT', own: PARTS.seal };
const COMPETITOR_BEARING = { number: '46909C', own: PARTS.outerBearing };
const PHONE = '1-800-555-0142';
const dir = process.env.SHOTS_DIR ?? 'test-results/shots';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.locator('main');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
});

/** No serious axe finding at a phone's width and at the desktop's. */
async function expectNoSeriousA11y(page: Page) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoSeriousViolations(page, `at ${width} px`);
  }
  await page.setViewportSize(size);
}

async function openParts(page: Page) {
  await page.goto(`/parts/search/${HUB}`);
  await expect(h1(page)).toContainText('Hub Components Search Results for:');
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the home tile leads to the parts search, and Continue opens the parts of one assembly', async ({ page }) => {
  await page.goto('/hub');
  await page.getByRole('link', { name: /Hub Components/ }).click();
  await expect(page).toHaveURL(/\/parts\/choose-path$/);
  await expect(h1(page)).toHaveText('What are you looking for?');
  for (const doc of ['Bearing cross reference', 'Seal cross reference', 'Spindle nut reference'])
    await expect(page.getByRole('link', { name: new RegExp(doc) })).toHaveAttribute('href', /^https?:\/\//);
  await expectNoSeriousA11y(page);
  await page.getByRole('link', { name: /Hub Components by Assembly/ }).click();
  await expect(h1(page)).toHaveText('Enter your hub assembly number');
  const box = page.getByRole('combobox');
  await expect(box).toHaveAttribute('placeholder', '6 or 8 digit assembly number (10031065)');
  // Several suggestions left: Continue does nothing.
  await box.fill('1003');
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/parts\/search$/);
  await box.fill(HUB);
  await expect(page.getByRole('option')).toHaveCount(1);
  await expectNoSeriousA11y(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/parts/search/${HUB}$`));
  await expect(h1(page)).toContainText(HUB);
});

test('the parts page of 10031065 shows every section, the rebuild kit toggle, stud and socket sizes', async ({
  page,
}) => {
  await openParts(page);
  await expect(h1(page)).toContainText('PreSet');
  const full = section(page, 'Full Replacement Hub');
  await expect(full.getByRole('link', { name: PARTS.hub })).toHaveAttribute('href', `/hub/details/${PARTS.hub}`);
  await expect(full.locator('li')).toHaveCount(1);
  const kits = section(page, 'Service & Rebuild Kits');
  for (const n of [PARTS.rebuildKit, PARTS.completeKit, PARTS.sealSpacer])
    await expect(kits.getByRole('link', { name: n, exact: true })).toBeVisible();
  const service = section(page, 'Service Parts');
  for (const n of [PARTS.seal, PARTS.innerBearing, PARTS.outerBearing, PARTS.absKit, PARTS.toneRing])
    await expect(service.getByRole('link', { name: n, exact: true })).toBeVisible();
  await expect(service.getByRole('link', { name: PARTS.stud })).toHaveAttribute(
    'href',
    `/hub/stud/summaries/${PARTS.stud}`,
  );
  const nuts = section(page, 'Spindle Nut Kits');
  await expect(nuts.getByRole('link', { name: PARTS.presetPlusNut })).toBeVisible();
  await expect(nuts.locator('li').filter({ hasText: PARTS.presetPlusNut })).toContainText('Socket size: 3-1/8"');

  const toggle = kits.getByRole('button', { name: `Show what kit ${PARTS.rebuildKit} contains` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const panel = kits.locator(`#kit-${PARTS.rebuildKit}`);
  await expect(panel.getByText('Inner bearing set')).toBeVisible();
  await expect(panel.getByRole('link', { name: PARTS.innerBearing })).toHaveAttribute(
    'href',
    `/hub/bearing-detail/${PARTS.innerBearing}`,
  );
  await expect(panel.getByRole('link', { name: PARTS.outerBearing })).toBeVisible();
  await expect(panel.getByRole('link', { name: PARTS.sealSpacer })).toHaveAttribute(
    'href',
    `/hub/seal-spacer-kit-detail/${PARTS.sealSpacer}`,
  );
  await expectNoSeriousA11y(page);
  await kits.getByRole('button', { name: `Hide what kit ${PARTS.rebuildKit} contains` }).click();
  await expect(panel).toBeHidden();

  const job = page.getByRole('region', { name: 'Complete the job' });
  for (const n of [PARTS.hub, PARTS.innerBearing, PARTS.outerBearing, PARTS.sealSpacer, PARTS.presetPlusNut])
    await expect(job.getByRole('link', { name: n })).toBeVisible();
  await expect(job).toContainText('Torque 300 ft-lb');
  await job.getByRole('radio', { name: 'Rebuild the hub' }).check();
  await expect(job.getByRole('link', { name: PARTS.rebuildKit })).toBeVisible();
  await expect(job.getByRole('link', { name: PARTS.hub })).toHaveCount(0);
  await expect(job).toContainText(/Catalog data as of \w+ \d{1,2}, \d{4}/);

  await page.getByRole('link', { name: 'Return to search' }).click();
  await expect(page).toHaveURL(/\/parts\/search$/);
});

test('a kit’s contents that did not load: Retry by keyboard shows them and leaves the focus on the kit’s toggle', async ({
  page,
}) => {
  await openParts(page);
  await page.route('**/api/v11/kits/**', (route) => route.abort('connectionrefused'));
  const toggle = page.getByRole('button', { name: `Show what kit ${PARTS.rebuildKit} contains` });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator(`#kit-${PARTS.rebuildKit}`);
  const retry = panel.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(panel.getByRole('alert')).toContainText('We could not reach the server.');
  await page.unrouteAll();
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('link', { name: PARTS.innerBearing })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide what kit ${PARTS.rebuildKit} contains` })).toBeFocused();
});

test('Complete the job says when the spindle nut’s torque did not load, and Retry adds it', async ({ page }) => {
  await page.route('**/api/v11/kits/spindle**', (route) => route.abort('connectionrefused'));
  await openParts(page);
  const job = page.getByRole('region', { name: 'Complete the job' });
  await expect(job.getByRole('alert')).toContainText('The spindle nut kit’s torque could not be loaded');
  await expect(job).not.toContainText('Torque 300 ft-lb');
  await page.unrouteAll();
  await job.getByRole('button', { name: 'Retry' }).click();
  await expect(job).toContainText('Torque 300 ft-lb');
  await expect(job.getByRole('alert')).toHaveCount(0);
});

test('only the best-ranked full hub shows, and axle studs link to the stud summaries', async ({ page }) => {
  // Hub 10032012 lists two full hubs: itself (ranking 1) and 10032003 (ranking 2).
  await page.goto('/parts/search/10032012');
  const full = section(page, 'Full Replacement Hub');
  await expect(full.getByRole('link')).toHaveText(['10032012']);
  // Hub 10031080 lists a wheel stud and an axle stud.
  await page.goto('/parts/search/10031080');
  const service = section(page, 'Service Parts');
  await expect(service.getByRole('link', { name: '10001500' })).toHaveAttribute('href', '/hub/stud/summaries/10001500');
  await expect(service.locator('li').filter({ hasText: '10001500' })).toContainText('Axle Stud');
});

const KIT_PAGES = [
  {
    from: 'Service & Rebuild Kits',
    number: PARTS.rebuildKit,
    path: 'hub-rebuild-kits-detail',
    title: 'Hub Rebuild Kit',
  },
  {
    from: 'Service & Rebuild Kits',
    number: PARTS.sealSpacer,
    path: 'seal-spacer-kit-detail',
    title: 'Wheel Seal and Spacer Kit',
  },
  { from: 'Service Parts', number: PARTS.seal, path: 'seals-detail', title: 'Wheel Seal' },
  { from: 'Service Parts', number: PARTS.outerBearing, path: 'bearing-detail', title: 'Bearing Set' },
  { from: 'Service Parts', number: PARTS.absKit, path: 'abs-service-kit-detail', title: 'ABS Service Kit' },
  { from: 'Service Parts', number: PARTS.toneRing, path: 'abs-tone-ring-detail', title: 'ABS Tone Ring' },
  { from: 'Spindle Nut Kits', number: PARTS.presetPlusNut, path: 'spindle-nut-kit-detail', title: 'Spindle Nut Kit' },
];

test('each kit page opens from the parts page and lists the hub it came from', async ({ page }) => {
  // Eight pages, each checked by axe at two widths.
  test.slow();
  for (const k of KIT_PAGES) {
    await openParts(page);
    await section(page, k.from).getByRole('link', { name: k.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hub/${k.path}/${k.number}$`));
    await expect(h1(page)).toHaveText(k.title);
    await expect(main(page).getByText(k.number, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fits these hub assemblies' }).getByRole('link', { name: HUB }),
    ).toHaveAttribute('href', `/hub/details/${HUB}`);
    await expectNoSeriousA11y(page);
  }
});

test('the bearing page offers its axles, and an axle narrows the page', async ({ page }) => {
  await page.goto(`/hub/bearing-detail/${PARTS.outerBearing}`);
  await expect(h1(page)).toHaveText('Bearing Set');
  const axles = page.getByRole('region', { name: 'Choose your axle' });
  await expect(axles.getByRole('link')).toHaveCount(2);
  await axles.getByRole('link', { name: 'TN Trailer' }).click();
  await expect(page).toHaveURL(new RegExp(`/hub/bearing-filter-detail/${PARTS.outerBearing}/4$`));
  await expect(h1(page)).toHaveText('Bearing Set for TN Trailer');
  await expect(
    page.getByRole('region', { name: 'Fits these hub assemblies' }).getByRole('link', { name: HUB }),
  ).toBeVisible();
  await expectNoSeriousA11y(page);
  await page.goto(`/hub/bearing-filter-detail/${PARTS.outerBearing}/3`);
  await expect(h1(page)).toHaveText('No results were found.');
});

const HOME_SEARCHES = [
  { text: PARTS.rebuildKit, to: `/hub/hub-rebuild-kits-detail/${PARTS.rebuildKit}`, title: 'Hub Rebuild Kit' },
  { text: PARTS.absKit, to: `/hub/abs-service-kit-detail/${PARTS.absKit}`, title: 'ABS Service Kit' },
  { text: PARTS.toneRing, to: `/hub/abs-tone-ring-detail/${PARTS.toneRing}`, title: 'ABS Tone Ring' },
  { text: PARTS.sealSpacer, to: `/hub/seal-spacer-kit-detail/${PARTS.sealSpacer}`, title: 'Wheel Seal and Spacer Kit' },
  { text: PARTS.presetPlusNut, to: `/hub/spindle-nut-kit-detail/${PARTS.presetPlusNut}`, title: 'Spindle Nut Kit' },
  { text: PARTS.seal, to: `/hub/seals-detail/${PARTS.seal}`, title: 'Wheel Seal' },
  { text: PARTS.outerBearing, to: `/hub/bearing-detail/${PARTS.outerBearing}`, title: 'Bearing Set' },
  { text: COMPETITOR_SEAL.number, to: `/hub/seals-detail/${COMPETITOR_SEAL.own}`, title: 'Wheel Seal' },
  { text: COMPETITOR_BEARING.number, to: `/hub/bearing-detail/${COMPETITOR_BEARING.own}`, title: 'Bearing Set' },
];

test('a home search for a kit, seal, bearing or ABS number opens its page', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/kits/CompetitorPartNumberDetails/')) lookups.push(decodeURIComponent(r.url()));
  });
  for (const s of HOME_SEARCHES) {
    await page.goto('/hub');
    await page.getByRole('combobox').fill(s.text);
    await page
      .getByRole('option', { name: new RegExp(s.text) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${s.to}$`));
    await expect(h1(page)).toHaveText(s.title);
  }
  // Only the competitors' numbers went through the equivalent lookup.
  expect(lookups.map((u) => u.split('/').pop())).toEqual([COMPETITOR_SEAL.number, COMPETITOR_BEARING.number]);
});

test('an unknown kit and an unknown assembly show no results, with the way back to the search', async ({ page }) => {
  // Numbers the catalog does not have, and addresses the server refuses (junk, overlong): one screen.
  const long = '9'.repeat(300);
  for (const [path, back] of [
    ['/hub/seals-detail/99999999', 'Search by hub assembly'],
    ['/hub/hub-rebuild-kits-detail/NOPE-1', 'Search by hub assembly'],
    [`/hub/seals-detail/${long}`, 'Search by hub assembly'],
    [`/hub/bearing-filter-detail/${PARTS.innerBearing}/abc`, 'Search by hub assembly'],
    ['/parts/search/55555555', 'Return to search'],
    [`/parts/search/${long}`, 'Return to search'],
  ]) {
    await page.goto(path);
    await expect(h1(page), path).toHaveText('No results were found.');
    await expect(main(page)).toContainText(PHONE);
    await expect(main(page).getByRole('link', { name: back }), path).toHaveAttribute('href', '/parts/search');
  }
  await expectNoSeriousA11y(page);
  await page.goto('/parts/search/');
  await expect(h1(page)).toHaveText('Enter your hub assembly number');
});

test('reload keeps every screen', async ({ page }) => {
  const screens: [string, string | RegExp][] = [
    ['/parts/choose-path', 'What are you looking for?'],
    ['/parts/search', 'Enter your hub assembly number'],
    [`/parts/search/${HUB}`, /Hub Components Search Results for:/],
    ['/parts/help', 'Do you know your hub assembly number?'],
    ['/parts/help/detail', 'Which number is the assembly number?'],
    ...KIT_PAGES.map((k): [string, string] => [`/hub/${k.path}/${k.number}`, k.title]),
    [`/hub/bearing-filter-detail/${PARTS.outerBearing}/4`, 'Bearing Set for TN Trailer'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(title);
    await page.reload();
    await expect(h1(page)).toHaveText(title);
    expect(new URL(page.url()).pathname).toBe(path);
  }
});

test('the help pages lead to the video, the hub number help, customer service and back to the search', async ({
  page,
}) => {
  await page.goto('/parts/search');
  await page.getByRole('link', { name: 'Help me find my hub assembly number' }).click();
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
  await expect(page.getByRole('link', { name: /Watch the video/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('link', { name: 'Contact customer service (opens in a new tab)' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await expect(page.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/hub/find-assembly-detail');
  await expectNoSeriousA11y(page);
  await page.getByRole('link', { name: 'Which number is the assembly number?' }).click();
  await expectNoSeriousA11y(page);
  await page.getByRole('link', { name: 'Yes, I know my number now' }).click();
  await expect(page).toHaveURL(/\/parts\/search$/);
});

test('the reference documents and customer service say they open in a new tab, in each language', async ({ page }) => {
  const languages = [
    { lang: 'en', tab: '(opens in a new tab)' },
    { lang: 'es', tab: '(se abre en una pestaña nueva)' },
    { lang: 'fr-CA', tab: '(s’ouvre dans un nouvel onglet)' },
  ];
  for (const { lang, tab } of languages) {
    for (const path of ['/parts/choose-path', '/parts/help']) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(h1(page)).toBeVisible();
      const away = main(page).locator('a[target="_blank"]');
      expect(await away.count(), `${path} ${lang}`).toBeGreaterThan(0);
      for (const link of await away.all()) {
        await expect(link, `${path} ${lang}`).toHaveAccessibleName(new RegExp(`${tab.replace(/[()]/g, '\\$&')}$`));
      }
    }
  }
});

async function pdfOf(page: Page) {
  const bytes = await page.pdf({ format: 'Letter' });
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  const size = (await doc.getPage(1)).view;
  return { pages: doc.numPages, text, size };
}

test('the complete-the-job sheet and a kit page print on one Letter page with their part numbers', async ({ page }) => {
  await openParts(page);
  const job = page.getByRole('region', { name: 'Complete the job' });
  await expect(job).toContainText(/Catalog data as of/);
  await expect(job).toContainText('Torque');
  const sheet = await pdfOf(page);
  expect(sheet.pages).toBe(1);
  expect(sheet.size).toEqual([0, 0, 612, 792]);
  for (const n of [
    PARTS.hub,
    PARTS.innerBearing,
    PARTS.outerBearing,
    PARTS.sealSpacer,
    PARTS.presetPlusNut,
    PARTS.stud,
    PARTS.toneRing,
  ])
    expect(sheet.text).toContain(n);
  expect(sheet.text).toContain('Northwind Wheel End');
  expect(sheet.text).toMatch(/Catalog data as of \w+ \d{1,2}, \d{4}/);
  // Only the sheet prints: the sections of the page do not.
  expect(sheet.text).not.toContain('Service & Rebuild Kits');

  await page.goto(`/hub/details/${HUB}`);
  await expect(page.getByRole('region', { name: 'Complete the job' })).toContainText(PARTS.presetPlusNut);
  const fromDetails = await pdfOf(page);
  expect(fromDetails.pages).toBe(1);
  expect(fromDetails.text).toContain(PARTS.innerBearing);

  await page.goto(`/hub/seals-detail/${PARTS.seal}`);
  await expect(page.getByRole('region', { name: 'Fits these hub assemblies' })).toBeVisible();
  await expect(page.getByText(/Catalog data as of/)).toBeVisible();
  const kit = await pdfOf(page);
  expect(kit.pages).toBe(1);
  expect(kit.text).toContain(PARTS.seal);
  expect(kit.text).toContain(HUB);
  expect(kit.text).toContain('4.63 in');

  // The printed sheet as Chromium lays it out, for review.
  await openParts(page);
  await expect(page.getByRole('region', { name: 'Complete the job' })).toContainText('Torque');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${dir}/parts-sheet-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the job chosen in Complete the job stays after opening a part and coming Back, and after a reload', async ({
  page,
}) => {
  await openParts(page);
  const job = page.getByRole('region', { name: 'Complete the job' });
  const rebuild = job.getByRole('radio', { name: 'Rebuild the hub' });
  await expect(job.getByRole('radio', { name: 'Replace the hub' })).toBeChecked();
  await rebuild.check();
  await expect(job.getByRole('table')).toContainText(PARTS.innerBearing);
  await job.getByRole('link', { name: PARTS.sealSpacer }).click();
  await expect(h1(page)).toHaveText('Wheel Seal and Spacer Kit');
  await page.goBack();
  await expect(rebuild).toBeChecked();
  await expect(job.getByRole('table')).toContainText(PARTS.innerBearing);
  await page.reload();
  await expect(rebuild).toBeChecked();
  await expect(job.getByRole('link', { name: PARTS.hub, exact: true })).toHaveCount(0);
});

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const shots = [
  { name: 'parts', path: `/parts/search/${HUB}` },
  { name: 'rebuild-kit', path: `/hub/hub-rebuild-kits-detail/${PARTS.rebuildKit}` },
  { name: 'bearing', path: `/hub/bearing-detail/${PARTS.outerBearing}` },
  { name: 'choose-path', path: '/parts/choose-path' },
];
for (const size of sizes) {
  test(`screens fit and are drawn at ${size.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const shot of shots) {
      await page.goto(shot.path);
      await expect(h1(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, shot.path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${dir}/parts-${shot.name}-${size.name}.png`, fullPage: true });
    }
  });
}
