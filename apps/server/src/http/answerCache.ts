import { createHash } from 'node:crypto';
import type { Database } from '../db/client.js';
import { catalogVersion, steady, VERSION_CHECK_MS, versionReading } from '../catalog/store.js';

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
  /** Told the bytes the answer holds more (compressed bytes made, or made smaller) while a cache keeps it. */
  held?: (bytes: number) => void;
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
  const v = versionReading(database);
  const shared = sharedOf.get(database);
  if (!v || !shared) return false;
  const age = Date.now() - v.checkedAt;
  if (age > VERSION_CHECK_MS / 2 && !v.checking) v.read?.(VERSION_CHECK_MS / 2).catch(() => undefined);
  return age <= VERSION_CHECK_MS && shared.seen === v.version;
}

/** The answers every cache of a database keep, together: one bound on the bytes they hold (their JSON,
 * their compressed bytes and ENTRY_BYTES each), and one on their number. */
type Limits = { bytes: number; count: number };
type Shared = { answers: Map<string, Answer>; bytes: number; seen: number | undefined; caches: number; limits: Limits };
const sharedOf = new WeakMap<Database, Shared>();

/** What a kept answer holds besides its JSON and compressed bytes: its keys, ETag and the header lines
 * it is replayed with (about 1 KB on the server's heap, measured with a few thousand part-number
 * suggestions of about 800 bytes of JSON each). */
export const ENTRY_BYTES = 1024;

/** What the answer caches of one database keep at most, all calls together. */
export const ANSWER_CACHE_LIMITS: Limits = { bytes: 16 * 1024 * 1024, count: 50_000 };

/** How many answers the caches of a database keep, and the bytes counted against their bound. */
export function answersKept(database: Database): { answers: number; bytes: number } {
  const shared = sharedOf.get(database);
  return { answers: shared?.answers.size ?? 0, bytes: shared?.bytes ?? 0 };
}

/**
 * Serialized answers of read-only catalog calls, kept until the catalog version changes. The caches of
 * a database share one bound (ANSWER_CACHE_LIMITS, or `limits`); the least recently used answer goes first.
 * Answers are JSON, sent as they are; `compute` gives a value to serialize, or with `raw` its JSON
 * already (text or UTF-8 bytes). `keep`, asked once the value is made, may say it is sent and not kept.
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
    all.bytes -= a.body.length + ENTRY_BYTES;
    if (--a.uses > 0) return;
    all.bytes -= (a.br?.length ?? 0) + (a.gzip?.length ?? 0);
    a.held = undefined;
    registry.delete(a.body);
    for (const tell of a.gone?.values() ?? []) tell();
    a.gone = undefined;
  };

  return async function cached(
    key: string,
    compute: () => Promise<unknown>,
    raw = false,
    keep = () => true,
  ): Promise<string | Buffer> {
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
    if (v !== all.seen || before === undefined || steady(database) !== before || !keep()) return json;
    const old = all.answers.get(k);
    if (old) {
      all.answers.delete(k);
      release(old);
    }
    let answer = registry.get(json);
    if (!answer) {
      const made: Answer = { body: json, etag: hashOf(json), uses: 0 };
      made.held = (bytes) => {
        all.bytes += bytes;
        trim();
      };
      registry.set(json, (answer = made));
    }
    answer.uses++;
    all.answers.set(k, answer);
    all.bytes += json.length + ENTRY_BYTES;
    trim();
    return answer.body;
  };

  function trim() {
    while (all.answers.size > all.limits.count || (all.bytes > all.limits.bytes && all.answers.size > 1)) {
      const [first, drop] = all.answers.entries().next().value!;
      all.answers.delete(first);
      release(drop);
    }
  }
}
