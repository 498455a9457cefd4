import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from './answerCache.js';
import { encoded, encodingFor, ownBuffer, type Encoding } from './compression.js';

/**
 * Cached catalog answers as they went out, replayed to the next identical request straight from the
 * HTTP server, without the framework's routing, hooks and header handling (three quarters of the
 * time of such a call). Only a GET with a valid key header and none of Origin, If-None-Match or
 * X-No-Compression is replayed; its answer is keyed by the URL as sent and the encoding the client
 * accepts. An entry lives as long as its answer stays in the answer cache, so a new catalog version
 * drops it, and none is replayed unless the catalog version was read within the last second: the
 * next call goes the whole way and reads it.
 *
 * A lookup route may also be answered here when nothing is kept for its address (`direct`): a plain
 * address of it (letters, digits, `-._~` and encoded spaces in its last path parameter and in the
 * values of a query of plain pairs) is answered by the route's own function and cache, with the
 * headers the framework gave the route's last answer in the same encoding. Anything else (no such
 * answer yet, an error, a text or query the route's schemas refuse) goes the whole way.
 */
export type Replays = ReturnType<typeof replays>;

/** The bytes sent are the answer's in `encoding`, or its JSON: read when sent, since a large answer's
 * compressed bytes are replaced by smaller ones once those are made. */
type Entry = {
  head: string[];
  etag: string;
  encoding: Encoding;
  answer: Answer;
  /** Times sent. Most lookups are asked once: what goes out is kept only from the second time on. */
  sends: number;
  wire?: Wire;
};
/** What goes out for an answer's bytes last read: a short JSON text as UTF-8 bytes, made once (node
 * writes a Buffer as it is, where it would encode a text on every call), and the status line and header
 * lines node writes, followed by the keep-alive lines `tail` they were last sent with: one text kept
 * whole, since node copies a text made by joining two into one piece before writing it, on every call. */
type Wire = { read: string | Buffer; sent: string | Buffer; block: string; tail: string };
/** What node's own header writing reads on an answer, beside the public fields. */
type Response = ServerResponse & {
  _header?: string | null;
  _keepAliveTimeout?: number;
  _maxRequestsPerSocket?: number;
  _defaultKeepAlive?: boolean;
  maxRequestsOnConnectionReached?: boolean;
};
/** What the reply hook found out about an answer on its way, read again once it has gone out. */
type Held = { key: string; answer: Answer; encoding: Encoding };
/** A lookup route answered without the framework: the address up to its parameter, the route's answer
 * for a text (undefined for one its schema refuses), and the header list of its last answer in each
 * encoding (none: '') as the framework sent it. */
type Direct = {
  prefix: string;
  answer: (param: string, query: Record<string, string>) => Promise<string | Buffer> | undefined;
  heads: Map<string, string[]>;
};
/** What a direct route's parameter and query values may hold, and its query names: other addresses
 * are left to the framework's router and query parser. */
const PLAIN = /^(?:[A-Za-z0-9._~-]|%20)+$/;
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const MAX_PARAM = 100;
const MAX_PAIRS = 8;

/** The parameter and the query pairs, decoded, of a plain address after a direct route's prefix. */
function plainAddress(rest: string): { param: string; query: Record<string, string> } | undefined {
  const mark = rest.indexOf('?');
  const param = mark < 0 ? rest : rest.slice(0, mark);
  if (param.length > MAX_PARAM || !PLAIN.test(param)) return undefined;
  const query: Record<string, string> = {};
  const pairs = mark < 0 || mark === rest.length - 1 ? [] : rest.slice(mark + 1).split('&');
  if (pairs.length > MAX_PAIRS) return undefined;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 0) return undefined;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (!NAME.test(name) || Object.hasOwn(query, name) || value.length > MAX_PARAM) return undefined;
    if (value !== '' && !PLAIN.test(value)) return undefined;
    query[name] = value.replaceAll('%20', ' ');
  }
  return { param: param.replaceAll('%20', ' '), query };
}

/** At most this many entries (each a few hundred bytes beside the answer it shares). */
const MAX_ENTRIES = 20_000;
/** Distinct header sets kept for sharing between entries. */
const MAX_HEADS = 100;
/** JSON texts up to this length are kept as bytes too (uncompressed answers are short ones, under the
 * compression threshold, unless the client takes no compression). */
const MAX_COPIED = 16 * 1024;

/** The headers of an answer that goes out as `sent`. */
const headersOf = (head: string[], etag: string, sent: string | Buffer) => [
  ...head,
  'etag',
  etag,
  'content-length',
  String(Buffer.byteLength(sent)),
];

/** The status line and header lines, as node writes them, of a 200 answer that goes out as `sent`. */
function linesOf(head: string[], etag: string, sent: string | Buffer): string {
  const headers = headersOf(head, etag, sent);
  let lines = 'HTTP/1.1 200 OK\r\n';
  for (let i = 0; i < headers.length; i += 2) lines += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return lines;
}

/** The lines node adds after an answer's own headers on a connection it keeps open (the date, to the
 * second, and the keep-alive ones), remade once a second; none when node would write others (the
 * connection closes, a request limit per connection) or its fields are not the ones known here. */
let tail = '';
let tailUntil = 0;
let tailKeepAlive = -1;
function keptAlive(res: Response): string | undefined {
  const keepAlive = res._keepAliveTimeout;
  if (
    !res.shouldKeepAlive ||
    res._header !== null ||
    !res.sendDate ||
    res.maxRequestsOnConnectionReached ||
    res._maxRequestsPerSocket ||
    res._defaultKeepAlive !== true ||
    typeof keepAlive !== 'number'
  )
    return undefined;
  const now = Date.now();
  if (now >= tailUntil || keepAlive !== tailKeepAlive) {
    const seconds = Math.floor(keepAlive / 1000);
    tail = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive ? `Keep-Alive: timeout=${seconds}\r\n` : ''}\r\n`;
    tailUntil = now - (now % 1000) + 1000;
    tailKeepAlive = keepAlive;
  }
  return tail;
}

export function replays(options: {
  keys: Set<string>;
  /** Whether the catalog version was read recently enough to serve what was kept for it. */
  fresh: () => boolean;
  /** The cached answer whose JSON is `body`, if the answer cache keeps it. */
  answerOf: (body: string | Buffer) => Answer | undefined;
  /** Logs an answer sent here, when the server logs requests. */
  log?: (req: IncomingMessage, ms: number, how: 'replayed' | 'answered') => void;
}) {
  const entries = new Map<string, Entry>();
  const heads = new Map<string, string[]>();
  const held = new WeakMap<FastifyRequest, Held>();
  const marked = new WeakSet<FastifyReply>();
  const directs: Direct[] = [];
  let on = true;
  let served = 0;
  let answered = 0;
  let logging = options.log !== undefined;

  /** The entry key of a request that may be replayed. */
  const keyOf = (req: IncomingMessage): string | undefined => {
    if (req.method !== 'GET') return undefined;
    const h = req.headers;
    if (h.origin !== undefined || h['if-none-match'] !== undefined || h['x-no-compression'] !== undefined)
      return undefined;
    const key = h['ocp-apim-subscription-key'];
    if (typeof key !== 'string' || !options.keys.has(key)) return undefined;
    return `${encodingFor(h['accept-encoding']) ?? ''} ${req.url}`;
  };

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    e.answer.gone?.delete(e);
  };

  /** The direct route of an address. */
  const directOf = (url: string | undefined) =>
    url === undefined ? undefined : directs.find((d) => url.startsWith(d.prefix));

  /** Keeps an answer for `key` with the header list it goes out with, sent `sends` times so far. */
  const remember = (key: string, head: string[], answer: Answer, encoding: Encoding, sends: number): Entry => {
    drop(key);
    while (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value!);
    const entry: Entry = { head, etag: answer.etag, encoding, answer, sends };
    entries.set(key, entry);
    (answer.gone ??= new Map()).set(entry, () => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  const send = (e: Entry, res: ServerResponse) => {
    const bytes = (e.encoding && e.answer[e.encoding]) || e.answer.body;
    const kept = e.sends++ > 0;
    let w = e.wire;
    if (w?.read !== bytes) {
      const sent = kept && typeof bytes === 'string' && bytes.length <= MAX_COPIED ? ownBuffer(bytes) : bytes;
      w = { read: bytes, sent, block: linesOf(e.head, e.etag, sent), tail: '' };
      if (kept) e.wire = w;
    }
    const tail = keptAlive(res as Response);
    if (tail) {
      // The header block node would write for this list, made once per answer and second instead
      // of checking and joining every header again on every call.
      if (w.tail !== tail) {
        w.block = w.block.slice(0, w.block.length - w.tail.length) + tail;
        w.tail = tail;
      }
      (res as Response)._header = w.block;
      res.end(w.sent);
    } else {
      res.writeHead(200, headersOf(e.head, e.etag, w.sent));
      res.end(w.sent);
    }
  };

  const answerDirect = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    d: Direct,
    { param, query }: { param: string; query: Record<string, string> },
    next: (req: IncomingMessage, res: ServerResponse) => void,
  ) => {
    const t0 = logging ? performance.now() : 0;
    let answer: Answer | undefined;
    try {
      const body = await d.answer(param, query);
      answer = body === undefined ? undefined : options.answerOf(body);
    } catch {
      answer = undefined;
    }
    const out = answer && encoded(answer, req.headers['accept-encoding']);
    const head = answer && !(out instanceof Promise) ? d.heads.get(out?.encoding ?? '') : undefined;
    if (!on || !answer || !head || out instanceof Promise) return next(req, res);
    send(remember(key, head, answer, out?.encoding, 0), res);
    answered++;
    if (logging) options.log?.(req, performance.now() - t0, 'answered');
  };

  return {
    /** Answers this request with what was kept for it, or by its direct route; else calls `next`. */
    serve(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void {
      const key = on && (entries.size > 0 || directs.length > 0) ? keyOf(req) : undefined;
      if (key === undefined) return next(req, res);
      const e = entries.get(key);
      if (e && options.fresh()) {
        const t0 = logging ? performance.now() : 0;
        send(e, res);
        served++;
        if (logging) options.log?.(req, performance.now() - t0, 'replayed');
        return;
      }
      const d = directOf(req.url);
      const plain = d && plainAddress(req.url!.slice(d.prefix.length));
      if (!plain) return next(req, res);
      void answerDirect(req, res, key, d, plain, next);
    },
    /** Answers the plain addresses `prefix` + parameter + query by `answer` (see above). */
    direct(prefix: string, answer: Direct['answer']) {
      directs.push({ prefix, answer, heads: new Map() });
    },
    /** Whether replayed answers are logged (the server's log level), told when it changes. */
    set logging(on: boolean) {
      logging = on && options.log !== undefined;
    },
    /** Marks an answer of the catalog, cached until its version changes, as one that may be replayed. */
    mark(reply: FastifyReply) {
      marked.add(reply);
    },
    /** The reply hook: this cached answer goes out in `encoding` (none: its JSON). */
    hold(req: FastifyRequest, reply: FastifyReply, answer: Answer, encoding: Encoding) {
      if (!on || !marked.has(reply)) return;
      const key = keyOf(req.raw);
      if (key !== undefined) held.set(req, { key, answer, encoding });
    },
    /** Once the answer went out: keeps it with the headers it was sent with. */
    keep(req: FastifyRequest, reply: FastifyReply) {
      const h = held.get(req);
      if (!h || reply.statusCode !== 200 || h.answer.uses === 0) return;
      const all = reply.getHeaders();
      const head: string[] = [];
      for (const [name, value] of Object.entries(all)) {
        if (name === 'etag' || name === 'content-length' || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) head.push(name, String(v));
      }
      const joined = head.join('\n');
      let shared = heads.get(joined);
      if (!shared) {
        if (heads.size >= MAX_HEADS) heads.clear();
        heads.set(joined, (shared = head));
      }
      remember(h.key, shared, h.answer, h.encoding, 1);
      directOf(req.raw.url)?.heads.set(h.encoding ?? '', shared);
    },
    /** From now on every request takes the whole way (the server is draining). */
    stop() {
      on = false;
      for (const key of [...entries.keys()]) drop(key);
    },
    /** Answers kept, and answers replayed so far. */
    get size() {
      return entries.size;
    },
    get served() {
      return served;
    },
    /** Answers made by a direct route so far. */
    get answered() {
      return answered;
    },
  };
}
