import { test, expect, type Page } from '@playwright/test';

// Screenshots of the hub finder for review, at phone and desktop sizes: SHOTS_DIR=<folder>.
const dir = process.env.SHOTS_DIR ?? 'test-results/shots';
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const pages: { name: string; path: string; ready: (p: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/hub',
    ready: async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    },
  },
  {
    name: 'step',
    path: '/hub/axle-type?tcomp=1&brkty=2&tmake=1',
    ready: async (p) => {
      await expect(p.locator('main ul li > button').first()).toBeVisible();
    },
  },
  {
    name: 'results',
    path: '/hub/results?tcomp=1&brkty=1&tmake=2&aaxna=3&hamnt=4&barlg=2&axthd=2&hcmty=1&wmslc=1',
    ready: async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Success!');
      await p.waitForLoadState('networkidle');
    },
  },
  {
    name: 'compare',
    path: '/hub/compare/10031065/10032003',
    ready: async (p) => {
      await expect(p.locator('main h2 button').first()).toBeVisible();
    },
  },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
});

for (const size of sizes) {
  for (const shot of pages) {
    test(`screenshot ${shot.name} ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(shot.path);
      await shot.ready(page);
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      await page.screenshot({ path: `${dir}/hub-${shot.name}-${size.name}.png`, fullPage: true });
    });
  }
}
