import type { FastifyInstance } from 'fastify';
import { badRequest } from './reply.js';

// C0 and C1 controls, DEL, and U+FFFD (what undecodable UTF-8 becomes). Body texts may hold tabs and
// line breaks (notes are several lines); path and query values may not.
const inPathOrQuery = /[\u0000-\u001f\u007f-\u009f\ufffd]/;
const inBody = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const refused = (text: string, pattern: RegExp) => pattern.test(text) || loneSurrogate.test(text);

/** The first text in `value` (strings, keys of objects, items of arrays, at any depth) that
 * `pattern` refuses, as a dotted path; walked without recursion so no nesting overflows the stack. */
function firstRefused(value: unknown, pattern: RegExp, where: string): string | undefined {
  const stack: [unknown, string][] = [[value, where]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (refused(v, pattern)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (refused(k, pattern)) return path;
        stack.push([item, `${path}.${k}`]);
      }
    }
  }
  return undefined;
}

/** One check for every route, present and future: a path parameter, query value or body text with a
 * control character, or that is not valid UTF-8, is a 400 before any route sees it. An address no route
 * matches is left to the not-found handler. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    // An address no route knows is the app's page or a 404, whatever it holds.
    if (req.is404) return done();
    const where =
      firstRefused(req.params, inPathOrQuery, 'params') ??
      firstRefused(req.query, inPathOrQuery, 'querystring') ??
      firstRefused(req.body, inBody, 'body');
    done(where ? badRequest(`${where}: must not contain control characters or invalid UTF-8`) : undefined);
  });
}
