import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { withSampleApp } from '../test/app.js';
import { POOL_SIZE } from './client.js';

// Runs in the test command's PostgreSQL step, with TEST_REPLICA_URL naming a streaming replica of
// the TEST_DATABASE_URL server and TEST_REPLICA_PG_CTL the replica's pg_ctl command line.
const replicaUrl = process.env.TEST_REPLICA_URL;
const ctl: string[] = JSON.parse(process.env.TEST_REPLICA_PG_CTL ?? '[]');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

function pgCtl(...args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn(ctl[0]!, [...ctl.slice(1), ...args], { stdio: 'ignore' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')}: exit ${code}`))));
  });
}

describe.skipIf(!replicaUrl)('catalog reads with a streaming replica', () => {
  const t = withSampleApp();
  const admin = new pg.Client({ connectionString: replicaUrl });
  let connected = false;
  afterAll(async () => {
    if (connected) await admin.query('select pg_wal_replay_resume()').catch(() => undefined);
    await admin.end().catch(() => undefined);
  });

  const replicas = () => (t.app.deps.catalog as unknown as { replicas: { up: boolean; version: number }[] }).replicas;
  const get = (url: string) => t.app.inject({ url, headers: t.headers });
  const version = async () => (await get('/api/v11/catalog')).json().Results[0].Version as number;
  const found = async (text: string) =>
    (await get(`/api/v11/partnumbers/withaftermarketnumbers/${text}`)).json().Results?.length ?? 0;

  it('has every pooled connection of the replica opened and warmed once the server is ready', async () => {
    const watcher = new pg.Client({ connectionString: replicaUrl });
    await watcher.connect();
    try {
      // What each of the app's connections to the replica ran last, right after ready: one of the
      // warm-ups, the read of the hub cards or number_lookup (the replica's version reads have a
      // connection of their own).
      const { rows } = await watcher.query<{ query: string }>(
        'select query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(t.database.url!).pathname.slice(1)],
      );
      const warmed = rows.filter((r) => r.query.includes('from hub_cards') || r.query.includes('number_lookup('));
      expect(warmed.length).toBeGreaterThanOrEqual(POOL_SIZE - 1);
    } finally {
      await watcher.end();
    }
  });

  it('serve a lagging replica’s catalog whole until it has the new version; sessions read the primary', async () => {
    await admin.connect();
    connected = true;
    await until(() => replicas()[0]!.up && replicas()[0]!.version >= 1);
    expect(t.app.deps.catalog).not.toBe(t.database);
    const before = await version();

    await admin.query('select pg_wal_replay_pause()');
    // A new version as an import writes it: its rows and its catalog_meta row in one transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into interchanges values (990001, 2, 'LAGGED-1', 'LAGGED1', 220, '10036001')`);
      await tx.execute(sql`update catalog_meta set version = version + 1 where id = 1`);
    });
    const [{ version: onPrimary }] = await t.database.rows<{ version: number }>(
      sql`select version from catalog_meta where id = 1`,
    );
    expect(onPrimary).toBe(before + 1);

    // A session written now is read back at once: sessions go to the primary.
    const created = await t.app.inject({ method: 'POST', url: '/api/v11/SessionCreate', headers: t.headers });
    const read = await get(`/api/v11/Session?id=${created.json().id}`);
    expect(read.statusCode).toBe(200);

    // The replica has not replayed the import: the old version answers, with none of the new rows.
    for (let i = 0; i < 8; i++) {
      expect(await version()).toBe(before);
      expect(await found('LAGGED1')).toBe(0);
      await sleep(250);
    }
    await admin.query('select pg_wal_replay_resume()');
    await until(async () => (await version()) === before + 1);
    await until(async () => (await found('LAGGED1')) === 1);
  });

  it('go on from the primary when the replica stops under read load, and back once it answers', async () => {
    await until(() => replicas()[0]!.up);
    const codes: number[] = [];
    let stop = false;
    let n = 0;
    const load = async () => {
      while (!stop) {
        // Texts no one asked before, so each call reads the database.
        const res = await get(`/api/v11/partnumbers/withaftermarketnumbers/10${String(n++ % 9000).padStart(4, '0')}`);
        codes.push(res.statusCode);
      }
    };
    const loops = Array.from({ length: 8 }, load);
    await sleep(500);
    await admin.end();
    connected = false;
    await pgCtl('-m', 'fast', 'stop');
    const stoppedAt = codes.length;
    await until(() => !replicas()[0]!.up);
    await sleep(1000);
    const whileDown = codes.length - stoppedAt;
    await pgCtl('-w', 'start');
    await until(() => replicas()[0]!.up, 20_000);
    await sleep(300);
    stop = true;
    await Promise.all(loops);

    expect(whileDown).toBeGreaterThan(20);
    const failed = codes.filter((c) => c >= 500);
    // At most the calls in flight when it stopped (one per loop) may fail; the rest are answered.
    expect(failed.length).toBeLessThanOrEqual(8);
    expect(codes.filter((c) => c === 200).length).toBe(codes.length - failed.length);
  });
});
