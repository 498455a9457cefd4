import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { expectPseudoClean, openPseudo } from './pseudo';

test.describe.configure({ mode: 'serial' });

// The notification pop-up is the notifications screens' own journey; here it stays closed.
test.beforeEach(({ page }) => page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1')));

test('the switch shows the home screen in French at once, keeps what was typed, and the choice outlives a reload', async ({
  page,
}) => {
  await page.goto('/hub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const box = page.getByRole('combobox');
  await box.fill('10031');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que cherchez-vous?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('link', { name: /Moyeux/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Aide' })).toBeVisible();
  await expect(page).toHaveTitle(/Recherche de pièces/);
  // The screen was not remounted: the text typed is still there.
  await expect(box).toHaveValue('10031');
  await expect(footer.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, 'fr-CA home');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que cherchez-vous?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The side menu's switch, the other way.
  await page.getByRole('button', { name: 'Plus d’information' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: /Calculateurs/ })).toBeVisible();
  await menu.getByRole('button', { name: 'Español' }).click();
  await expect(menu.getByRole('heading', { name: 'Más información' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué está buscando?');
});

test('an address with ?lang= wins over the remembered language and is remembered', async ({ page }) => {
  await page.goto('/hub');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  await page.goto('/hub?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué está buscando?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousViolations(page, 'es home');

  await page.goto('/hub');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A link that names the language alone, or with another country's tag.
  await page.goto('/hub?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que cherchez-vous?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.goto('/hub?lang=es-MX');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a first visit follows the browser languages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
  await page.goto('/hub');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que cherchez-vous?');
  await context.close();
});

test('in the pseudo-locale no text of the shell or home stays in plain English and nothing overflows 390 px', async ({
  page,
}) => {
  await openPseudo(page, '/hub');
  await expectPseudoClean(page, 'home');
  await page.getByRole('combobox').fill('10031');
  await expect(page.getByRole('option').first()).toBeVisible();
  // Suggestions are part numbers and competitor names from the catalog.
  await expectPseudoClean(page, 'home with suggestions', [/^[\w .·/-]+$/]);
  await page.getByRole('button', { name: /^Ṁóŕé/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPseudoClean(page, 'side menu', [/^[\d-]+$/]);
  await page.keyboard.press('Escape');
  await openPseudo(page, '/no-such-page');
  await expectPseudoClean(page, 'page not found');
});
