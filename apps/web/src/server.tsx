import './zodConfig';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { unescapeHtml, type Language } from '@wheelend/domain';
import { Providers, queryDefaults } from './app/App';
import { routes } from './app/router';
import { titleOf } from './app/pageHeading';
import { answerFrom } from './shared/firstAnswers';
import { brand, configure, type AppConfig } from './shared/config';
import { i18n, speak } from './shared/i18n/i18n';

// The build writes the router's address patterns into the web host's hints (vite/hints.ts).
export { pagePatterns } from './app/router';

/** A screen's markup as the app's first render in the browser makes it, and the answers it shows (for
 * the app to take the markup over in place). */
export interface Rendered {
  html: string;
  state: DehydratedState;
  /** The document's title, as the app makes it from the screen's heading. */
  title: string;
  /** Whether every call the screen made was answered (but those the browser alone makes): a page the
   * server may keep for the catalog version. */
  complete: boolean;
}

/** The text of the first `h1` of rendered markup, on one line, as the app reads it from the page. */
export function headingIn(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const text =
    inner === undefined
      ? undefined
      : unescapeHtml(inner.replace(/<[^>]*>/g, ''))
          .replace(/\s+/g, ' ')
          .trim();
  return text || undefined;
}

const handler = createStaticHandler(routes);
let configured = false;
let queue: Promise<unknown> = Promise.resolve();

/** Longer than this, and the page goes without its screen. */
const TIMEOUT_MS = 1000;
/** With more pages than this waiting, a page goes without its screen rather than wait. */
const MAX_WAITING = 8;
let waiting = 0;

async function write(page: ReactNode, signal: AbortSignal): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerender(page, { signal, onError: () => void (failed = true) });
  const html = await new Response(prelude).text();
  return failed ? null : html;
}

async function renderOnce(
  url: string,
  answers: Record<string, unknown>,
  config: AppConfig,
  signal: AbortSignal,
  ask: ((call: string) => Promise<unknown>) | undefined,
  language: Language,
): Promise<Rendered | null> {
  if (!configured) {
    configure(config);
    configured = true;
  }
  // The messages of the screens rendered so far, in this page's language; a screen's own are loaded
  // with its code, in the language spoken then.
  await speak(language);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: queryDefaults });
  // The server's answers count against the render's time too: past it, none is waited for.
  const timedOut = new Promise<undefined>((resolve) =>
    signal.addEventListener('abort', () => resolve(undefined), { once: true }),
  );
  answerFrom(answers, ask && ((call) => Promise.race([ask(call), timedOut])));
  const page = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  // Each render makes the calls of what it rendered; they are answered (from the page's answers, else
  // by the server) and the screen rendered again with them. A call with no answer stays waiting, as
  // in the browser's first render, and so does one the browser alone makes (`meta.browserOnly`).
  const tried = new Set<string>();
  let unanswered = false;
  let html = await write(page, signal);
  for (let pass = 0; html !== null && pass < 4; pass++) {
    const calls = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && !q.meta?.browserOnly);
    if (calls.length === 0) break;
    calls.forEach((q) => tried.add(q.queryHash));
    // No retry: an answer is in the page's answers or it is not.
    await Promise.all(calls.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined)));
    if (calls.some((q) => q.state.status === 'error')) unanswered = true;
    // A call that failed waits again in the render, as it does in the browser's first render.
    client.removeQueries({ predicate: (q) => q.state.status === 'error' });
    if (!calls.some((q) => q.state.status === 'success')) break;
    html = await write(page, signal);
  }
  if (html === null) return null;
  const title = titleOf(headingIn(html), brand.name, (id, values) => i18n._(id, values));
  const queries = client.getQueryCache().getAll();
  const complete = !unanswered && queries.every((q) => q.state.status === 'success' || q.meta?.browserOnly);
  return { html, state: dehydrate(client), title, complete };
}

/** Renders the page of an address in a language with the answers the page carries and those the server
 * gives when asked, one page at a time (the render's calls read the answers of its own page, and its
 * texts the language it speaks); null when it cannot. */
export function render(
  url: string,
  answers: Record<string, unknown>,
  config: AppConfig,
  ask?: (call: string) => Promise<unknown>,
  language: Language = 'en',
): Promise<Rendered | null> {
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const next = queue.then(() => {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    return renderOnce(url, answers, config, signal, ask, language).catch(() => null);
  });
  queue = next.finally(() => waiting--);
  return next;
}
