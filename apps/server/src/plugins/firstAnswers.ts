import type { FastifyInstance } from 'fastify';
import { drawingUrl, escapeHtml, FIRST_ANSWERS_ID, KIT_PAGES } from '@wheelend/domain';

type Image = { ImageTypeId?: number | null; ImageGuid?: string | null };
type Part = { Images?: Image[] | null; ImageGuid?: string | null };

/** A result screen's first calls, as the web client writes them for its address (in English: a page
 * in another language asks for its own answers), and where its drawing is: the first result of which
 * call, picked as the screen picks it. */
interface Screen {
  path: string;
  calls: (param: string) => string[];
  drawing?: { call: number; guid: (part: Part) => string | null | undefined };
}

const v11 = '/api/v11';
const drawingOf = (part: Part) => part.Images?.find((i) => i.ImageTypeId === 1)?.ImageGuid;

export const SCREENS: Screen[] = [
  {
    path: 'hub/details/:id',
    calls: (id) => [`${v11}/hubassemblydetails/${id}`, `${v11}/aftermarketparts?hanum=${id}`],
    drawing: { call: 0, guid: (p) => drawingOf(p) ?? p.ImageGuid },
  },
  {
    path: 'hub/replacement-drum/recommended-drums/:id',
    calls: (id) => [`${v11}/brakedrum/summaries?cbdid=${id}`],
    drawing: { call: 0, guid: (p) => drawingOf(p) ?? p.Images?.[0]?.ImageGuid },
  },
  ...Object.values(KIT_PAGES).map((kit): Screen => ({
    path: `hub/${kit.page}/:id`,
    calls: (id) => [`${v11}/kits/${kit.call}/${id}`],
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

/**
 * What the page adds for a result screen's address: its first answers, taken through the API's own
 * routes (so the very JSON the API sends), as a JSON data block the web client's calls take once,
 * and a preload of its drawing as the screen's `<img>` asks for it. Nothing when the address is no
 * such screen or an answer is not a 200; the page works without either.
 */
export async function firstAnswers(
  app: FastifyInstance,
  path: string,
  key: string,
  rank: (pattern: string, path: string) => number,
): Promise<string> {
  const found = screenFor(path, rank);
  if (!found) return '';
  const { screen, param } = found;
  const calls = screen.calls(param);
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({ method: 'GET', url: call, headers: { 'ocp-apim-subscription-key': key } });
      if (res.statusCode === 200) answers[call] = res.json();
    }),
  );
  if (Object.keys(answers).length === 0) return '';
  let head = '';
  const drawing = screen.drawing;
  const first = drawing && (answers[calls[drawing.call]!] as { Results?: Part[] } | undefined)?.Results?.[0];
  const guid = drawing && first ? drawing.guid(first) : undefined;
  if (guid) head += `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(drawingUrl(guid))}">`;
  // `<` escaped, so no text of an answer can end the block.
  const json = JSON.stringify({ path, answers }).replace(/</g, '\\u003c');
  return `${head}<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}
