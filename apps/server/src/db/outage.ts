/** What an outage log needs of a logger (pino's and Fastify's fit). */
export type OutageLog = { warn(o: object, m: string): void; error(o: object, m: string): void };

const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** The error a driver or a query builder wraps (drizzle's carries the SQL and its parameters). */
function rootOf(err: unknown): { code?: string; message?: string } {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  while (e?.cause) e = e.cause as typeof e;
  return e ?? {};
}

/** Whether an error says the database cannot be reached (rather than that a query was wrong). */
export function isDatabaseDown(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && (DOWN_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (
      /database closed|Connection terminated|not queryable|timeout exceeded when trying to connect|PGlite is closed|did not answer within/i.test(
        e.message ?? '',
      )
    )
      return true;
  }
  return false;
}

/** An error for a log line: the driver's code and first line, never the SQL or its parameters. */
export function errorText(err: unknown): { code?: string; reason: string } {
  const root = rootOf(err);
  const reason = String(root.message ?? err)
    .split('\n')[0]
    .slice(0, 200);
  return root.code ? { code: root.code, reason } : { reason };
}

/** An unexpected error for the log: its SQL if a query failed, but never the query's parameters. */
export function loggedError(err: unknown) {
  const e = err as { name?: string; query?: unknown; stack?: string };
  return {
    type: e?.name,
    ...errorText(err),
    ...(typeof e?.query === 'string' ? { query: e.query.slice(0, 2000) } : {}),
    stack: (e?.stack ?? '')
      .split('\n')
      .filter((l) => l.startsWith('    at '))
      .join('\n'),
  };
}

/** Whether an error says the disk under the database (or the outbox files) is full. */
export function isDiskFull(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '53100' || e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
  return false;
}

/**
 * A fault that lasts a while, logged as three kinds of line: one when it begins (with the first
 * error's code and reason), a count while it lasts (after 5 s, then at doubling intervals up to every
 * 5 minutes), one when it ends.
 */
class Condition {
  private since = 0;
  private failures = 0;
  private last = 0;
  private report: NodeJS.Timeout | undefined;
  active = false;

  constructor(
    private log: OutageLog,
    private what: { begins: string; lasts: string; ends: string },
  ) {}

  failed(err: unknown) {
    this.failures++;
    this.last = Date.now();
    if (this.active) return false;
    this.active = true;
    this.since = Date.now();
    this.failures = 1;
    this.log.error({ ...errorText(err) }, this.what.begins);
    this.schedule(5000);
    return true;
  }

  /** Ends it, unless a call failed within the last `quietMs` (a fault that comes and goes is one). */
  ended(quietMs = 0) {
    if (!this.active || Date.now() - this.last < quietMs) return;
    this.log.warn(this.counts(), this.what.ends);
    this.stop();
  }

  stop() {
    this.active = false;
    clearTimeout(this.report);
  }

  private counts() {
    return { failed: this.failures, seconds: Math.round((Date.now() - this.since) / 100) / 10 };
  }

  private schedule(wait: number) {
    this.report = setTimeout(() => {
      this.log.warn(this.counts(), this.what.lasts);
      this.schedule(Math.min(wait * 2, 300_000));
    }, wait);
    this.report.unref();
  }
}

export type Faults = {
  /** A call failed because the database is away; a ping every probeMs finds its return. */
  unreachable(err: unknown): void;
  /** A write failed for lack of disk space; the next write that succeeds ends it. */
  diskFull(err: unknown): void;
  /** A write succeeded: a disk-full fault ends once writes succeed for 2 s without a failure. */
  wrote(): void;
  stop(): void;
};

const known = new WeakMap<object, Faults>();

/** The fault log of one database, shared by everything that uses it (the routes, the email worker). */
export function faultsOf(database: { ping(): Promise<void> }, log: OutageLog, probeMs = 500): Faults {
  const had = known.get(database);
  if (had) return had;
  const outage = new Condition(log, {
    begins: 'database unavailable; calls that need it answer 503 until it is back',
    lasts: 'database still unavailable',
    ends: 'database available again',
  });
  const full = new Condition(log, {
    begins: 'disk full; writes answer 503 until space is freed, reads go on',
    lasts: 'disk still full',
    ends: 'disk space available again; writes go on',
  });
  let probe: NodeJS.Timeout | undefined;
  let pinging = false;
  const faults: Faults = {
    unreachable(err) {
      if (!outage.failed(err)) return;
      probe = setInterval(() => {
        if (pinging) return;
        pinging = true;
        database
          .ping()
          .then(() => {
            clearInterval(probe);
            outage.ended();
          })
          .catch(() => {})
          .finally(() => (pinging = false));
      }, probeMs);
      probe.unref();
    },
    diskFull: (err) => void full.failed(err),
    wrote: () => full.ended(2000),
    stop() {
      clearInterval(probe);
      outage.stop();
      full.stop();
    },
  };
  known.set(database, faults);
  return faults;
}
