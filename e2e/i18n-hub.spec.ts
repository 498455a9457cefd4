import { expect, test, type Page } from '@playwright/test';
import { firstAnswersOf } from './firstAnswers';
import { expectNoSeriousViolations } from './a11y';
import { expectPseudoClean, openPseudo } from './pseudo';

test.describe.configure({ mode: 'serial' });

// The notification pop-up is the notifications screens' own journey; here it stays closed.
test.beforeEach(({ page }) => page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1')));

// Part numbers of the sample catalog (docs/CATALOG.md).
const CATALOG = {
  competitor: 'RH-4410.A',
  compare: ['10031065', '10032003'],
  manyResults:
    'tcomp=2&brkty=1&tmake=31&aaxna=4&whlps=2&hubps=1&strdo=1&hamnt=1&barlg=0&axthd=0&hcmty=2&icfsb=1&dpidi=1&abrty=0&hofsi=0&brdia=0&ovlgt=0&abcoi=2&hcbdi=1&wmslc=1',
  noFilters: '10018476',
};

/** The words each journey looks for, in each language. */
const words = {
  es: {
    button: 'Español',
    home: '¿Qué está buscando?',
    done: '¡Listo!',
    meet: 'Las siguientes mazas cumplen con sus criterios',
    details: /^Ver detalles/,
    product: 'Detalles del producto',
    back: 'Volver a los resultados',
    rating: /Capacidad de la maza \(lb\)/,
    ratingValue: '23,000',
    truckType: 'Tipo de vehículo',
    trailerDrum: 'Remolque con frenos de tambor',
    axle: 'Elija la posición del eje',
    tnTrailer: /^TN de remolque/,
    step3: 'Paso 3 de 23',
    stepBack: 'Atrás',
    description: 'Maza PreSet, TN de remolque, aluminio, frenos de tambor, centrado por maza, 10 birlos, ABS',
    mounting: /^Sistema de montaje de la maza/,
    mountingValue: 'Centrado por maza',
    replacementHub: /^Maza de reemplazo/,
  },
  'fr-CA': {
    button: 'Français',
    home: 'Que cherchez-vous?',
    done: 'Trouvé!',
    meet: 'Les moyeux suivants répondent à vos critères',
    details: /^Voir les détails/,
    product: 'Détails du produit',
    back: 'Retour aux résultats',
    rating: /Capacité du moyeu \(lb\)/,
    ratingValue: '23\u00a0000',
    truckType: 'Type de véhicule',
    trailerDrum: 'Remorque à freins à tambour',
    axle: 'Choisissez la position de l’essieu',
    tnTrailer: /^TN remorque/,
    step3: 'Étape 3 de 23',
    stepBack: 'Retour',
    description: 'Moyeu PreSet, TN remorque, aluminium, freins à tambour, centrage sur moyeu, 10 goujons, ABS',
    mounting: /^Système de montage du moyeu/,
    mountingValue: 'Centrage sur moyeu',
    replacementHub: /^Moyeu de remplacement/,
  },
} as const;
const languages = Object.keys(words) as (keyof typeof words)[];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const choices = (page: Page) => page.locator('main ul li > button');

/** Answers every question until the results heading, taking the first choice each time. */
async function answerUntil(page: Page, done: string) {
  for (let i = 0; i < 30; i++) {
    const finished = h1(page).filter({ hasText: done });
    await expect(finished.or(choices(page).first()).first()).toBeVisible();
    if (await finished.isVisible()) return;
    const title = (await h1(page).textContent()) ?? '';
    await choices(page).first().click();
    await expect(h1(page)).not.toHaveText(title);
  }
  throw new Error('the questionnaire did not reach the results');
}

for (const lang of languages) {
  const w = words[lang];

  test(`${lang}: the home search reaches a hub's details in that language`, async ({ page }) => {
    await page.goto(`/hub?lang=${lang}`);
    await expect(h1(page)).toHaveText(w.home);
    await page.getByRole('combobox').fill(CATALOG.competitor);
    await page.getByRole('option').first().click();
    await page.waitForURL(/\/hub\/(filters|results)/);
    await answerUntil(page, w.done);
    await expect(page.getByText(w.meet)).toBeVisible();
    await page.getByRole('link', { name: w.details }).first().click();
    await expect(h1(page)).toHaveText(w.product);
    await expect(page.getByRole('link', { name: w.back }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoSeriousViolations(page, `${lang} details`);

    // Figures are grouped as the language writes them.
    await page.goto(`/hub/details/${CATALOG.compare[0]}`);
    await expect(page.getByRole('row', { name: w.rating })).toContainText(w.ratingValue);
    // A spec that is one of the trade's words, in the reader's.
    await expect(page.getByRole('row', { name: w.mounting })).toContainText(w.mountingValue);
    // The catalog's own translation of the hub's description.
    await expect(page.getByText(w.description, { exact: true }).first()).toBeVisible();
    // The job's list and its printed sheet describe the replacement hub with the same words.
    await expect(page.getByRole('row', { name: w.replacementHub })).toContainText(w.description);
  });

  test(`${lang}: switching the language mid-questionnaire keeps the step and the answers`, async ({ page }) => {
    await page.goto('/hub/truck-type?lang=en');
    await expect(h1(page)).toHaveText('Truck Type');
    await page.getByRole('button', { name: 'Trailer with Drum Brakes' }).click();
    await expect(h1(page)).toHaveText('Choose the truck make');
    await choices(page).first().click();
    await expect(h1(page)).toHaveText('Choose the Axle position');
    await expect(page.getByText('Step 3 of 23')).toBeVisible();
    const url = page.url();

    await page.getByRole('contentinfo').getByRole('button', { name: w.button }).click();
    await expect(h1(page)).toHaveText(w.axle);
    await expect(page.getByText(w.step3)).toBeVisible();
    await expect(choices(page).filter({ hasText: w.tnTrailer })).toBeVisible();
    expect(page.url()).toBe(url);

    // The answers given are still there: Back returns to the make, with the truck type kept.
    await page.getByRole('link', { name: w.stepBack }).click();
    await expect(page).toHaveURL(/\/hub\/truck-make\?tcomp=2&brkty=1$/);
    await expect(h1(page)).not.toHaveText('Choose the truck make');
    await page.getByRole('link', { name: w.stepBack }).click();
    await expect(h1(page)).toHaveText(w.truckType);
    await expect(page.getByRole('button', { name: w.trailerDrum })).toBeVisible();
  });
}

/** A linked document's name as the screens show it: 'wide-base-tire-ratings.pdf' reads 'Wide base tire ratings'. */
function docTitle(file: string) {
  const words = (file.split('/').pop() ?? '').replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ');
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

/** The hub catalog's answers a screen loads (hubs, their parts, filter values): their strings are
 * catalog data, shown as the catalog has it. */
function catalogAnswers(page: Page) {
  const bodies: Promise<unknown>[] = [];
  page.on('response', (r) => {
    if (/\/api\/v\d+\/(hubassembly|hubassemblydetails|aftermarketparts)\b/.test(r.url()) && r.ok())
      bodies.push(r.json().catch(() => undefined));
    // A result screen's page brings its first answers with it.
    else if (r.request().resourceType() === 'document' && r.ok())
      bodies.push(r.text().then(firstAnswersOf, () => undefined));
  });
  return {
    /** The strings answered since the last call, as exact patterns. */
    async texts(): Promise<RegExp[]> {
      const out = new Set<string>();
      const walk = (v: unknown) => {
        if (typeof v === 'string') {
          // A GAWR note's text runs between its {{link}} places; a linked document is shown by its file name.
          for (const part of v.split('{{link}}')) if (part.trim()) out.add(part.trim());
          if (/\.pdf$/i.test(v)) out.add(docTitle(v));
        } else if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') {
          // A note shown whole: its text with each {{link}} as the document's name.
          const note = v as { Text?: unknown; Links?: string[] };
          if (typeof note.Text === 'string' && Array.isArray(note.Links)) {
            let i = 0;
            out.add(note.Text.replace(/\{\{link\}\}/g, () => docTitle(note.Links![i++] ?? '')).trim());
          }
          Object.values(v).forEach(walk);
        }
      };
      (await Promise.all(bodies.splice(0))).forEach(walk);
      return [...out].map((x) => new RegExp(`^${x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    },
  };
}

// Hub descriptions of the catalog ('PreSet Hub, TN Trailer, Aluminum, …'), also where an answer came from
// the browser's cache.
const descriptions = [/^(PreSet( Plus)?|Conventional) Hub, [\w ,/-]+$/];

const [a, b] = CATALOG.compare;
/** Every hub screen, and what shows it is ready. */
const screens: { path: string; ready: (page: Page) => Promise<void>; data?: RegExp[] }[] = [
  { path: '/hub/choose-path', ready: async (p) => await expect(p.locator('main ul a').first()).toBeVisible() },
  { path: '/hub/find-assembly', ready: async (p) => await expect(h1(p)).toBeVisible() },
  { path: '/hub/find-assembly-detail', ready: async (p) => await expect(p.locator('main dl')).toBeVisible() },
  { path: '/hub/search', ready: async (p) => await expect(p.getByRole('combobox')).toBeVisible() },
  { path: '/hub/truck-type', ready: async (p) => await expect(choices(p).first()).toBeVisible() },
  {
    path: '/hub/truck-make?tcomp=2&brkty=1',
    ready: async (p) => await expect(choices(p).first()).toBeVisible(),
  },
  {
    path: '/hub/axle-type?tcomp=2&brkty=1&tmake=31',
    ready: async (p) => await expect(choices(p).first()).toBeVisible(),
  },
  {
    // The splined rotor type (the last one) on a disc-brake trailer opens the flat-rotor offer in place.
    path: '/hub/brake-rotor-type?tcomp=2&brkty=2&tmake=0&aaxna=4&hamnt=1&gawrr=5&axthd=0&hcmty=1',
    ready: async (p) => {
      const question = await h1(p).textContent();
      await choices(p).last().click();
      await expect(choices(p)).toHaveCount(0);
      await expect(h1(p)).not.toHaveText(question!);
      await expect(p).toHaveURL(/\/hub\/brake-rotor-type\?/);
    },
  },
  {
    path: `/hub/filters/tcomp=2&brkty=1&tmake=31`,
    ready: async (p) => await expect(choices(p).first()).toBeVisible(),
  },
  {
    path: `/hub/results?${CATALOG.manyResults}`,
    ready: async (p) => await expect(p.getByRole('navigation', { name: /./ }).last()).toBeVisible(),
    data: descriptions,
  },
  {
    path: `/hub/details/${a}`,
    ready: async (p) => {
      await expect(p.locator('caption')).toHaveCount(3);
      // The job sheet under the details is the job flow's, checked by the calculator journeys.
      await p.locator('[data-print-sheet]').evaluate((el) => el.setAttribute('hidden', ''));
    },
  },
  { path: '/hub/compare-hub', ready: async (p) => await expect(p.getByRole('combobox').first()).toBeVisible() },
  {
    path: `/hub/compare/${a}/${b}`,
    ready: async (p) => await expect(p.locator('main h2 button').first()).toBeVisible(),
  },
  { path: `/hub/compare/${a}/99999999`, ready: async (p) => await expect(p.getByRole('alert')).toBeVisible() },
  { path: `/hub/email?part=${a}`, ready: async (p) => await expect(p.getByRole('textbox').first()).toBeVisible() },
  { path: '/hub/no-results', ready: async (p) => await expect(h1(p)).toBeVisible() },
  {
    path: `/hub/not-available/${CATALOG.noFilters}`,
    ready: async (p) => await expect(p.locator('main h2').first()).toBeVisible(),
  },
  { path: '/hub/meritor-exclusive', ready: async (p) => await expect(h1(p)).toBeVisible() },
  { path: '/hub/volvo-exclusive', ready: async (p) => await expect(h1(p)).toBeVisible() },
];

test('a hub no longer available reads as one sentence up to the phone number in every language', async ({ page }) => {
  // Terminated hub 10032207: the status text runs on into whom to call (the contact link then says it
  // opens a new tab).
  for (const [lang, text] of [
    ['en', 'Customer Service for options: 1-800-555-0142 or the contact page'],
    ['es', 'para conocer las opciones: 1-800-555-0142 o la página de contacto'],
    ['fr-CA', 'pour connaître les options : 1-800-555-0142 ou la page Nous joindre'],
  ]) {
    await page.goto(`/hub/not-available/10032207?lang=${lang}`);
    await expect(page.locator('main p').filter({ hasText: '1-800-555-0142' }), lang).toContainText(text);
  }
});

test('in the pseudo-locale no hub screen keeps plain English and nothing overflows 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const catalog = catalogAnswers(page);
  for (const s of screens) {
    await openPseudo(page, s.path);
    await s.ready(page);
    await expectPseudoClean(page, s.path, [...(await catalog.texts()), ...(s.data ?? [])]);
  }
});

for (const lang of languages) {
  test(`${lang}: every hub screen has no serious accessibility problem`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const s of screens) {
      await page.goto(`${s.path}${s.path.includes('?') ? '&' : '?'}lang=${lang}`);
      await s.ready(page);
      await expectNoSeriousViolations(page, `${lang} ${s.path}`);
    }
  });
}
