import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { mailServer } from './mail';
import { expectPseudoClean, openPseudo } from './pseudo';

const mailbox = mailServer();

test.describe.configure({ mode: 'serial' });

// The notification pop-up is the notifications screens' own journey; here it stays closed.
test.beforeEach(({ page }) => page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1')));

const HUB = '10031065';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h2 = (page: Page) => page.getByRole('heading', { level: 2 });
/** An amount in Canadian French: the space before the sign is a non-breaking one. */
const fr = (amount: string) => new RegExp(`^${amount.replace(/ /g, '\\s')}\\s\\$$`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, v] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(v);
}

async function next(page: Page, step: string, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/replace/${step}$`));
}

/** axe on the screen shown, on a phone and on a desktop. */
async function axe(page: Page, where: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, `${where}, 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page, `${where}, desktop`);
}

test('Spanish: Replace vs. Rebuild to its emailed results, the email in Spanish', async ({ page }) => {
  // Twenty axe runs (each screen at two widths): over a minute on a busy machine.
  test.slow();
  await page.goto('/replace/choose-calculator?lang=es');
  await expect(h1(page)).toHaveText('Calculadoras');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await axe(page, 'es choose');
  await page.getByRole('button', { name: /Reemplazar vs\. reconstruir/ }).click();
  await expect(h1(page)).toHaveText('Calculadora de reemplazo');
  await expect(h2(page)).toHaveText('Elija la posición de la rueda');
  await axe(page, 'es wheel position');
  await page.getByRole('button', { name: 'De tracción' }).click();
  await page.getByRole('button', { name: 'Hierro' }).click();
  await expect(page.getByRole('button', { name: /^Taller de servicio/ })).toBeVisible();
  await page.getByRole('button', { name: /^Taller propio/ }).click();

  await expect(h2(page)).toHaveText('Costos de reconstrucción');
  await fill(page, { 'Costo del retén de rueda': '35', 'Costo del juego de rodamientos': 'abc' });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Ingrese un número, por ejemplo 125 o 42.50.')).toBeVisible();
  await fill(page, { 'Costo del juego de rodamientos': '120' });
  await expect(page.getByTestId('running-total')).toHaveText('$155.00');
  await axe(page, 'es rebuild costs');
  await next(page, 'replacement-costs', 'Siguiente');

  await expect(h2(page)).toHaveText('Costos de reemplazo');
  await fill(page, { 'Costo de la maza': '450', 'Costo de la tuerca del husillo': '0' });
  await expect(
    page.getByText('Solo aplica a los ensambles Northwind PreSet Plus. De lo contrario, ingrese 0.'),
  ).toBeVisible();
  await next(page, 'labor-costs', 'Siguiente');

  await expect(page.getByLabel('Horas para reconstruir')).toHaveValue('3');
  await fill(page, { 'Costo de mano de obra por hora': '100' });
  await axe(page, 'es labor costs');
  await next(page, 'cost-comparison', 'Siguiente');

  await expect(page.getByText('Costo total de reemplazar')).toBeVisible();
  await expect(page.getByTestId('total-replace')).toHaveText('$550.00');
  await expect(page.getByTestId('total-rebuild')).toHaveText('$455.00');
  await axe(page, 'es cost comparison');
  await next(page, 'downtime-costs', 'Ver los beneficios');

  await expect(page.getByText('Carga seca de largo recorrido')).toBeVisible();
  await expect(page.getByText('$270+')).toBeVisible();
  await expect(page.getByText('$75 - $85')).toBeVisible();
  await fill(page, { 'Costo de tiempo inactivo por hora': '100' });
  await axe(page, 'es downtime costs');
  await next(page, 'results', 'Siguiente');

  await expect(h2(page)).toHaveText('Resultados');
  await expect(page.getByRole('columnheader')).toHaveText(['Reconstruir', 'Reemplazar']);
  await expect(page.getByTestId('row-Total').getByRole('cell')).toHaveText(['$755.00', '$650.00']);
  await expect(page.getByTestId('savings')).toHaveText('$105.00');
  await expect(page.getByText('Ahorro con una maza de reemplazo')).toBeVisible();
  for (const b of ['Máximo tiempo en servicio', 'Garantía extendida', 'Proceso simplificado'])
    await expect(page.getByText(b, { exact: true })).toBeVisible();
  await axe(page, 'es results');
  await next(page, 'email', 'Enviar resultados por correo electrónico');

  await page.getByRole('button', { name: 'Enviar correo electrónico' }).click();
  await expect(page.getByText('Ingrese el nombre del destinatario.')).toBeVisible();
  await expect(page.getByText('Ingrese el correo electrónico del destinatario.')).toBeVisible();
  await axe(page, 'es email with errors');
  await fill(page, {
    'Nombre del destinatario *': 'Dana Fleet',
    'Correo electrónico del destinatario *': 'dana@flota.example.com',
    'Su nombre': 'Sam Taller',
  });
  await page.getByRole('button', { name: 'Enviar correo electrónico' }).click();
  await expect(h2(page)).toHaveText('Gracias');
  await expect(page.getByText('Se envió un correo electrónico')).toBeVisible();
  await axe(page, 'es confirmation');

  const mail = await mailbox.one('dana@flota.example.com');
  expect(mail.subject).toBe('Northwind Wheel End: resultados de la Calculadora de reemplazo, ahorro $105.00');
  for (const text of [
    '<html lang="es">',
    'Hola, Dana Fleet:',
    'Sam Taller comparó el costo de reemplazar una maza con el de reconstruirla y le envió los resultados.',
    'Posición de la rueda',
    'De tracción',
    'Taller propio',
    'Costo del retén de rueda',
    '$755.00',
    '$105.00',
    'Beneficios: Máximo tiempo en servicio, Garantía extendida, Proceso simplificado',
  ])
    expect(mail.body).toContain(text);
  expect(mail.body).not.toContain('Wheel position');
});

test('Canadian French: PreSet vs. Conventional with margins to its emailed results, the email in French', async ({
  page,
}) => {
  // Twenty axe runs (each screen at two widths): over a minute on a busy machine.
  test.slow();
  await page.goto('/replace/choose-calculator?lang=fr-CA');
  await expect(h1(page)).toHaveText('Calculateurs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: /PreSet ou conventionnel/ }).click();
  await expect(h1(page)).toHaveText('Calculateur PreSet ou conventionnel');
  await page.getByRole('button', { name: 'Remorque TP' }).click();
  await expect(h2(page)).toHaveText('Choisissez le matériau du moyeu');
  await axe(page, 'fr-CA hub material');
  await page.getByRole('button', { name: 'Aluminium' }).click();
  await axe(page, 'fr-CA service type');
  await page.getByRole('button', { name: /^Atelier de service/ }).click();

  await expect(h2(page)).toHaveText('Coûts du moyeu conventionnel');
  await expect(page.getByText('Comprend le moyeu, les cuvettes et les goujons')).toBeVisible();
  await fill(page, {
    'Coût du joint d’étanchéité de roue': '32,49',
    'Coût du cône de roulement': '85.99',
    'Coût du moyeu': '189.99',
    'Coût de l’écrou de fusée à réglage manuel': '12,5',
  });
  await expect(page.getByTestId('running-total')).toHaveText(fr('320,97'));
  await axe(page, 'fr-CA conventional hub costs');
  await next(page, 'replacement-costs', 'Suivant');

  await expect(h2(page)).toHaveText('PreSet');
  await fill(page, { 'Coût de l’assemblage de moyeu': '489.95', 'Coût de l’écrou de fusée': '59.95' });
  await expect(page.getByTestId('running-total')).toHaveText(fr('549,90'));
  await next(page, 'labor-costs', 'Suivant');

  await expect(page.getByText('Le temps moyen est de 2 heures')).toBeVisible();
  await fill(page, {
    'Coût de main-d’œuvre par heure': '95',
    'Taux horaire de main-d’œuvre facturable': '135.5',
    'Heures pour installer un moyeu conventionnel': '2.5',
    'Heures pour installer un moyeu PreSet': '0.75',
  });
  await axe(page, 'fr-CA labor costs');
  await next(page, 'cost-comparison', 'Suivant');

  await expect(page.getByTestId('total-rebuild')).toHaveText(fr('558,47'));
  await expect(page.getByTestId('total-replace')).toHaveText(fr('621,15'));
  await next(page, 'margin-parts', 'Calculer les marges');

  await fill(page, { 'Pourcentage de majoration des pièces': '-5' });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Entrez 0 ou plus.')).toBeVisible();
  await axe(page, 'fr-CA parts margin with an error');
  await fill(page, { 'Pourcentage de majoration des pièces': '15' });
  await next(page, 'downtime-costs', 'Suivant');

  await expect(page.getByText('Collecte des ordures')).toBeVisible();
  await expect(page.getByText(/^270\s\$ et plus$/)).toBeVisible();
  await fill(page, { 'Coût d’immobilisation par heure': '110' });
  await next(page, 'results', 'Suivant');

  await expect(page.getByRole('columnheader')).toHaveText(['Conventionnel', 'PreSet']);
  await expect(page.getByTestId('row-Total').getByRole('cell').first()).toHaveText(fr('982,87'));
  await expect(page.getByTestId('row-Margin').getByRole('rowheader')).toHaveText('Votre marge');
  await expect(page.getByTestId('savings')).toHaveText(fr('166,35'));
  await axe(page, 'fr-CA results');
  await next(page, 'email', 'Envoyer les résultats par courriel');

  await fill(page, { 'Nom du destinataire *': 'Lee Yard', 'Courriel du destinataire *': 'pas-une-adresse' });
  await page.getByRole('button', { name: 'Envoyer le courriel' }).click();
  await expect(page.getByText('Adresse de courriel invalide')).toBeVisible();
  await axe(page, 'fr-CA email with an error');
  await fill(page, { 'Courriel du destinataire *': 'lee@cour.example.com', 'Votre entreprise': 'Transports Lee' });
  await page.getByRole('button', { name: 'Envoyer le courriel' }).click();
  await expect(h2(page)).toHaveText('Merci');
  await expect(page.getByText('Un courriel a été envoyé')).toBeVisible();

  const mail = await mailbox.one('lee@cour.example.com');
  expect(mail.subject).toBe(
    'Northwind Wheel End\u00a0: résultats du Calculateur PreSet ou conventionnel, économies de 166,35\u00a0$',
  );
  for (const text of [
    '<html lang="fr-CA">',
    'Bonjour Lee Yard,',
    'Un collègue a comparé le coût d’un moyeu PreSet à celui d’un moyeu conventionnel et vous envoie les résultats.',
    'Économies par bout de roue avec un moyeu PreSet',
    'Remorque TP',
    'Aluminium',
    'Atelier de service',
    '982,87\u00a0$',
    '166,35\u00a0$',
    'Garantie de 5\u00a0ans ou 500\u00a0000\u00a0milles',
  ])
    expect(mail.body).toContain(text);
  expect(mail.body).not.toContain('Hub material');
});

test('a switch mid-calculation shows the step in French at once and keeps what was typed and refused', async ({
  page,
}) => {
  await page.goto('/replace/choose-calculator?lang=en');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^In House/ }).click();
  await fill(page, { 'Wheel seal cost': '1082', 'Bearing set cost': 'abc' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a number, for example 125 or 42.50.')).toBeVisible();
  await expect(page.getByTestId('running-total')).toHaveText('$1,082.00');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
  await expect(h2(page)).toHaveText('Coûts de remise à neuf');
  await expect(page.getByLabel('Coût du joint d’étanchéité de roue')).toHaveValue('1082');
  await expect(page.getByLabel('Coût de l’ensemble de roulements')).toHaveValue('abc');
  await expect(page.getByText('Entrez un nombre, par exemple 125 ou 42,50.')).toBeVisible();
  await expect(page.getByTestId('running-total')).toHaveText(fr('1 082,00'));
  await expect(page).toHaveURL(/\/replace\/rebuild-costs$/);
});

/** The complete-the-job sheet of a hub's details, in the language the page was opened in. */
const jobSheet = (page: Page, name: string) => page.getByRole('region', { name });

test('the complete-the-job print sheet in Spanish and in Canadian French', async ({ page }) => {
  await page.goto(`/hub/details/${HUB}?lang=es`);
  let job = jobSheet(page, 'Complete el trabajo');
  await expect(job.getByRole('heading', { name: 'Complete el trabajo' })).toBeVisible();
  await expect(job.getByRole('button', { name: 'Imprimir la lista' })).toBeVisible();
  await expect(job.getByRole('columnheader')).toHaveText(['Parte', 'Número', 'Descripción']);
  await expect(job.getByRole('rowheader', { name: 'Juego de rodamiento interior' })).toBeVisible();
  await expect(job).toContainText('Par de apriete 300 ft-lb');
  await expect(job).toContainText(/Datos del catálogo al \d{1,2} de \p{L}+ de \d{4}/u);
  await job.getByRole('radio', { name: 'Reconstruir la maza' }).check();
  await expect(job.getByRole('rowheader', { name: 'Kit de reconstrucción de maza' })).toBeVisible();
  await axe(page, 'es hub details with its sheet');

  await page.goto(`/hub/details/${HUB}?lang=fr-CA`);
  job = jobSheet(page, 'Terminer le travail');
  await expect(job.getByRole('button', { name: 'Imprimer la liste' })).toBeVisible();
  await expect(job.getByRole('rowheader', { name: 'Ensemble de roulement intérieur' })).toBeVisible();
  await expect(job.getByRole('rowheader', { name: 'Moyeu de remplacement' })).toBeVisible();
  await expect(job).toContainText('Couple de serrage 300 ft-lb');
  await expect(job).toContainText(/Données du catalogue au \d{1,2} \p{L}+ \d{4}/u);
  await job.getByRole('radio', { name: 'Remettre le moyeu à neuf' }).check();
  await expect(job.getByRole('rowheader', { name: 'Ensemble de remise à neuf de moyeu' })).toBeVisible();
  await axe(page, 'fr-CA hub details with its sheet');
});

/** Inputs by name and buttons by role: in the pseudo-locale no English text is left to find them by. */
const submit = (page: Page) => page.locator('form button[type="submit"]');
const choice = (page: Page, n: number) => page.locator('main ul button').nth(n);

test('pseudo-locale: every calculator screen and the print sheet have no hard-coded text and fit 390 px', async ({
  page,
}) => {
  await openPseudo(page, '/replace/not-a-step');
  await expectPseudoClean(page, 'unknown step');
  await openPseudo(page, '/replace/choose-calculator');
  await expectPseudoClean(page, 'choose calculator');
  await choice(page, 1).click();
  await expect(page).toHaveURL(/wheel-position/);
  await expectPseudoClean(page, 'wheel position');
  await choice(page, 3).click();
  await expect(page).toHaveURL(/hub-material/);
  await expectPseudoClean(page, 'hub material');
  await choice(page, 1).click();
  await expect(page).toHaveURL(/service-type/);
  await expectPseudoClean(page, 'service type');
  await choice(page, 1).click();

  const step = async (url: string, where: string, values: Record<string, string>) => {
    await expect(page).toHaveURL(new RegExp(`/replace/${url}`));
    await submit(page).click();
    await expectPseudoClean(page, `${where} with its errors`);
    for (const [name, v] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(v);
    await expectPseudoClean(page, where);
    await submit(page).click();
  };
  await step('rebuild-costs', 'conventional hub costs', {
    wheelSealCost: '1',
    bearingSetCost: '2',
    hubCost: '3',
    manualSpindleNutCost: '4',
  });
  await step('replacement-costs', 'PreSet costs', { replacementHubCost: '5', spindleNutCost: '6' });
  await step('labor-costs', 'labor costs', { laborRate: '90', billableLaborRate: '120' });
  await expect(page).toHaveURL(/cost-comparison/);
  await expectPseudoClean(page, 'cost comparison');
  await page.locator('main section button').click();
  await step('margin-parts', 'parts margin', { partsMargin: '15' });
  await step('downtime-costs', 'downtime costs', { downtimeCosts: '100' });
  await expect(page).toHaveURL(/results/);
  await expectPseudoClean(page, 'results');
  await page.locator('main section > div:last-child button').click();
  await expect(page).toHaveURL(/\/replace\/email/);
  await submit(page).click();
  await expectPseudoClean(page, 'email with its errors');
  await page.locator('input[name="recipientName"]').fill('Pat');
  await page.locator('input[name="recipientEmail"]').fill('pat@pseudo.example.com');
  await submit(page).click();
  await expect(page).toHaveURL(/confirmation/);
  await expectPseudoClean(page, 'confirmation');
  await mailbox.one('pat@pseudo.example.com');

  // A calculation in progress: the first screen offers to continue it.
  await openPseudo(page, '/replace/choose-calculator');
  await choice(page, 0).click();
  await expect(page).toHaveURL(/wheel-position/);
  await openPseudo(page, '/replace/choose-calculator');
  await expect(page.locator('main a[href="/replace/wheel-position"]')).toBeVisible();
  await expectPseudoClean(page, 'choose calculator, one in progress');

  // The print sheet: its own texts (the rest of the hub details page is the hub screens' journey).
  await openPseudo(page, `/hub/details/${HUB}`);
  const sheet = page.locator('[data-print-sheet]');
  await expect(sheet.locator('tbody tr').first()).toBeVisible();
  await expect(sheet.locator('p').last()).toContainText(/\d{4}/);
  const plain = await sheet
    .locator('h2, th, legend, label, button, caption, p:last-child')
    .evaluateAll((els) =>
      els
        .map((e) => e.textContent?.trim() ?? '')
        .filter((t) => /[a-z]/i.test(t) && !/[\u00C0-\u024F\u1E00-\u1EFF]/.test(t)),
    );
  expect(plain).toEqual([]);
  // Nothing of the page, the sheet included, is wider than a phone.
  await expectPseudoClean(page, 'hub details at 390 px', [/.*/]);
});
