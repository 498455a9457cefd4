import { expect, type Page } from '@playwright/test';

/** Opens `path` in the pseudo-locale (every letter accented, each text a third longer). */
export async function openPseudo(page: Page, path: string) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', 'en-XA');
  await page.goto(url.pathname + url.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
}

/**
 * The pseudo-locale check of the screen shown: every visible text with a letter has an accented one
 * (a text left in plain English is hard-coded), except the texts `data` matches (part numbers, names
 * from the catalog), the brand's settings, and texts inside an element with its own `lang` (a
 * language's own name); and
 * nothing is wider than the 390 px viewport. Returns what it found wrong, empty when all is well.
 */
export async function pseudoProblems(page: Page, data: RegExp[] = []) {
  await page.setViewportSize({ width: 390, height: 844 });
  // Two frames for the new width's layout, and any running animation (a drawer sliding in) at its end.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(
    ([sources]) => {
      const data = sources.map((s) => new RegExp(s));
      // The brand's name, product and phone are settings, shown as they are.
      const config = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
      const brand = config ? (JSON.parse(config) as { brand: Record<string, unknown> }).brand : {};
      const settings = [brand.name, brand.product, brand.phone].filter((v): v is string => typeof v === 'string');
      const problems: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const accented = /[\u00C0-\u024F\u1E00-\u1EFF]/;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? '';
        const el = n.parentElement;
        if (!el || !/[a-zA-Z]/.test(text) || accented.test(text)) continue;
        if (el.closest('script, style, [hidden], [aria-hidden="true"], [lang]:not(html)')) continue;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        const spoken = el.closest('.visually-hidden');
        if (!shown && !spoken) continue;
        // A text broken into pieces (a line-break opportunity after a slash) is matched whole.
        const whole = el.textContent?.trim() ?? '';
        if (settings.includes(text) || data.some((d) => d.test(text) || d.test(whole))) continue;
        problems.push(`not translated: "${text}"`);
      }
      const inScroller = (el: HTMLElement) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true;
        return false;
      };
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        // A box of 1 px or less is hidden for the eye but read aloud (visually-hidden).
        if (r.width <= 1 || r.height <= 1 || el.closest('.visually-hidden')) continue;
        const name = `${el.tagName.toLowerCase()}.${el.className}`;
        // Inside a region that scrolls sideways on purpose (a wide table), only the region must fit.
        if (r.right > window.innerWidth + 0.5 && !inScroller(el))
          problems.push(`wider than the screen: ${name} (${Math.round(r.right)} px)`);
        const clips = /hidden|clip/.test(getComputedStyle(el).overflowX);
        if (clips && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim()) problems.push(`text cut: ${name}`);
      }
      return problems;
    },
    [data.map((d) => d.source)] as const,
  );
}

/** The pseudo-locale check as an assertion. */
export async function expectPseudoClean(page: Page, where: string, data: RegExp[] = []) {
  expect(await pseudoProblems(page, data), where).toEqual([]);
}
