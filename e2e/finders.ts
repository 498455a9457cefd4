import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, sidewaysScroll } from './a11y';

// What the journeys of the part finders (drums, rotors) share.

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
export const choices = (page: Page) => page.locator('main ul li > button');

/** The session has already said LATER to the notification pop-up. */
export async function skipPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('app.notifications.later', '1'));
}

export const expectNoSeriousA11y = (page: Page) => expectNoSeriousViolations(page);

/** The page does not scroll sideways at a phone's width. */
export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Answers each question with the first choice (or the one `prefer` names) until a result heading. */
export async function answerUntil(
  page: Page,
  done: RegExp,
  prefer: (title: string) => RegExp | undefined = () => undefined,
) {
  const titles: string[] = [];
  for (let i = 0; i < 20; i++) {
    const end = page.getByRole('heading', { level: 1, name: done });
    await expect(end.or(choices(page).first()).first()).toBeVisible();
    if (await end.isVisible()) return titles;
    const title = (await h1(page).textContent()) ?? '';
    titles.push(title);
    const wanted = prefer(title);
    await (wanted ? choices(page).filter({ hasText: wanted }).first() : choices(page).first()).click();
    await expect(h1(page)).not.toHaveText(title);
  }
  throw new Error('the filters did not reach the results');
}

/** Chooses the home search's first suggestion for `text`. */
export async function homeSearch(page: Page, text: string) {
  await page.goto('/hub');
  await expect(h1(page)).toHaveText('What are you looking for?');
  await page.getByRole('combobox').fill(text);
  await page.getByRole('option').first().click();
}

/** Each screen a user can reach, at phone and desktop width: no serious axe finding at either, no
 * sideways scroll (down to 320 px), and a screenshot for review in SHOTS_DIR. */
export async function lookAt(page: Page, name: string, ready: () => Promise<void>) {
  await page.setViewportSize({ width: 320, height: 900 });
  await ready();
  expect(await sidewaysScroll(page, 320), `${name} at 320 px`).toBeLessThanOrEqual(0);
  for (const [size, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoSideScroll(page);
    await page.screenshot({
      path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/${name}-${size}.png`,
      fullPage: true,
    });
    await expectNoSeriousViolations(page, `${name} at ${width} px`);
  }
}
