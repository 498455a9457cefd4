import type { Page } from '@playwright/test';

/** The data block in which a result screen's page brings its first answers. */
const BLOCK = /<script[^>]* id="first-answers">([^<]*)<\/script>/;

/** The answers a page's HTML brought, keyed by API call; none when it has no block. */
export function firstAnswersOf(html: string): Record<string, unknown> | undefined {
  const block = BLOCK.exec(html)?.[1];
  return block ? (JSON.parse(block) as { answers: Record<string, unknown> }).answers : undefined;
}

/** Serves `path` as the service worker keeps the page: without its first answers, so its calls are made. */
export async function withoutFirstAnswers(page: Page, path: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(BLOCK, '') });
  });
}
