import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { readyStatus, startServer, until } from '../test/serverProcess.js';
import { scratchDatabase } from '../test/db.js';

// TEST_PG_CTL: the pg_ctl command line (a JSON array, data folder and options included) of the
// PostgreSQL server TEST_DATABASE_URL names; the PostgreSQL step of scripts/test.mjs sets both and runs
// this file on its own, since it stops the server every other test file uses.
const ctl = process.env.TEST_PG_CTL ? (JSON.parse(process.env.TEST_PG_CTL) as string[]) : undefined;
const admin = process.env.TEST_DATABASE_URL;

function pgCtl(action: 'restart' | 'stop' | 'start') {
  const [cmd, ...args] = ctl!;
  const r = spawnSync(cmd, [...args, '-w', '-m', 'fast', action], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_ctl ${action} failed: ${r.stderr}${r.stdout}`);
}

const key = 'restart-test-key-1';
let url: string;
let drop: () => Promise<void>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  if (!ctl || !admin) return;
  ({ url, drop } = await scratchDatabase(admin));
  server = await startServer({
    DATABASE_URL: url,
    WEB_API_KEY: key,
    SESSION_CREATE_RATE_MAX: '100000',
    SEND_EMAIL_RATE_MAX: '100000',
  });
}, 180_000);

afterAll(async () => {
  if (!ctl || !admin) return;
  server?.child.kill('SIGKILL');
  await drop?.();
});

/** Writes until stopped: each loop creates a session and raises its labor rate step by step, and
 * queues product emails; what was acknowledged is kept to be read back. */
function writeLoad(loops: number) {
  const acked = new Map<number, number>();
  const emails: string[] = [];
  const statuses = new Map<number, number>();
  let stop = false;
  const call = async (path: string, body?: object) => {
    try {
      const res = await fetch(`${server.base}/api/v11/${path}`, {
        method: 'POST',
        headers: { 'ocp-apim-subscription-key': key, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      return { status: res.status, json: (await res.json().catch(() => undefined)) as { id: number } };
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
      return { status: 0, json: undefined };
    }
  };
  const loop = async (n: number) => {
    let id: number | undefined;
    let rate = 0;
    let i = 0;
    while (!stop) {
      if (id === undefined) {
        const r = await call('SessionCreate');
        if (r.status === 200) id = r.json!.id;
      } else {
        const r = await call(`SessionUpdate?id=${id}`, { labor_rate: rate + 1 });
        if (r.status === 200) acked.set(id, ++rate);
      }
      const to = `load${n}-${i++}@example.com`;
      const e = await call('SendProductEmail', {
        recipientName: 'Load',
        recipientEmail: to,
        senderName: 'Test',
        notes: '',
        partNumber: '10031065',
        productUrl: '/hub/details/10031065',
      });
      if (e.status === 202) emails.push(to);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const running = Promise.all(Array.from({ length: loops }, (_, n) => loop(n)));
  return {
    acked,
    emails,
    statuses,
    stop: async () => {
      stop = true;
      await running;
    },
  };
}

const ready = () => readyStatus(server.base, 2000);

describe.skipIf(!ctl || !admin)('a PostgreSQL restart and outage under write load', () => {
  it('keeps the process alive, answers 503 while away, 200 within a second of its return, loses no acknowledged write', async () => {
    expect(await ready()).toBe(200);
    const load = writeLoad(4);
    await until(() => load.acked.size >= 4 && load.emails.length >= 4, 30_000, 'writes before the restart');

    pgCtl('restart');
    const back = Date.now();
    await until(async () => (await ready()) === 200, 5000, 'ready after the restart');
    expect(Date.now() - back).toBeLessThan(1000);
    expect(server.child.exitCode).toBeNull();

    const before = load.acked.size;
    pgCtl('stop');
    await until(async () => (await ready()) === 503, 5000, '503 while the database is away');
    await new Promise((r) => setTimeout(r, 15_000));
    expect(await ready()).toBe(503);
    expect(server.child.exitCode).toBeNull();
    pgCtl('start');
    const returned = Date.now();
    await until(async () => (await ready()) === 200, 5000, 'ready after the outage');
    expect(Date.now() - returned).toBeLessThan(1000);
    const sum = () => [...load.acked.values()].reduce((a, b) => a + b, 0);
    const ackedAtReturn = sum();
    await until(() => sum() > ackedAtReturn + 4, 10_000, 'writes after the outage');
    await load.stop();

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    // Only answers a client can act on: no 5xx but the database's 503, no dropped connection.
    expect([...load.statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 202, 503]));
    expect([...load.statuses.keys()].filter((s) => ![200, 202, 503].includes(s))).toEqual([]);
    expect(load.acked.size).toBeGreaterThanOrEqual(before);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; rate: number }>(
        `SELECT id, (data->>'laborRate')::float AS rate FROM calc_sessions WHERE id = ANY($1::bigint[])`,
        [[...load.acked.keys()]],
      );
      const stored = new Map(rows.map((r) => [Number(r.id), r.rate]));
      // An update that timed out may still have landed, so a session may be ahead, never behind.
      for (const [id, rate] of load.acked) expect(stored.get(id), `session ${id}`).toBeGreaterThanOrEqual(rate);
      const queued = await db.query<{ to_address: string }>(`SELECT to_address FROM email_outbox`);
      const have = new Set(queued.rows.map((r) => r.to_address));
      expect(load.emails.filter((e) => !have.has(e))).toEqual([]);
    } finally {
      await db.end();
    }
  }, 120_000);
});
