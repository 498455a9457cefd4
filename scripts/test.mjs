// The whole test suite: unit tests, the server suite on PGlite and again on a real PostgreSQL
// server started here, then the browser journeys in Chromium. Installs Chromium and PostgreSQL
// through apt when they are missing and we run as root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';

const isRoot = process.getuid?.() === 0;
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

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
  if (onPath) return join(onPath, '..');
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
  pgRun('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  // The pg_ctl command line of this server, for the test that restarts and stops it.
  const ctl = [
    ...asUser,
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ];
  try {
    await fn(`postgres://postgres@127.0.0.1:${port}/postgres`, ctl);
  } finally {
    spawnSync(
      asUser[0] ?? join(bin, 'pg_ctl'),
      asUser.length
        ? [...asUser.slice(1), join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']
        : ['-D', data, '-m', 'fast', 'stop'],
      { stdio: 'inherit' },
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

const vitest = (ws, env = {}) => run('npx', ['vitest', 'run', '--root', ws], { env });

if (want('static')) {
  run('npx', ['tsc', '-p', 'packages/domain']);
  run('npx', ['tsc', '-p', 'apps/server']);
  run('npx', ['tsc', '-p', 'apps/web']);
  run('npx', ['tsc', '-p', 'apps/web/tsconfig.sw.json']);
  run('node', ['--test', 'eslint/']);
  run('npx', ['eslint', '.']);
  run('npx', ['prettier', '--check', '.']);
}
if (want('unit')) {
  vitest('packages/domain');
  vitest('apps/web');
}
if (want('server')) {
  console.log('\n== server suite on the embedded database (PGlite) ==');
  vitest('apps/server');
}
if (want('postgres')) {
  await withPostgres(async (url, ctl) => {
    console.log('\n== server suite on PostgreSQL ==');
    vitest('apps/server', { TEST_DATABASE_URL: url });
    console.log('\n== PostgreSQL restart and outage under load ==');
    run('npx', ['vitest', 'run', '--root', 'apps/server', 'src/db/restart.test.ts'], {
      env: { TEST_DATABASE_URL: url, TEST_PG_CTL: JSON.stringify(ctl) },
    });
  });
}
if (want('e2e')) {
  if (!existsSync(chromiumPath())) aptInstall(['chromium'], 'Chromium (for the browser journeys)');
  run('npm', ['run', 'build']);
  run('npx', ['playwright', 'test']);
}
console.log('\nAll test steps passed.');
