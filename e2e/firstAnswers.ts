import type { Page } from '@playwright/test';

/** The data block in which a result screen's page brings its first answers for the app's calls. */
const BLOCK = /<script[^>]* id="first-answers">([^<]*)<\/script>/;
/** The data block of a page that carries its screen rendered: the answers the screen shows. */
const STATE = /<script[^>]* id="page-state">([^<]*)<\/script>/;

/** The answers a page's HTML brought (keyed by API call, or by the app's query when the page carries
 * its screen); none when it has neither block. */
export function firstAnswersOf(html: string): Record<string, unknown> | undefined {
  const block = BLOCK.exec(html)?.[1];
  if (block) return (JSON.parse(block) as { answers: Record<string, unknown> }).answers;
  const state = STATE.exec(html)?.[1];
  if (!state) return undefined;
  const { queries } = JSON.parse(state) as { queries: { queryHash: string; state: { data: unknown } }[] };
  return Object.fromEntries(queries.map((q) => [q.queryHash, q.state.data]));
}

/** Serves `path` as the service worker keeps the page: without the answers it brought, so its calls are
 * made (the app then renders the screen anew). */
export async function withoutFirstAnswers(page: Page, path: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(BLOCK, '').replace(STATE, '') });
  });
}
