import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { answerUntil, choices, h1, skipPopup } from './finders';
import { expectPseudoClean, openPseudo } from './pseudo';

// Sample catalog (docs/CATALOG.md): competitor drum 7327AX → drum 10061001; rotor kit 50292D → rotor
// 10087661 in kit 10087663; hub 10031065 and its kits; stud 10001400; castings 10023025, 10024004, 10062501.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => skipPopup(page));

type Lang = 'es' | 'fr-CA';

/** What the journeys read in each language (the catalogs' words, as a reader sees them). */
const words = {
  es: {
    drumQuestion: '¿Conoce el número de su tambor de freno?',
    no: 'No, continuar sin él',
    firstQuestion: 'Elija el diámetro del círculo de pernos',
    axle: 'Elija la posición del eje',
    axleAnswer: 'Direccional',
    success: /^¡Listo! /,
    recommended: '¡Listo! Le recomendamos el siguiente tambor de freno',
    details: 'Detalles del producto',
    notes: 'Notas',
    interchanges: 'Intercambios',
    bestMatch: 'Mejor coincidencia',
    brakeDiameter: 'Diámetro del freno',
    kitTitle: 'Kit de reconstrucción de maza',
    kitRow: 'Juego de rodamientos interior',
    print: 'Imprimir esta página',
    fits: 'Sirve para estos ensambles de maza',
    inches: /\d\.\d\d pulg\./,
  },
  'fr-CA': {
    drumQuestion: 'Connaissez-vous le numéro de votre tambour de frein?',
    no: 'Non, continuer sans le numéro',
    firstQuestion: 'Choisissez le diamètre du cercle de boulonnage',
    axle: 'Choisissez la position de l’essieu',
    axleAnswer: 'Directeur',
    success: /^Voilà! /,
    recommended: 'Voilà! Nous vous recommandons le tambour de frein suivant',
    details: 'Détails du produit',
    notes: 'Remarques',
    interchanges: 'Équivalences',
    bestMatch: 'Meilleure correspondance',
    brakeDiameter: 'Diamètre du frein',
    kitTitle: 'Ensemble de remise à neuf de moyeu',
    kitRow: 'Jeu de roulements intérieur',
    print: 'Imprimer cette page',
    fits: 'Convient à ces assemblages de moyeu',
    inches: /\d\.\d\d po/,
  },
} as const;

for (const lang of ['es', 'fr-CA'] as const) {
  test(`${lang}: the drum finder from its first question to a recommendation and its details`, async ({ page }) => {
    const w = words[lang];
    await page.goto(`/hub/replacement-drum?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(h1(page)).toHaveText(w.drumQuestion);
    await page.getByRole('link', { name: w.no }).click();
    await expect(h1(page)).toHaveText(w.firstQuestion);
    // Inch answers keep their figures; the axle positions are words, in the reader's language.
    await expect(choices(page).first()).toContainText('mm)');
    const titles = await answerUntil(page, w.success);
    expect(titles[0]).toBe(w.firstQuestion);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} drum results`);

    // The axle positions are words: the reader's.
    await page.goto(`/hub/replacement-drum/filter/axpos?lang=${lang}`);
    await expect(h1(page)).toHaveText(w.axle);
    await expect(choices(page).filter({ hasText: new RegExp(`^${w.axleAnswer}$`) })).toBeVisible();

    // A competitor's number leads to the recommendation, then its details.
    await page.goto(`/hub/replacement-drum/search?lang=${lang}`);
    await page.getByRole('combobox').fill('7327-ax');
    await page.getByRole('option').first().click();
    await expect(h1(page)).toHaveText(w.recommended);
    await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
    await page.getByRole('link', { name: w.details }).click();
    await expect(h1(page)).toHaveText(w.details);
    await expect(page.getByRole('row', { name: new RegExp(w.brakeDiameter) })).toContainText('15.00');
    await expect(page.getByRole('heading', { name: w.notes })).toBeVisible();
    const interchanges = page.getByRole('region', { name: w.interchanges });
    await expect(interchanges.getByRole('row', { name: /7327AX/ })).toContainText(w.bestMatch);
    await expectNoSeriousViolations(page, `${lang} drum details`);
  });

  test(`${lang}: a kit page and its printed sheet`, async ({ page }) => {
    const w = words[lang];
    await page.goto(`/hub/hub-rebuild-kits-detail/10044213?lang=${lang}`);
    await expect(h1(page)).toHaveText(w.kitTitle);
    await expect(page.getByRole('row', { name: new RegExp(w.kitRow) })).toContainText('10080433');
    await expect(page.getByRole('button', { name: w.print })).toBeVisible();
    await expect(page.getByRole('region', { name: w.fits })).toContainText('10031065');
    await expectNoSeriousViolations(page, `${lang} kit page`);

    // The print view shows the sheet in the same language.
    await page.goto(`/hub/seals-detail/10080113?lang=${lang}`);
    await expect(page.getByRole('region', { name: w.fits })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-print-sheet]');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(w.fits);
    await expect(sheet).toContainText(w.inches);
    await page.emulateMedia({ media: 'screen' });
  });
}

/** The catalog's fixed words on a drum, a rotor, a casting and kit pages, as a reader of each language
 * reads them; a drum type the app does not name (Centrifuse) and the notes stay as the catalog has them. */
const catalogWords = {
  es: {
    drum: { Estado: 'Activo', 'Tipo de freno': 'Exterior', 'Tipo de tambor': 'Fundido' },
    interchange: 'Fundido',
    rotorCard: 'Rotor: De sombrero · Activo',
    rotor: { Estado: 'Activo', 'Tipo de rotor': 'De sombrero' },
    casting: 'Estado: Activo',
    bearing: {
      Tipo: 'Juego de rodamientos',
      'Tipo de producto': 'Juego de rodamientos',
      'Tipo de rodamiento': 'Rodillos cónicos, cono y copa',
    },
    axle: 'R de tracción',
    rebuild: { Tipo: 'Kit de reconstrucción', 'Posición del eje': 'De remolque', 'Tipo de kit': 'Reconstrucción' },
    seal: { Tipo: 'Retén de rueda', 'Tipo de producto': 'Retén de aceite unitizado' },
    abs: { 'Tipo de ABS': '100 dientes' },
  },
  'fr-CA': {
    drum: { Statut: 'Actif', 'Type de frein': 'Extérieur', 'Type de tambour': 'Coulé' },
    interchange: 'Coulé',
    rotorCard: 'Disque\u00a0: À chapeau · Actif',
    rotor: { Statut: 'Actif', 'Type de disque': 'À chapeau' },
    casting: 'Statut\u00a0: Actif',
    bearing: {
      Type: 'Jeu de roulements',
      'Type de produit': 'Jeu de roulements',
      'Type de roulement': 'Rouleaux coniques, cône et cuvette',
    },
    axle: 'R moteur',
    rebuild: {
      Type: 'Ensemble de remise à neuf',
      'Position de l’essieu': 'Remorque',
      'Type d’ensemble': 'Remise à neuf',
    },
    seal: { Type: 'Joint d’étanchéité de roue', 'Type de produit': 'Joint d’étanchéité à huile unitisé' },
    abs: { 'Type d’ABS': '100 dents' },
  },
} as const;

/** The value of each named row of the specifications table. */
async function expectSpecs(page: Page, rows: Record<string, string>) {
  for (const [label, value] of Object.entries(rows)) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row.getByRole('cell'), label).toHaveText(value);
  }
}

for (const lang of ['es', 'fr-CA'] as const) {
  test(`${lang}: the catalog's statuses, types and kit words of a drum, a rotor, a casting and kit pages`, async ({
    page,
  }) => {
    const w = catalogWords[lang];
    await page.goto(`/hub/replacement-drum/drumdetails/1?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
    await expectSpecs(page, w.drum);
    const interchanges = page.getByRole('region', { name: words[lang].interchanges });
    await expect(
      interchanges
        .getByRole('row', { name: /^7327AX/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(w.interchange);
    await expect(
      interchanges
        .getByRole('row', { name: /^BW43758-HD/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('Centrifuse');
    await expect(page.getByRole('listitem').filter({ hasText: /^Balanced\.$/ })).toBeVisible();

    await page.goto(`/hub/replacement-rotor/search?lang=${lang}`);
    await page.getByRole('combobox').fill('50292D');
    await page.getByRole('option').first().click();
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 2, name: '10087661' })).toBeVisible();
    await expect(card.getByText(w.rotorCard, { exact: true })).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectSpecs(page, w.rotor);

    await page.goto(`/hub/drum-casting/filter/brnum/ctnum=10062501?lang=${lang}`);
    await expect(page.getByRole('article').first().getByText(w.casting, { exact: true })).toBeVisible();

    await page.goto(`/hub/bearing-detail/10080401?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: '10080401' })).toBeVisible();
    await expectSpecs(page, w.bearing);
    await expect(page.getByRole('link', { name: w.axle, exact: true })).toBeVisible();
    await page.goto(`/hub/hub-rebuild-kits-detail/10044213?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: '10044213' })).toBeVisible();
    await expectSpecs(page, w.rebuild);
    await page.goto(`/hub/seals-detail/10080113?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: '10080113' })).toBeVisible();
    await expectSpecs(page, w.seal);
    await page.goto(`/hub/abs-service-kit-detail/10041192?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: '10041192' })).toBeVisible();
    await expectSpecs(page, w.abs);
  });
}

/** Part data shown as the catalog has it: numbers and codes (with a digit), inch figures with their
 * millimetres, and the catalog's text each screen names. */
const numbers = [/^[\w./-]*\d[\w./"-]*$/, /^[\d.]+"? ?(in )?\(\d+ mm\)$/, /^—$/];

/** The catalog's text of the sample (docs/CATALOG.md) on these screens that has no words of the app:
 * names, notes, descriptions and kit contents, shown as the catalog has them. */
const drumData = /^(Centrifuse|Balanced\.|SF DR-480-0)$/;
const rotorData = /^(Hat rotor|Rotor stud M16x1\.5|Flange nut M16x1\.5)$/;
const descriptions =
  /^(PreSet|Conventional|Wheel seal|M22x1\.5 x|Hub cap fill plug|Bearing set|ABS service kit|ABS tone ring)\b.*(,|\)|O-ring)/;
const kitData =
  /^(PreSet|PreSet Plus|PreSet\/PreSet Plus|TN|Set 427|300 ft-lb, no back-off|Required for the 5 years\/500,000 mile warranty\.|Install with the seal driver; do not lubricate the outer diameter\.|Bearing sets \d+ and \d+, seal and spacer kit \d+|1 .*)$/;
// The printed sheet's own line is the print area's text, checked by its journeys.
const sheetLine = /^Catalog data as of /;
const kitPage = [descriptions, kitData, sheetLine];

type Screen = { area: string; name: string; path: string; open?: (page: Page) => Promise<void>; data?: RegExp[] };

const drumSearch = async (page: Page) => {
  await page.getByRole('combobox').fill('7327-ax');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('heading', { level: 2, name: '10061001' })).toBeVisible();
};
const rotorSearch = async (page: Page) => {
  await page.getByRole('combobox').fill('50292D');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('heading', { level: 2, name: '10087661' })).toBeVisible();
};
const toDetails = async (page: Page) => {
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
};
const firstChoices = async (page: Page) => {
  await expect(choices(page).first()).toBeVisible();
};

const screens: Screen[] = [
  { area: 'drum', name: 'drum start', path: '/hub/replacement-drum' },
  { area: 'drum', name: 'drum search', path: '/hub/replacement-drum/search' },
  { area: 'drum', name: 'drum filter', path: '/hub/replacement-drum/filter', open: firstChoices },
  {
    area: 'drum',
    name: 'drum recommendation',
    path: '/hub/replacement-drum/search',
    open: drumSearch,
    data: [drumData],
  },
  {
    area: 'drum',
    name: 'drum details',
    path: '/hub/replacement-drum/search',
    data: [drumData],
    open: async (page) => {
      await drumSearch(page);
      await toDetails(page);
    },
  },
  { area: 'rotor', name: 'rotor start', path: '/hub/replacement-rotor' },
  { area: 'rotor', name: 'rotor search', path: '/hub/replacement-rotor/search' },
  { area: 'rotor', name: 'rotor filter', path: '/hub/replacement-rotor/filter', open: firstChoices },
  { area: 'rotor', name: 'rotor types', path: '/hub/replacement-rotor/filter/brtyp', open: firstChoices },
  {
    area: 'rotor',
    name: 'rotor Bendix Splined',
    path: '/hub/replacement-rotor/filter/brtyp',
    open: async (page) => {
      // Splined is the last rotor type; it ends the questions with the way to a hub/rotor assembly.
      await choices(page).last().click();
      await expect(choices(page)).toHaveCount(0);
      await expect(page.locator('main p').first()).toBeVisible();
    },
  },
  {
    area: 'rotor',
    name: 'rotor recommendation',
    path: '/hub/replacement-rotor/search',
    open: rotorSearch,
    data: [rotorData],
  },
  {
    area: 'rotor',
    name: 'rotor details',
    path: '/hub/replacement-rotor/search',
    data: [rotorData],
    open: async (page) => {
      await rotorSearch(page);
      await toDetails(page);
    },
  },
  {
    area: 'rotor',
    name: 'rotors of a casting',
    path: '/hub/replacement-rotor/rotors/10024004',
    data: [rotorData],
    open: async (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  { area: 'stud', name: 'stud start', path: '/hub/stud' },
  { area: 'stud', name: 'stud filter', path: '/hub/stud/filter', open: firstChoices },
  {
    area: 'stud',
    name: 'stud flange and pilot',
    path: '/hub/stud/filter/stldp',
    open: async (page) => {
      await choices(page).first().click();
      await expect(choices(page)).toHaveCount(2);
    },
  },
  {
    area: 'stud',
    name: 'stud summary',
    path: '/hub/stud/summaries/10001400',
    data: [descriptions],
    open: async (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  { area: 'casting', name: 'hub casting start', path: '/hub/casting' },
  { area: 'casting', name: 'rotor casting start', path: '/hub/rotor-casting' },
  { area: 'casting', name: 'drum casting start', path: '/hub/drum-casting' },
  { area: 'casting', name: 'drum casting filter', path: '/hub/drum-casting/filter', open: firstChoices },
  { area: 'casting', name: 'rotor casting question', path: '/hub/rotor-casting/filter', open: firstChoices },
  {
    area: 'casting',
    name: 'rotor casting pair',
    path: '/hub/rotor-casting/filter/trtyp/ctnum=10024004',
    data: [/^(· )?Hat rotor( casting, TN Trailer)?$/],
    open: async (page) => expect(page.getByRole('article')).toHaveCount(2),
  },
  {
    area: 'casting',
    name: 'drum casting results',
    path: '/hub/drum-casting/filter/brnum/ctnum=10062501',
    data: [/^Cast drum, Outboard$/, /^· 15 x 4 drum casting, 8\.78" pilot$/],
    open: async (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  { area: 'parts', name: 'parts choice', path: '/parts/choose-path' },
  { area: 'parts', name: 'parts search', path: '/parts/search' },
  { area: 'parts', name: 'parts help', path: '/parts/help' },
  { area: 'parts', name: 'parts help detail', path: '/parts/help/detail' },
  {
    area: 'parts',
    name: 'parts of a hub',
    path: '/parts/search/10031065',
    data: [descriptions],
    open: async (page) => {
      await page.getByRole('button', { name: /10044213/ }).click();
      await expect(page.getByRole('definition').first()).toBeVisible();
      // The complete-the-job sheet is the print sheet's own screen, checked by its journeys.
      await page.locator('[data-print-sheet]').evaluate((el) => el.setAttribute('hidden', ''));
    },
  },
  { area: 'parts', name: 'rebuild kit', path: '/hub/hub-rebuild-kits-detail/10044213', data: kitPage },
  { area: 'parts', name: 'seal', path: '/hub/seals-detail/10080113', data: kitPage },
  { area: 'parts', name: 'seal and spacer kit', path: '/hub/seal-spacer-kit-detail/10045323', data: kitPage },
  { area: 'parts', name: 'spindle nut kit', path: '/hub/spindle-nut-kit-detail/10036552', data: kitPage },
  { area: 'parts', name: 'ABS service kit', path: '/hub/abs-service-kit-detail/10041192', data: kitPage },
  { area: 'parts', name: 'ABS tone ring', path: '/hub/abs-tone-ring-detail/10041092', data: kitPage },
  {
    area: 'parts',
    name: 'bearing and its axles',
    path: '/hub/bearing-detail/10080427',
    data: kitPage,
    open: async (page) => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
];

async function openScreen(page: Page, screen: Screen) {
  await expect(h1(page)).toBeVisible();
  await screen.open?.(page);
  await expect(h1(page)).toBeVisible();
}

test('in the pseudo-locale no text of the part finders and kit pages stays in plain English and nothing overflows 390 px', async ({
  page,
}) => {
  for (const screen of screens) {
    await openPseudo(page, screen.path);
    await openScreen(page, screen);
    await expectPseudoClean(page, screen.name, [...numbers, ...(screen.data ?? [])]);
  }
});

const areas = [...new Set(screens.map((s) => s.area))];

for (const lang of ['es', 'fr-CA'] as Lang[]) {
  for (const area of areas) {
    test(`${lang}: axe finds nothing serious on the ${area} screens, at 390 px and desktop`, async ({ page }) => {
      test.slow();
      for (const screen of screens.filter((s) => s.area === area)) {
        const url = new URL(screen.path, 'http://x');
        url.searchParams.set('lang', lang);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(url.pathname + url.search);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await openScreen(page, screen);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoSeriousViolations(page, `${lang} ${screen.name} at ${width} px`);
        }
      }
    });
  }
}
