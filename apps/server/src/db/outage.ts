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

export type Outage = {
  /** A call failed because the database is away: logged once at the start, then counted. */
  failed(err: unknown): void;
  readonly down: boolean;
  stop(): void;
};

const outages = new WeakMap<object, Outage>();

/**
 * The outage log of one database, shared by everything that uses it: one line when the database
 * goes away, a count while it stays away (after 5 s, then at doubling intervals up to every 5
 * minutes), one line when a ping finds it back. Pings run only during an outage.
 */
export function outageOf(database: { ping(): Promise<void> }, log: OutageLog, probeMs = 500): Outage {
  const known = outages.get(database);
  if (known) return known;
  let since = 0;
  let failures = 0;
  let probe: NodeJS.Timeout | undefined;
  let report: NodeJS.Timeout | undefined;
  const seconds = () => Math.round((Date.now() - since) / 100) / 10;
  const schedule = (wait: number) => {
    report = setTimeout(() => {
      log.warn({ failed: failures, seconds: seconds() }, 'database still unavailable');
      schedule(Math.min(wait * 2, 300_000));
    }, wait);
    report.unref();
  };
  const end = () => {
    clearInterval(probe);
    clearTimeout(report);
    probe = report = undefined;
  };
  let pinging = false;
  const outage: Outage = {
    failed(err) {
      failures++;
      if (probe) return;
      since = Date.now();
      failures = 1;
      log.error({ ...errorText(err) }, 'database unavailable; calls that need it answer 503 until it is back');
      schedule(5000);
      probe = setInterval(() => {
        if (pinging) return;
        pinging = true;
        database
          .ping()
          .then(() => {
            if (!probe) return;
            log.warn({ failed: failures, seconds: seconds() }, 'database available again');
            end();
          })
          .catch(() => {})
          .finally(() => (pinging = false));
      }, probeMs);
      probe.unref();
    },
    get down() {
      return probe !== undefined;
    },
    stop: end,
  };
  outages.set(database, outage);
  return outage;
}
