import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** axe's default rule set plus its experimental rules (label in name, focus order, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** Serious and critical axe violations of the page as 'rule: targets'. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, where?: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** How far the document scrolls sideways at this width (0 when it fits). */
export async function sidewaysScroll(page: Page, width = 320) {
  const { height } = page.viewportSize() ?? { height: 800 };
  await page.setViewportSize({ width, height });
  // Two frames: the layout of the new width is done.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
