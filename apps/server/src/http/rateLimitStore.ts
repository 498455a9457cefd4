import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, res?: Counted) => void;

/** Expired counters are removed on one call in this many. */
const SWEEP_EVERY = 1000;

/**
 * A store for @fastify/rate-limit that keeps the counters in the database's `rate_limits` table, so
 * every process on one database counts a client once: one upsert per call, which starts a new window
 * when the old one has passed. On the embedded database only one process opens the folder; the same
 * table serves it.
 */
export function databaseStore(database: Database) {
  let calls = 0;
  return class DatabaseStore {
    constructor(
      _params?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number) {
      const k = this.prefix + key;
      if (++calls % SWEEP_EVERY === 0)
        database.rows(sql`delete from rate_limits where reset_at < now()`).catch(() => undefined);
      database
        .rows<{ count: number; ttl: number | string }>(
          sql`insert into rate_limits as r (key, count, reset_at)
            values (${k}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when r.reset_at <= now() then 1 else r.count + 1 end,
              reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
            returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
        )
        .then(([row]) => done(null, { current: row!.count, ttl: Number(row!.ttl) }), done);
    }

    read(key: string, done: Done) {
      database
        .rows<{ count: number; ttl: number | string }>(
          sql`select count, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl
            from rate_limits where key = ${this.prefix + key} and reset_at > now()`,
        )
        .then(([row]) => done(null, row ? { current: row.count, ttl: Number(row.ttl) } : { current: 0, ttl: 0 }), done);
    }

    /** A route's own counters: its method and path go before the client's key. */
    child(params: object) {
      const { routeInfo } = params as { routeInfo?: { method?: string | string[]; url?: string } };
      const { method, url } = routeInfo ?? {};
      return new DatabaseStore(undefined, `${String(method ?? '')} ${url ?? ''}|`);
    }
  };
}
