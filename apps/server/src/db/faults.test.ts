import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { readyStatus, startServer, until } from '../test/serverProcess.js';
import { scratchDatabase } from '../test/db.js';
import { tcpProxy } from '../test/tcpProxy.js';

// PostgreSQL only: the database is reached through a TCP proxy of this test's own, on loopback,
// that can reset, slow down or silence it.
const admin = process.env.TEST_DATABASE_URL;
const key = 'faults-test-key-1';
let url: string;
let name: string;
let drop: () => Promise<void>;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  if (!admin) return;
  ({ url, name, drop } = await scratchDatabase(admin));
  const u = new URL(url);
  proxy = await tcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  server = await startServer({
    DATABASE_URL: through.toString(),
    WEB_API_KEY: key,
    LOG_LEVEL: 'warn',
    SESSION_CREATE_RATE_MAX: '100000',
    SEND_EMAIL_RATE_MAX: '100000',
    EMAIL_PER_RECIPIENT_DAY: '100000',
  });
}, 180_000);

afterAll(async () => {
  if (!admin) return;
  server?.child.kill('SIGKILL');
  await proxy?.close();
  await drop?.();
});

const secret = { name: 'Quentin Privatename', email: 'quentin.privatename@fleet.example.com' };

type Outcome = { status: number; ms: number };

/** `loops` clients, each one call at a time until stopped: session writes and emails; what was
 * acknowledged is kept to be read back. */
function load(loops: number) {
  const outcomes: Outcome[] = [];
  const sessions: number[] = [];
  const emails: string[] = [];
  let stop = false;
  const call = async (path: string, body?: object): Promise<{ status: number; json?: { id: number } }> => {
    const start = Date.now();
    let status: number;
    let json: { id: number } | undefined;
    try {
      const res = await fetch(`${server.base}/api/v11/${path}`, {
        method: 'POST',
        headers: { 'ocp-apim-subscription-key': key, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      json = (await res.json().catch(() => undefined)) as typeof json;
    } catch {
      status = 0;
    }
    outcomes.push({ status, ms: Date.now() - start });
    return { status, json };
  };
  const loop = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const s = await call('SessionCreate');
      if (s.status === 200) sessions.push(s.json!.id);
      const to = `f${n}-${i}-${secret.email}`;
      const e = await call('SendProductEmail', {
        recipientName: secret.name,
        recipientEmail: to,
        senderName: secret.name,
        notes: '',
        partNumber: '10031065',
        productUrl: '/hub/details/10031065',
      });
      if (e.status === 202) emails.push(to);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const running = Promise.all(Array.from({ length: loops }, (_, n) => loop(n)));
  return {
    outcomes,
    sessions,
    emails,
    stop: async () => {
      stop = true;
      await running;
    },
  };
}

const ready = () => readyStatus(server.base, 10_000);

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

/** The server's connections to the test database, counted by PostgreSQL. */
async function connections() {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return rows[0].n;
  } finally {
    await c.end();
  }
}

const kept = { sessions: [] as number[], emails: [] as string[] };

describe.skipIf(!admin)('a database that goes away, answers slowly or goes silent', () => {
  it('logs an outage in three kinds of line, without SQL or parameters', async () => {
    expect(await ready()).toBe(200);
    const before = server.output().length;
    proxy.set('down');
    const calls = load(8);
    await new Promise((r) => setTimeout(r, 7000));
    await calls.stop();
    proxy.set('pass');
    await until(async () => (await ready()) === 200, 5000, 'ready after the outage');
    await until(() => /database available again/.test(server.output().slice(before)), 5000, 'the end of the outage');

    const failed = calls.outcomes.filter((o) => o.status === 503).length;
    expect(failed).toBeGreaterThan(20);
    const log = server.output().slice(before);
    const lines = log.trim().split('\n');
    expect(lines.filter((l) => /"database unavailable/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /database still unavailable/.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => /database available again/.test(l))).toHaveLength(1);
    // Nothing else: no line per failed call, no stack, no SQL, no parameter.
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(Buffer.byteLength(log)).toBeLessThan(1500);
    expect(log).not.toMatch(/privatename|insert|select|params/i);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ failed: expect.any(Number), seconds: expect.any(Number) });
    expect(JSON.parse(lines.at(-1)!).failed).toBeGreaterThanOrEqual(failed);
    kept.sessions.push(...calls.sessions);
    kept.emails.push(...calls.emails);
  }, 60_000);

  for (const fault of ['slow', 'silent'] as const) {
    it(`answers 503 within a bounded time while the database is ${fault}, with a bounded pool and flat memory, and comes back by itself`, async () => {
      expect(await ready()).toBe(200);
      const warm = load(4);
      await until(() => warm.emails.length >= 8, 20_000, 'writes before the fault');
      await warm.stop();
      proxy.set(fault);
      const calls = load(40);
      let most = 0;
      const memory: number[] = [];
      const end = Date.now() + 16_000;
      while (Date.now() < end) {
        await new Promise((r) => setTimeout(r, 2000));
        most = Math.max(most, await connections());
        memory.push(rss());
      }
      await calls.stop();
      proxy.set('pass');
      const back = Date.now();
      await until(async () => (await ready()) === 200, 15_000, `ready after the ${fault} database`);
      const recovered = load(4);
      await until(() => recovered.emails.length >= 8, 20_000, 'writes after the fault');
      await recovered.stop();

      const during = calls.outcomes;
      expect(during.length).toBeGreaterThan(40);
      // Every call answered: a 503 (or a write that made it before the fault bit), none left hanging.
      expect(during.filter((o) => ![200, 202, 503].includes(o.status))).toEqual([]);
      expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(40);
      // Waiting for a connection (5 s) and one query's limit (3 s), with room for a loaded machine.
      expect(Math.max(...during.map((o) => o.ms))).toBeLessThan(12_000);
      expect(most).toBeLessThanOrEqual(10);
      // Resident memory from the first sample to the last: flat, within noise.
      expect(Math.max(...memory.slice(1)) - memory[0]).toBeLessThan(40);
      expect(Date.now() - back).toBeLessThan(15_000);
      expect(server.child.exitCode).toBeNull();
      for (const l of [warm, calls, recovered]) {
        kept.sessions.push(...l.sessions);
        kept.emails.push(...l.emails);
      }
    }, 120_000);
  }

  it('lost no acknowledged write', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM calc_sessions WHERE id = ANY($1::bigint[])`, [
        kept.sessions,
      ]);
      expect(rows.length).toBe(new Set(kept.sessions).size);
      const queued = await db.query<{ to_address: string }>(`SELECT to_address FROM email_outbox`);
      const have = new Set(queued.rows.map((r) => r.to_address));
      expect(kept.emails.length).toBeGreaterThan(16);
      expect(kept.emails.filter((e) => !have.has(e))).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
