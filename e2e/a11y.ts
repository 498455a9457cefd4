import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type Axe from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's default rule set plus its experimental rules (label in name, focus order, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** Serious and critical axe violations of the page as 'rule: targets'. axe is put in a document once
 * and run in it (the app has no frames); a new one for each run would cost a second each time. */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, TAGS);
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
