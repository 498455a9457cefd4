import type { FastifyInstance } from 'fastify';
import { drawingUrl, escapeHtml, FIRST_ANSWERS_ID, KIT_PAGES, langQuery, type Locale } from '@wheelend/domain';
import { dataBlock } from './dataBlock.js';

type Image = { ImageTypeId?: number | null; ImageGuid?: string | null };
type Part = { Images?: Image[] | null; ImageGuid?: string | null };

/** A result screen's first calls, as the web client writes them for its address and a reader of a
 * locale (the catalog's descriptions in the reader's language where the call takes one), and where
 * its drawing is: the first result of which call, picked as the screen picks it. */
interface Screen {
  path: string;
  calls: (param: string, locale: Locale) => string[];
  drawing?: { call: number; guid: (part: Part) => string | null | undefined };
}

const v11 = '/api/v11';
const drawingOf = (part: Part) => part.Images?.find((i) => i.ImageTypeId === 1)?.ImageGuid;

export const SCREENS: Screen[] = [
  {
    path: 'hub/details/:id',
    calls: (id, locale) => [
      `${v11}/hubassemblydetails/${id}${langQuery(locale, true)}`,
      `${v11}/aftermarketparts?hanum=${id}${langQuery(locale, false)}`,
    ],
    drawing: { call: 0, guid: (p) => drawingOf(p) ?? p.ImageGuid },
  },
  {
    path: 'hub/replacement-drum/recommended-drums/:id',
    calls: (id) => [`${v11}/brakedrum/summaries?cbdid=${id}`],
    drawing: { call: 0, guid: (p) => drawingOf(p) ?? p.Images?.[0]?.ImageGuid },
  },
  ...Object.values(KIT_PAGES).map((kit): Screen => ({
    path: `hub/${kit.page}/:id`,
    calls: (id, locale) => [`${v11}/kits/${kit.call}/${id}${langQuery(locale, true)}`],
    drawing: { call: 0, guid: drawingOf },
  })),
];

/** The screen an address shows, and its one parameter (the last part of the address), if any. */
export function screenFor(path: string, rank: (pattern: string, path: string) => number) {
  const screen = SCREENS.find((s) => rank(s.path, path) >= 0);
  if (!screen) return undefined;
  let param: string;
  try {
    param = encodeURIComponent(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)));
  } catch {
    return undefined;
  }
  return { screen, param };
}

/** The API's answer to a GET call, through its own routes (so the very JSON it sends); undefined
 * unless it is a 200, or for an address outside the API. */
export async function answerOf(app: FastifyInstance, call: string, key: string): Promise<unknown> {
  if (!call.startsWith(`${v11}/`)) return undefined;
  const res = await app.inject({ method: 'GET', url: call, headers: { 'ocp-apim-subscription-key': key } });
  return res.statusCode === 200 ? res.json() : undefined;
}

/**
 * A result screen's first answers for a reader of `locale`, taken through the API's own routes (so the
 * very JSON the API sends), and what the page's head adds for them: a preload of the screen's drawing
 * as its `<img>` asks for it. Undefined when the address is no such screen or no answer is a 200; the
 * page works without them.
 */
export async function firstAnswers(
  app: FastifyInstance,
  path: string,
  key: string,
  rank: (pattern: string, path: string) => number,
  locale: Locale,
): Promise<{ answers: Record<string, unknown>; head: string } | undefined> {
  const found = screenFor(path, rank);
  if (!found) return undefined;
  const { screen, param } = found;
  const calls = screen.calls(param, locale);
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (call) => {
      const answer = await answerOf(app, call, key);
      if (answer !== undefined) answers[call] = answer;
    }),
  );
  if (Object.keys(answers).length === 0) return undefined;
  const drawing = screen.drawing;
  const first = drawing && (answers[calls[drawing.call]!] as { Results?: Part[] } | undefined)?.Results?.[0];
  const guid = drawing && first ? drawing.guid(first) : undefined;
  const head = guid
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(drawingUrl(guid))}">`
    : '';
  return { answers, head };
}

/** The block in which the web client's calls take the first answers once (a page not rendered on the
 * server). */
export const answersBlock = (path: string, answers: Record<string, unknown>) =>
  dataBlock(FIRST_ANSWERS_ID, { path, answers });
