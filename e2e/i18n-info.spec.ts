import { readFileSync } from 'node:fs';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { labelVideo } from './fakeCamera';
import { h1 } from './finders';
import { expectPseudoClean, openPseudo, pseudoProblems } from './pseudo';

// The static pages, notifications, offline screens and the scan dialog in Spanish and Canadian
// French, and in the pseudo-locale (no hard-coded English, nothing wider than 390 px).

test.describe.configure({ mode: 'serial' });

/** The sample notifications' titles: data from the server, shown as the notification has them. */
const sample = JSON.parse(readFileSync(new URL('../catalog/sample/notifications.json', import.meta.url), 'utf8')) as {
  Title: string;
}[];
const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const titles = sample.map((n) => exactly(n.Title));

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

/** A fresh visitor: the notification pop-up opens on the first entry to /hub. */
async function visitor(browser: Browser) {
  const c = await browser.newContext();
  return { c, page: await c.newPage() };
}

for (const [lang, t] of [
  [
    'es',
    {
      help: 'Ayuda',
      number: 'Tengo un número de parte',
      contact: '¿Aún necesita ayuda?',
      disclaimer: 'Aviso legal',
      warning: 'Las mazas de rueda son partes críticas para la seguridad.',
      terms: 'términos y condiciones',
    },
  ],
  [
    'fr-CA',
    {
      help: 'Aide',
      number: 'J’ai un numéro de pièce',
      contact: 'Toujours bloqué?',
      disclaimer: 'Avis de non-responsabilité',
      warning: 'Les moyeux de roue sont des pièces essentielles à la sécurité.',
      terms: 'conditions d’utilisation',
    },
  ],
] as const) {
  test(`the help and disclaimer pages in ${lang}`, async () => {
    await page.goto(`/help?lang=${lang}`);
    await expect(h1(page)).toHaveText(t.help);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 2, name: t.number })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.contact })).toBeVisible();
    await expect(page.getByText('10-031-065', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} help`);

    // The footer's link, so the language stays without ?lang=.
    await page.getByRole('contentinfo').getByRole('link', { name: t.disclaimer, exact: true }).click();
    await expect(h1(page)).toHaveText(t.disclaimer);
    await expect(page.getByRole('note')).toContainText(t.warning);
    await expect(page.getByRole('main').getByRole('link', { name: t.terms })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} disclaimer`);
  });
}

test('a notification with a Spanish text shows it to a Spanish reader, in the pop-up and its detail', async ({
  browser,
}) => {
  const v = await visitor(browser);
  try {
    await v.page.goto('/hub?lang=es');
    const popup = v.page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(popup).toContainText('Bienvenido al nuevo Buscador de partes');
    await expect(popup.getByRole('button', { name: 'MÁS TARDE' })).toBeVisible();
    await expectNoSeriousViolations(v.page, 'es pop-up');
    await popup.getByRole('button', { name: 'MÁS INFORMACIÓN' }).click();
    await expect(h1(v.page)).toHaveText('Bienvenido al nuevo Buscador de partes');
    await expect(v.page.getByRole('link', { name: /literatura de servicio/ })).toBeVisible();
    await expect(v.page.getByText('Enlaces')).toBeVisible();
    await expectNoSeriousViolations(v.page, 'es notification');
  } finally {
    await v.c.close();
  }
});

test('a French reader reads the French texts, and a switch changes them', async ({ browser }) => {
  const v = await visitor(browser);
  try {
    await v.page.goto('/hub?lang=fr-CA');
    const popup = v.page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup).toContainText('Bienvenue dans le nouvel outil de recherche de pièces');
    await popup.getByRole('button', { name: 'PLUS TARD' }).click();
    await expect(popup).toBeHidden();

    await v.page.goto('/notification');
    await expect(h1(v.page)).toHaveText('Notifications');
    const list = v.page.getByRole('list').filter({ hasText: 'Bienvenue' });
    await expect(list).toContainText('Avis de sécurité\u00a0: couple de serrage de l’écrou de fusée PreSet Plus');
    await expect(list).toContainText('Mise à jour de l’application Web offerte');
    await expect(list).not.toContainText('Web app update available');
    await expect(v.page.getByText(/\d+ non lues?$/)).toBeVisible();
    await expectNoSeriousViolations(v.page, 'fr-CA notifications');

    await v.page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
    await expect(h1(v.page)).toHaveText('Notificaciones');
    await expect(list).toBeHidden();
    await expect(v.page.getByRole('list').filter({ hasText: 'Bienvenido' })).toContainText(
      'Aviso de seguridad: par de apriete',
    );
  } finally {
    await v.c.close();
  }
});

test('a switch on a page opened in a language (?lang=es) holds after a reload', async () => {
  await page.goto('/help?lang=es');
  await expect(h1(page)).toHaveText('Ayuda');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
  await expect(h1(page)).toHaveText('Aide');
  await expect(page).toHaveURL(/\/help\?lang=fr-CA$/);
  await page.reload();
  await expect(h1(page)).toHaveText('Aide');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

/** A brake drum of the sample the saved catalog leads to. */
const DRUM = '10061001';
/** A bearing set of the sample whose description the catalog gives in Spanish and French. */
const KIT = '10080401';
/** A conventional aluminum hub of the sample, hub piloted, for a steer axle (FF) with drum brakes. */
const HUB = '10032012';
/** A right-hand wheel stud of the sample. */
const STUD = '10001400';

/** Saves the catalog on the offline screen shown, and waits until it is saved. */
async function saveCatalog(p: Page, done: RegExp) {
  await p.getByRole('button', { name: /\d+\s(KB|ko|ĶƁ)/ }).click();
  await expect(p.getByTestId('saved-status')).toContainText(done, { timeout: 20_000 });
}

/** Removes the saved catalog, so that the next journey finds the screen as a first visit would. */
async function removeCatalog(p: Page, lang: string) {
  await p.goto(`/offline?lang=${lang}`);
  await p.getByTestId('saved-status').waitFor();
  await p.getByRole('main').getByRole('button').last().click();
  await expect(p.getByTestId('saved-status')).toHaveCount(0);
}

for (const [lang, t] of [
  [
    'es',
    {
      title: 'Guardar el catálogo para usarlo sin conexión',
      size: /^La descarga es de \d+ KB para /,
      saved: /actualizado\.$/,
      drum: 'Tambor de freno',
      cast: 'Fundido',
      labels: ['Tipo de freno', 'Tamaño del freno', 'Diámetro piloto', 'Orificios para birlos'],
      values: ['Exterior', '15 × 4 pulg.', '8.78 pulg.', '10'],
      kit: 'Juego de rodamientos 580/572 (juego 401)',
      hub: ['Convencional', 'Direccional', 'FF', 'Aluminio', 'Tambor', 'Centrado por maza'],
      stud: ['M22x1.5', 'Derecha'],
    },
  ],
  [
    'fr-CA',
    {
      title: 'Enregistrer le catalogue pour l’utiliser hors ligne',
      size: /^Le téléchargement fait \d+\sko pour /,
      saved: /à jour\.$/,
      drum: 'Tambour de frein',
      cast: 'Coulé',
      labels: ['Type de frein', 'Dimensions du frein', 'Diamètre de centrage', 'Trous de goujons'],
      values: ['Extérieur', '15 × 4 po', '8.78 po', '10'],
      kit: 'Ensemble de roulements 580/572 (ensemble 401)',
      hub: ['Conventionnel', 'Directeur', 'FF', 'Aluminium', 'Tambour', 'Centrage sur moyeu'],
      stud: ['M22x1.5', 'À droite'],
    },
  ],
] as const) {
  test(`the offline screen in ${lang}`, async () => {
    await page.goto(`/offline?lang=${lang}`);
    await expect(h1(page)).toHaveText(t.title);
    await expect(page.getByText(t.size)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`\\(\\d+\\s(KB|ko)\\)$`) })).toBeVisible();
    await expectNoSeriousViolations(page, `${lang} offline`);

    await page.goto(`/offline/part/NOPE-1?lang=${lang}`);
    await expect(h1(page)).toHaveText(lang === 'es' ? 'Parte NOPE-1' : 'Pièce NOPE-1');
    await expectNoSeriousViolations(page, `${lang} saved part not found`);

    // A part of the saved catalog: its labels, units, title and the catalog's fixed words in the
    // reader's language, its measures as the catalog has them.
    await page.goto(`/offline?lang=${lang}`);
    await saveCatalog(page, t.saved);
    await page.goto(`/offline/part/${DRUM}?lang=${lang}`);
    await expect(h1(page)).toHaveText(`${t.drum} ${DRUM}`);
    await expect(page.getByText(`${t.drum} ${t.cast}`, { exact: true })).toBeVisible();
    await expect(page.locator('main dt')).toHaveText(t.labels);
    await expect(page.locator('main dd')).toHaveText(t.values);
    await expectNoSeriousViolations(page, `${lang} saved part`);
    // A kit's description in the language the catalog gives it in.
    await page.goto(`/offline/part/${KIT}?lang=${lang}`);
    await expect(page.getByText(t.kit, { exact: true })).toBeVisible();
    // A hub's and a stud's trade words as their live screens say them; the axle's name as the catalog has it.
    await page.goto(`/offline/part/${HUB}?lang=${lang}`);
    await expect(page.locator('main dd')).toHaveText(t.hub);
    await page.goto(`/offline/part/${STUD}?lang=${lang}`);
    await expect(page.locator('main dd')).toHaveText(t.stud);
    await removeCatalog(page, lang);
  });
}

test('offline, a screen never opened before says so in Spanish', async ({ browser }) => {
  const c = await browser.newContext({ serviceWorkers: 'allow' });
  await c.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  const p = await c.newPage();
  try {
    await p.goto('/hub?lang=es');
    await p.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await c.setOffline(true);
    await p.goto('/hub/details/10031065');
    await expect(p.getByText('Esta pantalla necesita conexión')).toBeVisible({ timeout: 15_000 });
    await expect(p.getByRole('link', { name: 'guardado el catálogo para usarlo sin conexión' })).toBeVisible();
    await expectNoSeriousViolations(p, 'es offline notice');
    // The pseudo-locale over the same notice (the screen's own texts are the hub's).
    await p.goto('/hub/details/10031065?lang=en-XA');
    await expect(p.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    expect(await within(p, '[role="alert"]')).toEqual([]);
  } finally {
    await c.close();
  }
});

/** The pseudo-locale problems of the page that lie inside `selector` (the rest is other areas' work). */
async function within(p: Page, selector: string, data: RegExp[] = []) {
  const problems = await pseudoProblems(p, data);
  const text = await p.locator(selector).innerText();
  return problems.filter((x) => {
    const m = /^not translated: "(.*)"$/s.exec(x);
    return m ? text.includes(m[1]) : true;
  });
}

test('in the pseudo-locale the static pages, notifications and offline screens have no plain English and fit 390 px', async ({
  browser,
}) => {
  for (const path of ['/about', '/contact', '/disclaimer', '/help', '/mobile-help']) {
    await openPseudo(page, path);
    await expect(h1(page)).toBeVisible();
    await expectPseudoClean(page, path, [/^10-031-065$|^10031065$/]);
  }

  await openPseudo(page, '/notification');
  await expect(page.getByRole('list').filter({ hasText: sample[0].Title })).toBeVisible();
  await expectPseudoClean(page, '/notification', titles);
  await openPseudo(page, '/hub/notification-detail/1');
  await expect(h1(page)).toHaveText(sample[0].Title);
  const message = await page.locator('h1 + div').innerText();
  const problems = (await pseudoProblems(page, [...titles, /^[\w.-]+ · .+$/])).filter((x) => {
    const m = /^not translated: "(.*)"$/s.exec(x);
    return !(m && message.includes(m[1]));
  });
  expect(problems, 'notification detail').toEqual([]);
  await openPseudo(page, '/hub/notification-detail/999');
  await expect(h1(page)).toBeVisible();
  await expectPseudoClean(page, 'a notification no longer there');

  const v = await visitor(browser);
  try {
    await openPseudo(v.page, '/hub');
    await expect(v.page.getByRole('dialog')).toContainText(sample[0].Title);
    await expectPseudoClean(v.page, 'notification pop-up', [...titles, /^\d+$/]);
  } finally {
    await v.c.close();
  }

  await openPseudo(page, '/offline');
  await expect(page.getByRole('button', { name: /\d+ ĶƁ/ })).toBeVisible();
  await expectPseudoClean(page, '/offline', [/^\d+%$/]);
  await openPseudo(page, '/offline/part/NOPE-1');
  await expect(h1(page)).toBeVisible();
  await expectPseudoClean(page, 'saved part not found');
  await openPseudo(page, '/offline');
  await saveCatalog(page, /\d/);
  await openPseudo(page, `/offline/part/${DRUM}`);
  await expect(page.locator('main dt')).toHaveCount(4);
  await expectPseudoClean(page, 'saved part', [new RegExp(`^${DRUM}$`), /^Outboard$/, /^10$/]);
  await removeCatalog(page, 'en-XA');
});

test('the scan dialog and the VIN panel in the pseudo-locale and in both languages', async () => {
  const b = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${await labelVideo(undefined)}`,
    ],
  });
  try {
    const c = await b.newContext({ baseURL: test.info().project.use.baseURL });
    await c.grantPermissions(['camera']);
    await c.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
    const p = await c.newPage();

    await openPseudo(p, '/hub');
    await p.getByRole('button', { name: /^Šçàñ/ }).click();
    const dialog = p.getByRole('dialog');
    await expect(dialog.getByRole('status')).toHaveText(/^Ĺ/);
    await expectPseudoClean(p, 'scan dialog');
    await p.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openPseudo(p, '/hub/truck-type');
    const panel = p.locator('section[aria-labelledby="vin-title"]');
    await expect(panel).toBeVisible();
    await panel.getByRole('textbox').fill('1M8GDM9A1KP042788');
    await panel.getByRole('button').last().click();
    await expect(panel.locator('#vin-error')).toBeVisible();
    expect(await within(p, 'section[aria-labelledby="vin-title"]', [/^1M8GDM9A1KP042788$/])).toEqual([]);

    for (const [lang, t] of [
      [
        'es',
        { scan: 'Escanear un código de barras', looking: 'Buscando un código de barras…', vin: 'Empezar con el VIN' },
      ],
      [
        'fr-CA',
        { scan: 'Lire un code à barres', looking: 'Recherche d’un code à barres…', vin: 'Commencer par le NIV' },
      ],
    ] as const) {
      await p.goto(`/hub?lang=${lang}`);
      await p.getByRole('button', { name: new RegExp(`^${t.scan} `) }).click();
      const d = p.getByRole('dialog', { name: t.scan });
      await expect(d.getByRole('status')).toHaveText(t.looking);
      await expectNoSeriousViolations(p, `${lang} scan dialog`);
      await p.keyboard.press('Escape');
      await expect(d).toBeHidden();

      await p.goto(`/hub/truck-type?lang=${lang}`);
      await expect(p.getByRole('heading', { name: t.vin })).toBeVisible();
      await p.locator('#vin').fill('1M8GDM9AXKP04278');
      await p.locator('#vin').press('Enter');
      await expect(p.locator('#vin-error')).toHaveText(
        lang === 'es'
          ? 'Un VIN tiene 17 caracteres; este tiene 16.'
          : 'Un NIV compte 17 caractères; celui-ci en compte 16.',
      );
    }
  } finally {
    await b.close();
  }
});
