import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

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
      s.checking ??= database
        .rows<{ version: number }>(sql`select version from catalog_meta where id = 1`)
        .then(([row]) => {
          s.version = row?.version;
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
      building = build()
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
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  uses: number;
  gone?: Map<object, () => void>;
};

/**
 * The cached answers of each database by their JSON, so the reply hook finds the ETag and the
 * compressed bytes of a body it is about to send without hashing or compressing it again. Equal
 * bodies share one entry (and one string).
 */
const byBody = new WeakMap<Database, Map<string, Answer>>();

function registryOf(database: Database) {
  let map = byBody.get(database);
  if (!map) byBody.set(database, (map = new Map()));
  return map;
}

/** The cached answer whose JSON is `body`, if any. */
export function answerFor(database: Database, body: string): Answer | undefined {
  return byBody.get(database)?.get(body);
}

const hashOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

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
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip' | undefined;
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

/** The bytes to send for an answer in the encoding the client accepts, compressed once per answer. */
export function encoded(answer: Answer, acceptEncoding: string | undefined) {
  const encoding = answer.body.length >= COMPRESS_FROM ? encodingFor(acceptEncoding) : undefined;
  if (encoding === 'br')
    return { encoding, bytes: (answer.br ??= zlib.brotliCompressSync(answer.body, brotliOptions)) };
  if (encoding === 'gzip') return { encoding, bytes: (answer.gzip ??= zlib.gzipSync(answer.body)) };
  return undefined;
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
 * Answers are JSON strings, sent as they are; `compute` gives a value to serialize, or with `raw` its
 * JSON already.
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

  return async function cached(key: string, compute: () => Promise<unknown>, raw = false): Promise<string> {
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
    const json = raw ? (value as string) : JSON.stringify(value);
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
