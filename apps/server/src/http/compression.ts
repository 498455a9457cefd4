// Compression of cached answers: the encoding a client accepts, and each answer's bytes in it, made once.
import zlib from 'node:zlib';
import type { Answer } from './answerCache.js';

/** Answers shorter than this are sent uncompressed (as the compression plugin does). */
const COMPRESS_FROM = 1024;

/** Brotli told the size of what it compresses, with a window no larger than that: a small answer then
 * takes a few kilobytes of working memory instead of megabytes (a tenth of the time). */
const brotliOptions = (body: string | Buffer, quality = 4) => {
  const bytes = Buffer.byteLength(body);
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes + 1)))),
    },
  };
};

/** A small answer (a lookup's few kilobytes, compressed on the request's own turn): brotli at quality 1,
 * which needs no hash table beyond a small one on the stack, and gzip with a window and hash no larger
 * than the answer. Brotli's quality 4 allocates and clears a hash table of hundreds of kilobytes for
 * every answer, which with large allocations mapped apart (the start script) is fresh pages each time:
 * it was more than half the CPU of a new lookup, for about 20% fewer bytes. */
export function compressSmall(encoding: 'br' | 'gzip', body: string | Buffer): Buffer {
  const bytes = Buffer.byteLength(body);
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes + 1))));
  // Output buffers no larger than the answer, where node's default is 16 KB for every call.
  const chunkSize = Math.max(zlib.constants.Z_MIN_CHUNK, bytes);
  return ownBuffer(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { ...brotliOptions(body, 1), chunkSize })
      : zlib.gzipSync(body, { windowBits, memLevel: 4, chunkSize }),
  );
}

/** The bytes (a text's as UTF-8) in a buffer of their own size, for an answer kept long. A short text
 * from `Buffer.from`, or a synchronous compression's output, is a view of one of node's shared slabs
 * or output buffers (64 KB on Node 24): every kept answer of a few hundred bytes held all of it. */
export function ownBuffer(bytes: string | Buffer): Buffer {
  if (typeof bytes === 'string') {
    const own = Buffer.allocUnsafeSlow(Buffer.byteLength(bytes));
    own.write(bytes);
    return own;
  }
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export type Encoding = 'br' | 'gzip' | undefined;
/** The few Accept-Encoding headers browsers send, read once each. */
const encodings = new Map<string, Encoding>();

/** The encoding for an Accept-Encoding header: br, then gzip; none for identity-only clients. */
export function encodingFor(header: string | undefined): Encoding {
  if (!header) return undefined;
  let known = encodings.get(header);
  if (known === undefined && !encodings.has(header)) {
    known = negotiate(header);
    if (encodings.size < 100) encodings.set(header, known);
  }
  return known;
}

function negotiate(header: string): Encoding {
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((x) => x.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** Answers from this size on (the hub lists of hundreds of cards) are compressed on the thread pool:
 * compressing one takes several milliseconds, which the event loop spends on other requests. The
 * first client of such an answer gets it compressed fast (brotli quality 1, a third of the time of
 * quality 4 and half again as large); the smaller bytes are made later (refineLater) and sent from
 * then on. */
export const COMPRESS_APART_FROM = 64 * 1024;

type Encoded = { encoding: 'br' | 'gzip'; bytes: Buffer };

const compressApart = (encoding: 'br' | 'gzip', body: string | Buffer, quality?: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const back = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body, quality), back);
    else zlib.gzip(body, back);
  });

/** Large answers waiting for their smaller brotli bytes: made one at a time, starting a second after
 * the first waits, so that a burst of new lists is answered before any of them is compressed again. */
const refines: Answer[] = [];
const REFINE_AFTER_MS = 1000;

function refineLater(answer: Answer) {
  refines.push(answer);
  if (refines.length === 1) setTimeout(refineNext, REFINE_AFTER_MS).unref();
}

function refineNext() {
  const answer = refines[0];
  const next = () => {
    refines.shift();
    if (refines.length > 0) refineNext();
  };
  // An answer no cache keeps any more is not worth it.
  if (answer.uses === 0) return next();
  compressApart('br', answer.body)
    .then(
      (smaller) => keep(answer, 'br', smaller),
      () => undefined,
    )
    .finally(next);
}

/** Keeps an answer's bytes in an encoding, told to the cache that bounds what its answers hold. */
function keep(answer: Answer, encoding: 'br' | 'gzip', bytes: Buffer): Buffer {
  const before = answer[encoding]?.length ?? 0;
  answer[encoding] = bytes;
  answer.held?.(bytes.length - before);
  return bytes;
}

/** The bytes to send for an answer in the encoding the client accepts, compressed once per answer:
 * at once, or for a large answer not yet compressed, once the thread pool has done it. */
export function encoded(answer: Answer, acceptEncoding: string | undefined): Encoded | Promise<Encoded> | undefined {
  const encoding = answer.body.length >= COMPRESS_FROM ? encodingFor(acceptEncoding) : undefined;
  if (encoding === undefined) return undefined;
  const done = answer[encoding];
  if (done) return { encoding, bytes: done };
  if (answer.body.length < COMPRESS_APART_FROM) {
    return { encoding, bytes: keep(answer, encoding, compressSmall(encoding, answer.body)) };
  }
  const under = (answer.compressing ??= {});
  const pending = (under[encoding] ??= compressApart(encoding, answer.body, 1).then(
    (bytes) => {
      keep(answer, encoding, bytes);
      delete under[encoding];
      if (encoding === 'br') refineLater(answer);
      return bytes;
    },
    (err: unknown) => {
      delete under[encoding];
      throw err;
    },
  ));
  return pending.then((bytes) => ({ encoding, bytes }));
}
