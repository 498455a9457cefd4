import { test, expect, type Page } from '@playwright/test';

// The page runs under a strict Content-Security-Policy (nonce, 'strict-dynamic', Trusted Types
// required). These journeys walk the screens that load code lazily or write HTML and fail on any
// policy violation.

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  page.on('pageerror', (e) => seen.push(`error: ${e.message}`));
  return seen;
}

test('the app runs under the strict policy: lazy screens, accordions and notification HTML', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/hub');
  const csp = res!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(await page.evaluate(() => typeof (window as { trustedTypes?: unknown }).trustedTypes)).toBe('object');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  // The notification pop-up, then a notification's HTML message (written with innerHTML).
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup).toBeVisible();
  await page.goto('/hub/notification-detail/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the new Parts Finder');
  await expect(page.locator('article [class*="message"]')).not.toBeEmpty();

  // A lazily loaded finder screen with accordions (details), and the compare screen.
  await page.goto('/hub/details/10031065');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggles = page.locator('main button[aria-expanded]');
  await expect(toggles.first()).toBeVisible();
  await toggles.first().click();
  await page.goto('/hub/compare/10031065/10032003');
  await expect(page.locator('main button[aria-expanded]').first()).toBeVisible();
  await page.goto('/replace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('a script the page did not bring is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/hub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  const ran = await page.evaluate(async () => {
    const blocked: string[] = [];
    const attempt = (name: string, f: () => void) => {
      try {
        f();
      } catch {
        blocked.push(name);
      }
    };
    const s = document.createElement('script');
    attempt('script text', () => (s.textContent = 'window.injected = 1'));
    document.body.append(s);
    attempt('innerHTML', () => (document.createElement('div').innerHTML = '<img src=x onerror="window.injected = 2">'));
    const t = document.createElement('script');
    attempt('script src', () => (t.src = '/assets/nothing.js'));
    await new Promise((r) => setTimeout(r, 100));
    return { injected: (window as { injected?: number }).injected, blocked };
  });
  expect(ran).toEqual({ injected: undefined, blocked: ['script text', 'innerHTML', 'script src'] });
  expect(violations.length).toBeGreaterThan(0);
});
