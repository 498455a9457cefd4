import { FIRST_ANSWERS_ID as ID } from '@wheelend/domain';
import { takeDataBlock } from './dataBlock';

let answers: Map<string, unknown> | undefined;
/** The address the answers are for; null in the server's render of a page, which is for them alone. */
let page: string | null = '';

/** No block (or one that does not parse): no answers, the calls go out as usual. */
function read() {
  const data = takeDataBlock(ID) as { path?: string; answers?: Record<string, unknown> } | null | undefined;
  answers = new Map(Object.entries(data?.answers ?? {}));
  if (data) page = data.path ?? '';
}

/** The answer the page brought for this API call, once, and only while the address is still the one
 * the page was sent for; later calls (and a page from the service worker's cache) go out as usual. */
export function takeFirstAnswer(call: string): unknown {
  if (!answers) read();
  if (!answers!.has(call)) return undefined;
  const answer = answers!.get(call);
  answers!.delete(call);
  return page === null || location.pathname === page ? answer : undefined;
}

let asking: ((call: string) => Promise<unknown>) | undefined;

/** The server's render of a page (server.tsx) answers its calls from these, and asks the server for a
 * call they do not hold (one made from what they said); it makes no call of its own. */
export function answerFrom(given: Record<string, unknown>, ask?: (call: string) => Promise<unknown>) {
  answers = new Map(Object.entries(given));
  asking = ask;
  page = null;
}

export const renderingPage = () => page === null;

/** In the server's render: the server's answer to a call the page's answers do not hold, if any. */
export const askServer = async (call: string): Promise<unknown> => (asking ? asking(call) : undefined);
