import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './a11y';
import { keptEmails, mailServer } from './mail';

const mailbox = mailServer();

const apiKey = (page: Page) =>
  page.evaluate(
    () => JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!).apiKey as string,
  );

const h2 = (page: Page) => page.getByRole('heading', { level: 2 });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, v] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(v);
}

async function next(page: Page, step: string, button = 'Next') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/replace/${step}$`));
}

/** How far the focused field's label is below the sticky header (less than 0: under it). */
const labelBelowHeader = (page: Page) =>
  page.evaluate(() => {
    const label = document.querySelector(`label[for="${document.activeElement!.id}"]`)!;
    return label.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom;
  });

async function table(page: Page) {
  const out: Record<string, [string, string]> = {};
  for (const row of ['Total', 'Parts', 'Labor', 'Downtime']) {
    const cells = page.getByTestId(`row-${row}`).getByRole('cell');
    out[row] = [await cells.nth(0).innerText(), await cells.nth(1).innerText()];
  }
  return out;
}

test('Replace vs. Rebuild, in house: every step to the emailed results', async ({ page }) => {
  await page.goto('/replace/choose-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculators');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await expect(page).toHaveURL(/\/replace\/wheel-position$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace Calculator');
  await page.getByRole('button', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/hub-material$/);
  await page.getByRole('button', { name: 'Iron' }).click();
  await expect(page).toHaveURL(/service-type$/);
  await page.getByRole('button', { name: /^In House/ }).click();

  await expect(page).toHaveURL(/rebuild-costs$/);
  await expect(h2(page)).toHaveText('Rebuild Costs');
  await expect(page.getByLabel('Hub cost')).toHaveCount(0);
  await fill(page, { 'Wheel seal cost': '35', 'Bearing set cost': 'abc' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a number, for example 125 or 42.50.')).toBeVisible();
  await expect(page.getByLabel('Bearing set cost')).toBeFocused();
  await expect(page).toHaveURL(/rebuild-costs$/);
  await expect(page.getByTestId('running-total')).toHaveText('$35.00');
  await fill(page, { 'Bearing set cost': '' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a value (0 if none).')).toBeVisible();
  // More than the session takes is refused at the field, not by the server after Next.
  await fill(page, { 'Bearing set cost': '99999999999' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter 10,000,000 or less.')).toBeVisible();
  await expect(page.getByLabel('Bearing set cost')).toBeFocused();
  await fill(page, { 'Bearing set cost': '120' });
  await expect(page.getByTestId('running-total')).toHaveText('$155.00');
  expect(await seriousViolations(page)).toEqual([]);
  await next(page, 'replacement-costs');

  await expect(h2(page)).toHaveText('Replacement Costs');
  await fill(page, { 'Hub cost': '450', 'Spindle nut cost': '0' });
  await expect(page.getByTestId('running-total')).toHaveText('$450.00');
  await next(page, 'labor-costs');

  await expect(page.getByLabel('Billable labor rate per hour')).toHaveCount(0);
  await expect(page.getByLabel('Hours to rebuild')).toHaveValue('3');
  await expect(page.getByLabel('Hours to replace')).toHaveValue('1');
  await fill(page, { 'Labor cost per hour': '100' });
  await next(page, 'cost-comparison');

  await expect(page.getByTestId('total-replace')).toHaveText('$550.00');
  await expect(page.getByTestId('total-rebuild')).toHaveText('$455.00');
  await next(page, 'downtime-costs', 'View Benefits');

  await expect(page.getByText('Long haul dry')).toBeVisible();
  await expect(page.getByText('$270+')).toBeVisible();
  await fill(page, { 'Downtime cost per hour': '100' });
  await next(page, 'results');

  // Rebuild: 155 parts + 3 h x $100 labor + 3 h x $100 downtime; replace: 450 + 100 + 100.
  expect(await table(page)).toEqual({
    Total: ['$755.00', '$650.00'],
    Parts: ['$155.00', '$450.00'],
    Labor: ['$300.00', '$100.00'],
    Downtime: ['$300.00', '$100.00'],
  });
  await expect(page.getByRole('columnheader')).toHaveText(['Rebuild', 'Replace']);
  await expect(page.getByTestId('savings')).toHaveText('$105.00');
  for (const b of ['Maximize Uptime', 'Extended Warranty', 'Simplified Process'])
    await expect(page.getByText(b, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read the warranty \(PDF\)/ })).toHaveAccessibleName(
    /\(opens in a new tab\)$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await next(page, 'email', 'Email Results');

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Enter the recipient name.')).toBeVisible();
  await expect(page.getByText('Enter the recipient email.')).toBeVisible();
  await fill(page, {
    'Recipient name *': 'Dana Fleet',
    'Recipient email *': 'dana@fleet.example.com',
    'Your name': 'Sam Shop',
    Notes: 'Unit 42, steer axle',
  });
  await page.route('**/api/v11/SendEmail', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('button', { name: 'Sending Email...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/replace\/confirmation$/);
  await expect(h2(page)).toHaveText('Thank You');
  await expect(page.getByText('An email has been sent')).toBeVisible();

  const mail = await mailbox.one('dana@fleet.example.com');
  expect(mail.subject).toBe('Northwind Wheel End: Replace Calculator results, savings $105.00');
  for (const v of [
    '$755.00',
    '$650.00',
    '$155.00',
    '$450.00',
    '$300.00',
    '$100.00',
    '$105.00',
    'Unit 42, steer axle',
    'Sam Shop',
  ]) {
    expect(mail.body).toContain(v);
  }

  const oldId = await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'));
  await page.getByRole('button', { name: 'Start Again' }).click();
  await expect(page).toHaveURL(/choose-calculator$/);
  const key = await apiKey(page);
  expect(
    (
      await page.request.get(`/api/v11/Session?id=${oldId}`, { headers: { 'Ocp-Apim-Subscription-Key': key } })
    ).status(),
  ).toBe(410);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app.calculatorSessionId'))).not.toBe(oldId);
  await expect(page.getByRole('button', { name: /Replace vs\. Rebuild/ })).toHaveAttribute('aria-pressed', 'false');
  // Started again on purpose: no word of a calculation that is not on this device.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculators');
  await expect(page.getByText('is not on this device')).toHaveCount(0);
});

test('PreSet vs. Conventional, service shop: margins, decimals, and a reload that resumes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /PreSet vs\. Conventional/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PreSet vs. Conventional Calculator');
  await page.getByRole('button', { name: 'TP Trailer' }).click();
  await page.getByRole('button', { name: 'Aluminum' }).click();
  await page.getByRole('button', { name: /^Service Shop/ }).click();

  await expect(h2(page)).toHaveText('Conventional Hub Costs');
  await expect(page.getByText('Includes hub, cups, and studs')).toBeVisible();
  // Next far down a short screen: the field it refuses comes into view below the sticky header.
  await fill(page, { 'Bearing cone cost': '85.99', 'Hub cost': '189.99', 'Manual adjust spindle nut cost': '12.5' });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Wheel seal cost')).toBeFocused();
  expect(await labelBelowHeader(page)).toBeGreaterThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await fill(page, {
    'Wheel seal cost': '32.49',
    'Bearing cone cost': '85.99',
    'Hub cost': '189.99',
    'Manual adjust spindle nut cost': '12.5',
  });
  await expect(page.getByTestId('running-total')).toHaveText('$320.97');
  await next(page, 'replacement-costs');

  await expect(h2(page)).toHaveText('PreSet');
  await fill(page, { 'Hub assembly cost': '489.95', 'Spindle nut cost': '59.95' });
  await expect(page.getByTestId('running-total')).toHaveText('$549.90');
  await next(page, 'labor-costs');

  // What is typed and not saved yet survives a reload.
  await fill(page, { 'Labor cost per hour': '95' });
  await page.reload();
  await expect(h2(page)).toHaveText('Labor Costs');
  await expect(page.getByLabel('Labor cost per hour')).toHaveValue('95');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PreSet vs. Conventional Calculator');
  await page.goto('/replace');
  await expect(page).toHaveURL(/\/replace\/labor-costs$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel('Hub assembly cost')).toHaveValue('489.95');
  await expect(page.getByLabel('Spindle nut cost')).toHaveValue('59.95');
  await next(page, 'labor-costs');

  await expect(page.getByText('Average time is 2 hours')).toBeVisible();
  await expect(page.getByLabel('Hours to install a conventional hub')).toHaveValue('2');
  await expect(page.getByLabel('Hours to install a PreSet hub')).toHaveValue('1');
  await fill(page, {
    'Labor cost per hour': '95',
    'Billable labor rate per hour': '135.5',
    'Hours to install a conventional hub': '2.5',
    'Hours to install a PreSet hub': '0.75',
  });
  await next(page, 'cost-comparison');

  // Conventional: 320.97 + 95 x 2.5 = 558.47; PreSet: 549.90 + 95 x 0.75 = 621.15.
  await expect(page.getByTestId('total-rebuild')).toHaveText('$558.47');
  await expect(page.getByTestId('total-replace')).toHaveText('$621.15');
  await next(page, 'margin-parts', 'Calculate the Margins');

  await expect(page.getByLabel('Parts markup percentage')).toHaveAttribute('placeholder', '20');
  await fill(page, { 'Parts markup percentage': '-5' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter 0 or more.')).toBeVisible();
  await fill(page, { 'Parts markup percentage': '15' });
  await next(page, 'downtime-costs');
  await fill(page, { 'Downtime cost per hour': '110' });
  await next(page, 'results');

  // Parts with 15% markup: 320.97 x 1.15 = 369.12 and 549.90 x 1.15 = 632.39 (632.385 rounded up);
  // labor at the billable $135.50: x 2.5 = 338.75, x 0.75 = 101.63; downtime $110: x 2.5 = 275, x 0.75 = 82.50.
  const shown = await table(page);
  expect(shown).toEqual({
    Total: ['$982.87', '$816.52'],
    Parts: ['$369.12', '$632.39'],
    Labor: ['$338.75', '$101.63'],
    Downtime: ['$275.00', '$82.50'],
  });
  await expect(page.getByRole('columnheader')).toHaveText(['Conventional', 'PreSet']);
  await expect(page.getByTestId('savings')).toHaveText('$166.35');
  await next(page, 'email', 'Email Results');

  await fill(page, { 'Recipient name *': 'Lee Yard', 'Recipient email *': 'lee@yard.example.com' });
  await page.reload();
  await expect(page.getByLabel('Recipient name *')).toHaveValue('Lee Yard');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('An email has been sent')).toBeVisible();
  const mail = await mailbox.one('lee@yard.example.com');
  expect(mail.subject).toContain('savings $166.35');
  for (const [a, b] of Object.values(shown)) {
    expect(mail.body).toContain(a);
    expect(mail.body).toContain(b);
  }
});

test('a refused send shows the error, keeps the form, and a second try gets through', async ({ page, request }) => {
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Steer' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^In House/ }).click();
  await fill(page, { 'Wheel seal cost': '40', 'Bearing set cost': '110' });
  await next(page, 'replacement-costs');
  await fill(page, { 'Hub cost': '400', 'Spindle nut cost': '0' });
  await next(page, 'labor-costs');
  await fill(page, { 'Labor cost per hour': '90' });
  await next(page, 'cost-comparison');
  await next(page, 'downtime-costs', 'View Benefits');
  await fill(page, { 'Downtime cost per hour': '0' });
  await next(page, 'results');
  await next(page, 'email', 'Email Results');
  await fill(page, { 'Recipient name *': 'Refused Once', 'Recipient email *': 'retry@fleet.example.com' });

  // This device uses up its email allowance (3 per 4 s window in the journeys), so the server refuses;
  // in a window with most of its time left, since another journey's email may have opened the current one.
  const key = await apiKey(page);
  let resetAt = 0;
  for (let round = 0; round < 5 && resetAt === 0; round++) {
    let left = 0;
    for (let i = 0; i < 4 && left === 0; i++) {
      const r = await request.post('/api/v11/SendEmail', { headers: { 'Ocp-Apim-Subscription-Key': key }, data: {} });
      if (r.status() === 429) left = Number(r.headers()['x-ratelimit-reset']) * 1000;
    }
    if (left >= 3000) resetAt = Date.now() + left;
    else await page.waitForTimeout(left + 200);
  }
  expect(resetAt, 'the allowance was used up in a fresh window').toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('alert')).toContainText('We were unable to send the email. Please try again later');
  await expect(page.getByRole('alert')).toContainText('Too many emails from this device.');
  await expect(page).toHaveURL(/\/replace\/email$/);
  await expect(page.getByLabel('Recipient email *')).toHaveValue('retry@fleet.example.com');

  await page.waitForTimeout(Math.max(0, resetAt + 200 - Date.now()));
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(/\/replace\/confirmation$/);
  await expect(page.getByText('An email has been sent')).toBeVisible();
  const mail = await mailbox.one('retry@fleet.example.com');
  expect(mail.subject).toContain('savings $0.00');
});

test('a send the server did not answer is kept, and Send again once it answers makes one email, not two', async ({
  page,
}) => {
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^In House/ }).click();
  await fill(page, { 'Wheel seal cost': '30', 'Bearing set cost': '100' });
  await next(page, 'replacement-costs');
  await fill(page, { 'Hub cost': '420', 'Spindle nut cost': '0' });
  await next(page, 'labor-costs');
  await fill(page, { 'Labor cost per hour': '80' });
  await next(page, 'cost-comparison');
  await next(page, 'downtime-costs', 'View Benefits');
  await fill(page, { 'Downtime cost per hour': '0' });
  await next(page, 'results');
  await next(page, 'email', 'Email Results');
  const address = `unreached-${Date.now()}@fleet.example.com`;
  await fill(page, { 'Recipient name *': 'Ana Fleet', 'Recipient email *': address });

  // The browser stays online; the server does not answer.
  await page.route('**/api/v11/SendEmail', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send Email' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We were unable to send the email. Please try again later');
  await expect(alert).toContainText(`The email to ${address} is kept on this device and will be sent once`);
  await expect(page.getByText('There is no connection now')).toHaveCount(0);
  await expect(alert).toBeFocused();

  await page.unroute('**/api/v11/SendEmail');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(/\/replace\/confirmation$/);
  await mailbox.one(address);

  // The next start finds nothing kept, and no second copy arrives.
  await page.goto('/hub');
  // Nothing left for the outbox to send again.
  expect(await keptEmails(page)).toBe(0);
  expect(mailbox.to(address)).toHaveLength(1);
});

test('an unknown, malformed or expired session id is replaced by a new session that keeps the answers', async ({
  page,
}) => {
  await page.goto('/hub');
  for (const bad of ['not-a-number', '424242']) {
    await page.evaluate((v) => localStorage.setItem('app.calculatorSessionId', v), bad);
    await page.goto('/replace/choose-calculator');
    await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
    await expect(page).toHaveURL(/wheel-position$/);
    const id = await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'));
    expect(Number(id)).toBeGreaterThanOrEqual(1);
    expect(id).not.toBe(bad);
  }
  await page.getByRole('button', { name: 'Steer' }).click();
  await expect(page).toHaveURL(/hub-material$/);
  const key = await apiKey(page);
  const first = await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'));
  await page.request.post(`/api/v11/SessionExpire?id=${first}`, { headers: { 'Ocp-Apim-Subscription-Key': key } });
  await page.getByRole('button', { name: 'Aluminum' }).click();
  await expect(page).toHaveURL(/service-type$/);
  const second = await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'));
  expect(second).not.toBe(first);
  // A refused update is shown (without Retry: the same answer would be refused again) and keeps the session and its answers.
  await page.route('**/api/v11/SessionUpdate*', (r) =>
    r.fulfill({ status: 400, json: { Status: 'Error', Code: 'BAD_REQUEST', Message: 'Refused.' } }),
  );
  await page.getByRole('button', { name: /^In House/ }).click();
  await expect(page.getByText('Your answer was not saved')).toBeVisible();
  // The focus stays on the answer, to press it again.
  await expect(page.getByRole('button', { name: /^In House/ })).toBeFocused();
  await page.unroute('**/api/v11/SessionUpdate*');
  expect(await page.evaluate(() => localStorage.getItem('app.calculatorSessionId'))).toBe(second);
  // The error belongs to its step: the step before does not show it.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/hub-material$/);
  await expect(page.getByRole('button', { name: 'Aluminum' })).toBeVisible();
  await expect(page.getByText('Your answer was not saved')).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/hub-material$/);
  await expect(page.getByRole('button', { name: 'Aluminum' })).toBeVisible();
  const res = await page.request.get(`/api/v11/Session?id=${second}`, {
    headers: { 'Ocp-Apim-Subscription-Key': key },
  });
  expect((await res.json()).Results[0]).toMatchObject({
    chooseCalculator: 0,
    wheelPosition: 'Steer',
    hubMaterial: 'Aluminum',
    lastStep: 'service-type',
  });
});

test('amounts at their limits: the results fit a phone, scroll by keyboard, and go on to the email', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await page.getByRole('button', { name: 'Drive' }).click();
  await page.getByRole('button', { name: 'Iron' }).click();
  await page.getByRole('button', { name: /^Service Shop/ }).click();
  const all = async (value: string, step: string, button = 'Next') => {
    await expect(page.locator('main input').first()).toBeVisible();
    for (const input of await page.locator('main input').all()) await input.fill(value);
    await next(page, step, button);
  };
  // A pasted overlong number is refused and left out of the running total; nothing scrolls sideways.
  const first = page.locator('main input').first();
  await first.fill('9'.repeat(300));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter 10,000,000 or less.')).toBeVisible();
  await expect(first).toBeFocused();
  await expect(page.getByTestId('running-total')).toHaveText('$0.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await all('10000000', 'replacement-costs');
  await all('10000000', 'labor-costs');
  await all('1000', 'cost-comparison');
  await next(page, 'margin-parts', 'Calculate the Margins');
  await all('1000', 'downtime-costs');
  await all('10000000', 'results');
  expect(await seriousViolations(page)).toEqual([]);
  await next(page, 'email', 'Email Results');
});

test("an answer that is not the server's (a Wi-Fi sign-in page) says the server was not reached, with Retry", async ({
  page,
}) => {
  await page.route('**/api/v11/SessionCreate', (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Sign in to the Wi-Fi</body></html>' }),
  );
  await page.goto('/replace/choose-calculator');
  await expect(page.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
  await page.unroute('**/api/v11/SessionCreate');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /Replace vs\. Rebuild/ })).toBeVisible();
});

test('an unknown calculator step shows Page Not Found', async ({ page }) => {
  await page.goto('/replace/no-such-step');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('We were unable to find the page you are looking for.')).toBeVisible();
});

test("a step change takes the focus to the new step's question, so a screen reader reads it", async ({ page }) => {
  const focused = page.locator(':focus');
  await page.goto('/replace/choose-calculator');
  await page.getByRole('button', { name: /Replace vs\. Rebuild/ }).click();
  await expect(page).toHaveURL(/wheel-position$/);
  await expect(focused).toHaveText('Choose the wheel position');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose the wheel position' })).toBeFocused();
  await page.getByRole('button', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/hub-material$/);
  await expect(focused).toHaveText('Choose the hub material');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/wheel-position$/);
  await expect(focused).toHaveText('Choose the wheel position');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replace Calculator');
});

test('a results address opened where the calculation is not starts again and says why', async ({ page, browser }) => {
  const why = 'The calculation at that address is not on this device or has expired, so the calculator starts again.';
  await page.goto('/replace/results');
  await expect(page).toHaveURL(/\/replace\/choose-calculator$/);
  await expect(page.getByRole('status').filter({ hasText: why })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Which costs do you want to compare?' })).toBeVisible();

  const other = await browser.newContext();
  try {
    const first = await other.newPage();
    await first.goto('/replace/choose-calculator');
    await expect(first.getByRole('heading', { level: 2, name: 'Which costs do you want to compare?' })).toBeVisible();
    await expect(first.getByText(why)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
