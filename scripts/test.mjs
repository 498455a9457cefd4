// The whole test suite: unit tests, the server suite on PGlite and again on a real PostgreSQL
// server started here, then the browser journeys in Chromium. Installs Chromium and PostgreSQL
// through apt when they are missing and we run as root.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, chmodSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import net from 'node:net';

const isRoot = process.getuid?.() === 0;
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
// Every step runs on the Node the project installs (node_modules/.bin/node), as npm scripts do,
// also when this file was started with another node.
process.env.PATH = `${join(import.meta.dirname, '..', 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    console.error(`\nFAILED: ${cmd} ${args.join(' ')} (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function aptInstall(pkgs, why) {
  if (!isRoot) {
    console.error(`${why} is missing. Install it with: sudo apt-get install -y ${pkgs.join(' ')}`);
    process.exit(1);
  }
  console.log(`${why} is missing; installing ${pkgs.join(' ')} with apt-get`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function pgBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  // The folder of the real binaries (initdb on PATH may be a link), where pg_basebackup is too.
  if (onPath) return dirname(realpathSync(onPath));
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The server's settings: fast and unsafe on a crash (a test server), streaming to one replica. */
const serverOptions = (port, dir) =>
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c wal_level=replica -c max_wal_senders=4 -c hot_standby=on`;

async function withPostgres(fn) {
  let bin = pgBin();
  if (!bin) {
    aptInstall(['postgresql'], 'A PostgreSQL server');
    bin = pgBin();
  }
  const dir = mkdtempSync(join(tmpdir(), 'wheelend-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot && spawnSync('id', ['postgres']).status !== 0) run('useradd', ['-r', '-M', 'postgres']);
  const pgRun = (exe, args) =>
    run(asUser[0] ?? join(bin, exe), asUser.length ? [...asUser.slice(1), join(bin, exe), ...args] : args);
  pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Replication connections from this host, without a password (as every connection here).
  appendFileSync(join(data, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  // The pg_ctl command line of a server, for the tests that restart and stop it.
  const ctlOf = (folder, p, log) => [
    ...asUser,
    join(bin, 'pg_ctl'),
    '-D',
    folder,
    '-l',
    log,
    '-o',
    serverOptions(p, dir),
  ];
  const ctl = ctlOf(data, port, join(dir, 'log'));
  const stop = (folder) => {
    const args = [join(bin, 'pg_ctl'), '-D', folder, '-m', 'fast', 'stop'];
    spawnSync(asUser[0] ?? args[0], asUser.length ? [...asUser.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
    });
  };
  pgRun('pg_ctl', [...ctl.slice(asUser.length + 1), '-w', 'start']);
  // A streaming replica of it, made by pg_basebackup -R (which writes standby.signal and the
  // primary's address), started lazily by `replica()`.
  let replica;
  const startReplica = async () => {
    const folder = join(dir, 'replica');
    const p = await freePort();
    pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      folder,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    const replicaCtl = ctlOf(folder, p, join(dir, 'replica.log'));
    pgRun('pg_ctl', [...replicaCtl.slice(asUser.length + 1), '-w', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${p}/postgres`, ctl: replicaCtl, folder };
  };
  // Stopped and removed at the end, and also when a failed step exits the process.
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (replica) stop(replica.folder);
    stop(data);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', cleanup);
  try {
    await fn(`postgres://postgres@127.0.0.1:${port}/postgres`, ctl, async () => (replica ??= await startReplica()));
  } finally {
    cleanup();
  }
}

/** The server tests whose catalog reads run again through the replica: one per kind of lookup. */
const replicaFiles = [
  'src/db/replicas.test.ts',
  'src/catalog/switch.test.ts',
  'src/modules/hubs/hubs.test.ts',
  'src/modules/search/search.test.ts',
  'src/modules/drums/drums.test.ts',
  'src/modules/kits/kits.test.ts',
];
const vitest = (ws, { env = {}, args = [] } = {}) => run('npx', ['vitest', 'run', '--root', ws, ...args], { env });
// The server suite's files each have a database of their own, and wait on it much of the time: two at
// once on a two-core machine, where vitest would run one.
const serverSuite = (env = {}) =>
  vitest('apps/server', { env, args: [`--maxWorkers=${Math.max(2, availableParallelism() - 1)}`] });

if (want('static')) {
  run('npx', ['tsc', '-p', 'packages/domain']);
  run('npx', ['tsc', '-p', 'apps/server']);
  run('npx', ['tsc', '-p', 'apps/web']);
  run('npx', ['tsc', '-p', 'apps/web/tsconfig.sw.json']);
  run('node', ['--test', 'eslint/*.test.js']);
  run('npx', ['eslint', '.']);
  run('npx', ['prettier', '--check', '.']);
}
if (want('unit')) {
  vitest('packages/domain');
  vitest('apps/web');
}
if (want('server')) {
  console.log('\n== server suite on the embedded database (PGlite) ==');
  serverSuite();
}
if (want('postgres')) {
  await withPostgres(async (url, ctl, replica) => {
    console.log('\n== server suite on PostgreSQL ==');
    serverSuite({ TEST_DATABASE_URL: url });
    console.log('\n== PostgreSQL restart and outage under load ==');
    vitest('apps/server', {
      env: { TEST_DATABASE_URL: url, TEST_PG_CTL: JSON.stringify(ctl) },
      args: ['src/db/restart.test.ts'],
    });
    const { url: replicaUrl, ctl: replicaCtl } = await replica();
    console.log('\n== catalog reads through a streaming replica, and the replica stopped under load ==');
    // One file at a time: one of them stops the replica the others read through.
    vitest('apps/server', {
      env: { TEST_DATABASE_URL: url, TEST_REPLICA_URL: replicaUrl, TEST_REPLICA_PG_CTL: JSON.stringify(replicaCtl) },
      args: ['--maxWorkers=1', ...replicaFiles],
    });
  });
}
if (want('e2e')) {
  if (!existsSync(chromiumPath())) aptInstall(['chromium'], 'Chromium (for the browser journeys)');
  run('npm', ['run', 'build']);
  run('npx', ['playwright', 'test']);
}
console.log('\nAll test steps passed.');
