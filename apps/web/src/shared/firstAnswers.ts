import { FIRST_ANSWERS_ID as ID } from '@wheelend/domain';

let answers: Map<string, unknown> | undefined;
/** The address the answers are for; null in the server's render of a page, which is for them alone. */
let page: string | null = '';

function read() {
  answers = new Map();
  const block = typeof document === 'undefined' ? null : document.getElementById(ID);
  if (!block) return;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as { path?: string; answers?: Record<string, unknown> };
    page = data.path ?? '';
    answers = new Map(Object.entries(data.answers ?? {}));
  } catch {
    /* no answers: the calls go out as usual */
  }
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

/** The server's render of a page (server.tsx) answers its calls from these, and makes no others. */
export function answerFrom(given: Record<string, unknown>) {
  answers = new Map(Object.entries(given));
  page = null;
}

export const renderingPage = () => page === null;
