import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './a11y';

/**
 * A phone in the two longer languages: on screens with tables and long labels no word or number is
 * cut in two across lines (a table squeezing a column), nothing makes the page scroll sideways, the
 * footer's links, a part's number in a list of parts, Return to results, a choice's label, the
 * other links on a line of their own and the buttons (those that look like links too) are a finger's
 * size, and axe finds nothing serious.
 */
const SCREENS = [
  '/replace/results',
  // the card of a discontinued rotor, with Contact customer service (last, after those that can be ordered)
  '/hub/replacement-rotor/rotors/10024001?page=5',
  '/hub/replacement-drum/drumdetails/10061001',
  '/hub/details/10031065',
  '/parts/search/10031065',
  '/hub/hub-rebuild-kits-detail/10044213',
];
/** Screens with no table: a search form, then a link on a line of its own; hub results, whose cards have
 * Warranty details (PDF). */
const UNTABLED = [
  '/parts/search',
  '/hub/stud/summaries',
  '/hub/results?tcomp=1&brkty=1&tmake=2&aaxna=3&hamnt=4&barlg=2&axthd=2&hcmty=1&wmslc=1',
];

/** The other links on a line of their own, and the buttons, by kind, where they are found. */
const ALONE: Record<string, string> = {
  // Return to search
  search: 'p > a[href="/parts/search"]',
  // Product Details and the other links of a result card, but contact and warranty (kinds of their own)
  card: 'article a:not([role=status] > a, [href$=".pdf"])',
  // Open the rebuild kit page
  kit: 'p > a[href^="/hub/hub-rebuild-kits-detail/"]',
  // Contact customer service, under a discontinued rotor
  contact: '[role=status] > a',
  // No, proceed without it
  without: 'p > a[href$="/filter"]',
  // Help me find my hub assembly number
  help: 'p > a[href="/parts/help"]',
  // a hub a kit fits
  hub: '[aria-labelledby=fits] li a',
  // a part in a rebuild kit's contents, opened under its row of the parts list
  contents: '[id^="kit-"] dd a',
  // Warranty details (PDF), on a hub's result card
  warranty: 'article a[href$=".pdf"]',
  // a button, such as one that looks like a link: Show or Hide a rebuild kit's contents
  button: 'button',
};

/** Return to results in each language. */
const BACK: Record<string, string> = { es: 'Volver a los resultados', 'fr-CA': 'Retour aux résultats' };

/** What is wrong with the layout of the screen shown, empty when all is well. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) problems.push(`the page scrolls sideways by ${over} px`);
    // A word or a number (no hyphen or slash, where a break is expected) whose letters sit on two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      if (!n.parentElement || n.parentElement.closest('script, style, .visually-hidden, [hidden]')) continue;
      for (const m of n.data.matchAll(/[\p{L}\p{N}’'.]{3,}/gu)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.push(`cut in two: ${m[0]}`);
      }
    }
    for (const a of document.querySelectorAll('footer nav a')) {
      const r = a.getBoundingClientRect();
      if (r.width < 44 || r.height < 44)
        problems.push(`footer link ${a.textContent} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
    return problems;
  });
}

/** The targets of the screen shown that a finger taps (a part's number in a table, Return to results,
 * a choice's label, the links and buttons of ALONE) and the boxes of its choices, each with its size in px. */
function targets(page: Page, back: string) {
  return page.evaluate(
    ({ back, alone }) => {
      const size = (kind: string, e: Element) => {
        const r = e.getBoundingClientRect();
        return { kind, text: e.textContent ?? '', width: Math.round(r.width), height: Math.round(r.height) };
      };
      const choices = [...document.querySelectorAll<HTMLInputElement>('main :is([type=checkbox], [type=radio])')];
      return [
        ...[...document.querySelectorAll('main td a')].map((a) => size('part', a)),
        ...[...document.querySelectorAll('main a')].filter((a) => a.textContent === back).map((a) => size('back', a)),
        ...choices.flatMap((c) => [...(c.labels ?? [])].map((l) => size('label', l))),
        ...choices.map((c) => ({ ...size('box', c), text: c.labels?.[0]?.textContent ?? '' })),
        ...Object.entries(alone).flatMap(([kind, links]) =>
          [...document.querySelectorAll(`main ${links}`)]
            // a hidden one is not tapped
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => size(kind, a)),
        ),
      ];
    },
    { back, alone: ALONE },
  );
}

test("at 390 px in Spanish and French no table cuts a word in two, nothing scrolls sideways, targets are a finger's size, axe is clean", async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  await page.setViewportSize({ width: 390, height: 844 });
  // A calculation with its results, in the session the results screen shows.
  await page.goto('/replace/choose-calculator?lang=en');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^In House/ }).click();
  const fill = async (values: Record<string, string>) => {
    for (const [label, v] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(v);
  };
  const next = async (step: string, button = 'Next') => {
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/replace/${step}$`));
  };
  await fill({ 'Wheel seal cost': '35', 'Bearing set cost': '1047' });
  await next('replacement-costs');
  await fill({ 'Hub cost': '1200', 'Spindle nut cost': '0' });
  await next('labor-costs');
  await fill({ 'Labor cost per hour': '100' });
  await next('cost-comparison');
  await next('downtime-costs', 'View Benefits');
  await fill({ 'Downtime cost per hour': '100' });
  await next('results');

  const found: string[] = [];
  const kinds = new Set<string>();
  for (const lang of ['es', 'fr-CA']) {
    for (const path of [...SCREENS, ...UNTABLED]) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (SCREENS.includes(path)) await expect(page.locator('table').first()).toBeVisible();
      // A closed section's links, and a rebuild kit's contents, are measured open (the contents once come).
      const closed = page.locator('main :is(h2 > button, button[aria-controls^="kit-"])[aria-expanded=false]');
      for (let n = await closed.count(); n > 0; n--) await closed.first().click();
      await expect(page.locator('main [id^="kit-"] [role=status]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const where = `${path} in ${lang}`;
      found.push(...(await layoutProblems(page)).map((p) => `${where}: ${p}`));
      for (const t of await targets(page, BACK[lang])) {
        kinds.add(t.kind);
        const min = t.kind === 'box' ? 24 : 44;
        if (t.width < min || t.height < min) found.push(`${where}: ${t.kind} ${t.text} is ${t.width}x${t.height} px`);
      }
      found.push(...(await seriousViolations(page)).map((p) => `${where}: ${p}`));
    }
  }
  expect(found).toEqual([]);
  // Each kind was found somewhere, so none went unchecked.
  expect([...kinds].sort()).toEqual(['back', 'box', 'label', 'part', ...Object.keys(ALONE)].sort());
});

test("on a desktop the footer's links share one line, in each language", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'es', 'fr-CA']) {
    await page.goto(`/hub?lang=${lang}`);
    const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
    await expect(links.first()).toBeVisible();
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size, lang).toBe(1);
  }
});

test('Back and Home and the heading under them stay in one place from screen to screen, on a desktop as on a phone', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  // The shell's bar (a drum's and a hub's first questions, a hub's details, a path's choice, a number
  // that finds nothing) and the screens' own, in columns of several widths: the finders' steps, the
  // hub's questions and results, the calculator, About, answers that find nothing.
  const screens = [
    '/hub/replacement-drum',
    '/hub/replacement-drum/filter',
    '/hub/stud/filter',
    '/hub/choose-path',
    '/hub/truck-type',
    '/replace',
    '/about',
    '/hub/details/10032003',
    '/parts/choose-path',
    '/hub/no-results',
    '/hub/replacement-drum/recommended-drums/999999',
    '/hub/replacement-drum/filter/bcdia/bcdia=999',
    '/hub/results?tcomp=2&brkty=1&tmake=31&aaxna=1',
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const places = new Map<string, string[]>();
    const headings = new Map<string, number>();
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      const bar = page.getByRole('main').getByRole('navigation', { name: 'Page' });
      const boxes = [await bar.getByText('Back').boundingBox(), await bar.getByText('Home').boundingBox()];
      const place = boxes.map((box) => `${Math.round(box!.x)},${Math.round(box!.y)}`).join(' ');
      places.set(place, [...(places.get(place) ?? []), path]);
      headings.set(path, (await heading.boundingBox())!.y);
    }
    expect([...places.entries()], `at ${width} px, screens by where Back and Home are`).toEqual([
      [[...places.keys()][0], screens],
    ]);
    const first = headings.get(screens[0])!;
    const apart = [...headings].filter(([, y]) => Math.abs(y - first) > 1);
    expect(apart, `at ${width} px, screens whose heading is not at ${first} px`).toEqual([]);
  }
});
