import { test, expect, type Page } from '@playwright/test';
import { answerUntil, choices, h1, homeSearch, lookAt, skipPopup } from './finders';

// Sample catalog (docs/CATALOG.md): rotor kit 50292D → rotor 10087661 in kit 10087663 (FF steer, replaces
// 10086915); 10009970 discontinued; 10083921 u-section; 10020109 u-section without the note;
// 10041290 Bendix Splined (brtyp 6).
test.beforeEach(({ page }) => skipPopup(page));

const rotorCard = (page: Page, number: string) => page.getByRole('article', { name: `Rotor ${number}` });
const U_SECTION_NOTE = 'Note: This rotor is not compatible with aluminum hubs.';

async function searchRotor(page: Page, text: string) {
  await page.goto('/hub/replacement-rotor/search');
  await page.getByRole('combobox').fill(text);
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/recommended-rotors\/\d+$/);
}

test('a rotor by number: the kit, its label and note, its parts, and the way to a hub/rotor', async ({ page }) => {
  await page.goto('/hub');
  await page.getByRole('link', { name: /^Brake Rotors/ }).click();
  await expect(h1(page)).toHaveText('Do you know your rotor number?');
  await lookAt(page, 'rotor-start', async () => expect(h1(page)).toBeVisible());
  await page.getByRole('link', { name: 'Yes' }).click();
  await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', /or Competitor rotor number$/);
  await searchRotor(page, '50292D');
  await expect(h1(page)).toHaveText('Success! The following rotor is recommended');
  const card = rotorCard(page, '10087661');
  await expect(card).toContainText('For FF Steer Axle');
  await expect(card).toContainText('Note: Replaces kit 10086915 (rotor 10086208)');
  await expect(card.getByRole('row', { name: /10001600/ })).toBeVisible();
  await expect(card).not.toContainText(U_SECTION_NOTE);
  await expect(card.getByRole('link', { name: 'Search for Replacement Hub/Rotor' })).toHaveAttribute(
    'href',
    '/hub/truck-type',
  );
  await expect(page.getByText('For the rotor number 10087661')).toBeVisible();
  await lookAt(page, 'rotor-recommended', async () => expect(card).toBeVisible());
  await page.reload();
  await expect(rotorCard(page, '10087661')).toBeVisible();
  await card.getByRole('link', { name: 'Product Details' }).click();
  await expect(h1(page)).toHaveText('Product Details');
  await expect(page.getByRole('table').first()).toContainText('16.90 in (430 mm)');
  await lookAt(page, 'rotor-details', async () => expect(h1(page)).toBeVisible());
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '10087661' })).toBeVisible();
});

test('a rotor by filters with paging through the results', async ({ page }) => {
  await page.goto('/hub/replacement-rotor/filter');
  await expect(h1(page)).toHaveText('Choose the Axle position');
  await lookAt(page, 'rotor-filter', async () => expect(choices(page).first()).toBeVisible());
  await choices(page).filter({ hasText: 'Steer' }).click();
  await expect(h1(page)).toHaveText('Choose the brake rotor type');
  await expect(choices(page).first().locator('img')).toBeVisible();
  await page.reload();
  await expect(h1(page)).toHaveText('Choose the brake rotor type');
  await choices(page).filter({ hasText: 'Hat' }).click();
  await answerUntil(page, /^Success!/);
  const pager = page.getByRole('navigation', { name: 'Results pages' });
  await expect(pager).toBeVisible();
  const previous = pager.getByRole('button', { name: 'Previous' });
  const next = pager.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  const first = await page.getByRole('article').getByRole('heading', { level: 2 }).textContent();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).not.toHaveText(first!);
  await expect(previous).toBeEnabled();
  await lookAt(page, 'rotor-results', async () => expect(pager).toBeVisible());
  const buttons = await pager.getByRole('button', { name: /^Result \d+/ }).count();
  await pager.getByRole('button', { name: new RegExp(`^Result ${buttons}:`) }).click();
  await expect(next).toBeDisabled();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Results pages' }).getByRole('button', { name: 'Next' }),
  ).toBeDisabled();
});

test('the discontinued rotor says so and sends to customer service', async ({ page }) => {
  await searchRotor(page, 'CD829/19H');
  const card = rotorCard(page, '10009970');
  await expect(card).toContainText('Sorry, the 10009970 rotor has been discontinued.');
  await expect(card).toContainText('A new hub/rotor assembly will be required.');
  await expect(card.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Search for Replacement Hub/Rotor' })).toHaveCount(0);
});

test('Bendix Splined ends the rotor filters with the way to a complete hub/rotor assembly', async ({ page }) => {
  await page.goto('/hub/replacement-rotor/filter/brtyp');
  await choices(page).filter({ hasText: 'Splined' }).click();
  await expect(
    page.getByText(
      /Does not offer replacement rotors for Bendix Splined\. Complete Hub\/rotor assemblies are available\./,
    ),
  ).toBeVisible();
  await expect(choices(page)).toHaveCount(0);
  await lookAt(page, 'rotor-splined', async () => expect(h1(page)).toBeVisible());
  await page.getByRole('link', { name: 'Find a complete hub/rotor assembly' }).click();
  await expect(h1(page)).toHaveText('Do you know your hub assembly number?');
});

test('the u-section note shows on a u-section rotor and not on 10020109', async ({ page }) => {
  await searchRotor(page, 'SF RO-801-1');
  await expect(rotorCard(page, '10083921')).toContainText(U_SECTION_NOTE);
  await searchRotor(page, '42273D');
  const exception = rotorCard(page, '10020109');
  await expect(exception).toContainText('U-Section');
  await expect(exception).not.toContainText(U_SECTION_NOTE);
});

test('the rotors of a casting', async ({ page }) => {
  await page.goto('/hub/replacement-rotor/rotors/10024003');
  await expect(page.getByText('Rotors for casting 10024003')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Results pages' })).toBeVisible();
  await lookAt(page, 'rotor-casting', async () => expect(page.getByRole('article')).toBeVisible());
  // The rotors that can be ordered come first; the terminated and the discontinued 10009970 after them.
  await page.goto('/hub/replacement-rotor/rotors/10024001');
  const pager = page.getByRole('navigation', { name: 'Results pages' });
  await expect(pager.getByText('Result 1 of 6')).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText('has been discontinued');
  const labels = await pager
    .getByRole('button', { name: /^Result \d+:/ })
    .evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')!.replace(/^Result \d+: /, '')));
  expect(labels.slice(4).sort()).toEqual(['10009970', '10086208']);
});

test('a home search for a rotor-kit number waits, remembers the number and lands on the rotor', async ({ page }) => {
  await homeSearch(page, 'SF KI-720-0');
  await expect(page).toHaveURL(/\/hub\/replacement-rotor\/recommended-rotors\/\d+$/);
  await expect(rotorCard(page, '10087661')).toBeVisible();
  await expect(page.getByText('For the rotor number 10087663')).toBeVisible();
});

test('a failed call shows a message with Retry, and Retry loads the choices', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v11/brakerotor/filtervalues/**', (route) =>
    fail ? route.abort('connectionreset') : route.fallback(),
  );
  await page.goto('/hub/replacement-rotor/filter/axpos');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load the choices');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(choices(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
