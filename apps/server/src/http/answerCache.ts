import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { snapshotOf } from '../db/replicas.js';

/** How often the catalog version is read again; another process's import shows within this time. */
const VERSION_CHECK_MS = 1000;

type VersionState = {
  version: number | undefined;
  checkedAt: number;
  checking?: Promise<void>;
  read?: (maxAge?: number) => Promise<number | undefined>;
};
const versions = new WeakMap<Database, VersionState>();

/** The catalog version being served, read at most once a second (one reading per database). */
export function catalogVersion(database: Database) {
  let state = versions.get(database);
  if (!state) versions.set(database, (state = { version: undefined, checkedAt: -Infinity }));
  const s = state;
  return (s.read ??= async function current(maxAge = VERSION_CHECK_MS): Promise<number | undefined> {
    if (Date.now() - s.checkedAt > maxAge) {
      s.checking ??= (
        database.catalogVersion?.() ??
        database
          .rows<{ version: number }>(sql`select version from catalog_meta where id = 1`)
          .then(([row]) => row?.version)
      )
        .then((version) => {
          s.version = version;
          s.checkedAt = Date.now();
        })
        .finally(() => {
          s.checking = undefined;
        });
      await s.checking;
    }
    return s.version;
  });
}

/** Per database: stores being built again for a new catalog version, and a count of starts and ends. */
const rebuilds = new WeakMap<Database, { open: number; generation: number }>();
function changing(database: Database, by = 1) {
  const r = rebuilds.get(database) ?? { open: 0, generation: 0 };
  r.open += by;
  r.generation++;
  rebuilds.set(database, r);
}
/** A mark that changes whenever a store starts or ends a rebuild; undefined while one is under way. */
function steady(database: Database) {
  const r = rebuilds.get(database);
  return r && r.open > 0 ? undefined : (r?.generation ?? 0);
}

/**
 * Something built from the catalog before the server reports ready (`ready`), and built again in the
 * background when a new catalog version is imported while the old one answers: no call waits for a build.
 */
export function catalogStore<T>(database: Database, build: () => Promise<T>) {
  const version = catalogVersion(database);
  let current: { version: number | undefined; value: T } | undefined;
  let building: Promise<{ version: number | undefined; value: T }> | undefined;
  const start = (v: number | undefined) => {
    if (!building) {
      const rebuild = current !== undefined;
      if (rebuild) changing(database);
      // On PostgreSQL built in a snapshot of its own, never in that of the request that asked for it.
      building = (database.engine === 'postgres' ? snapshotOf(build) : build())
        .then((value) => (current = { version: v, value }))
        .finally(() => {
          building = undefined;
          if (rebuild) changing(database, -1);
        });
    }
    return building;
  };
  return {
    async ready(): Promise<void> {
      if (!current) await start(await version());
    },
    async get(): Promise<{ version: number | undefined; value: T }> {
      const v = await version();
      if (!current) return start(v);
      if (current.version !== v && !building) start(v).catch(() => undefined);
      return current;
    },
  };
}

/** A serialized answer with its ETag, and its compressed bytes once asked for; `gone` is told when
 * the last cache lets it go. */
export type Answer = {
  /** The JSON, as text or (a large answer put together from parts) as UTF-8 bytes. */
  body: string | Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Compressions under way on the thread pool, shared by the requests that wait for them. */
  compressing?: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  uses: number;
  gone?: Map<object, () => void>;
};

/**
 * The cached answers of each database by their JSON, so the reply hook finds the ETag and the
 * compressed bytes of a body it is about to send without hashing or compressing it again. Equal
 * bodies share one entry (and one string).
 */
const byBody = new WeakMap<Database, Map<string | Buffer, Answer>>();

function registryOf(database: Database) {
  let map = byBody.get(database);
  if (!map) byBody.set(database, (map = new Map()));
  return map;
}

/** The cached answer whose JSON is `body`, if any. */
export function answerFor(database: Database, body: string | Buffer): Answer | undefined {
  return byBody.get(database)?.get(body);
}

const hashOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/** Whether the cached answers are those of the catalog version read within the last second. Past half
 * that, the version is read again in the background, so that calls answered without reading it
 * (http/replay.ts) do not all find it stale at once. */
export function answersCurrent(database: Database): boolean {
  const v = versions.get(database);
  const shared = sharedOf.get(database);
  if (!v || !shared) return false;
  const age = Date.now() - v.checkedAt;
  if (age > VERSION_CHECK_MS / 2 && !v.checking) v.read?.(VERSION_CHECK_MS / 2).catch(() => undefined);
  return age <= VERSION_CHECK_MS && shared.seen === v.version;
}

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
      (smaller) => {
        answer.br = smaller;
      },
      () => undefined,
    )
    .finally(next);
}

/** The bytes to send for an answer in the encoding the client accepts, compressed once per answer:
 * at once, or for a large answer not yet compressed, once the thread pool has done it. */
export function encoded(answer: Answer, acceptEncoding: string | undefined): Encoded | Promise<Encoded> | undefined {
  const encoding = answer.body.length >= COMPRESS_FROM ? encodingFor(acceptEncoding) : undefined;
  if (encoding === undefined) return undefined;
  const done = answer[encoding];
  if (done) return { encoding, bytes: done };
  if (answer.body.length < COMPRESS_APART_FROM) {
    const bytes =
      encoding === 'br' ? zlib.brotliCompressSync(answer.body, brotliOptions(answer.body)) : zlib.gzipSync(answer.body);
    return { encoding, bytes: (answer[encoding] = bytes) };
  }
  const under = (answer.compressing ??= {});
  const pending = (under[encoding] ??= compressApart(encoding, answer.body, 1).then(
    (bytes) => {
      answer[encoding] = bytes;
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

/** The answers every cache of a database keeps, together: one bound on their bytes. */
type Limits = { bytes: number; count: number };
type Shared = { answers: Map<string, Answer>; bytes: number; seen: number | undefined; caches: number; limits: Limits };
const sharedOf = new WeakMap<Database, Shared>();

/** What the answer caches of one database keep at most, all calls together: bytes of JSON, answers. */
export const ANSWER_CACHE_LIMITS: Limits = { bytes: 16 * 1024 * 1024, count: 50_000 };

/**
 * Serialized answers of read-only catalog calls, kept until the catalog version changes. The caches of
 * a database share one bound (ANSWER_CACHE_LIMITS, or `limits`); the least recently used answer goes first.
 * Answers are JSON, sent as they are; `compute` gives a value to serialize, or with `raw` its JSON
 * already (text or UTF-8 bytes).
 */
export function answerCache(database: Database, limits?: Limits) {
  let shared = sharedOf.get(database);
  if (!shared) {
    shared = { answers: new Map(), bytes: 0, seen: undefined, caches: 0, limits: ANSWER_CACHE_LIMITS };
    sharedOf.set(database, shared);
  }
  if (limits) shared.limits = limits;
  const all = shared;
  const prefix = `${all.caches++}|`;
  const registry = registryOf(database);
  const version = catalogVersion(database);
  const release = (a: Answer) => {
    all.bytes -= a.body.length;
    if (--a.uses > 0) return;
    registry.delete(a.body);
    for (const tell of a.gone?.values() ?? []) tell();
    a.gone = undefined;
  };

  return async function cached(key: string, compute: () => Promise<unknown>, raw = false): Promise<string | Buffer> {
    const v = await version();
    if (v !== all.seen) {
      for (const a of all.answers.values()) release(a);
      all.answers.clear();
      all.seen = v;
    }
    const k = prefix + key;
    const hit = all.answers.get(k);
    if (hit !== undefined) {
      all.answers.delete(k);
      all.answers.set(k, hit);
      return hit.body;
    }
    // An answer made while a store still serves the previous catalog is sent, not kept.
    const before = steady(database);
    const value = await compute();
    const json = raw ? (value as string | Buffer) : JSON.stringify(value);
    if (v !== all.seen || before === undefined || steady(database) !== before) return json;
    const old = all.answers.get(k);
    if (old) {
      all.answers.delete(k);
      release(old);
    }
    let answer = registry.get(json);
    if (!answer) registry.set(json, (answer = { body: json, etag: hashOf(json), uses: 0 }));
    answer.uses++;
    all.answers.set(k, answer);
    all.bytes += json.length;
    while (all.answers.size > all.limits.count || (all.bytes > all.limits.bytes && all.answers.size > 1)) {
      const [first, drop] = all.answers.entries().next().value!;
      all.answers.delete(first);
      release(drop);
    }
    return answer.body;
  };
}
