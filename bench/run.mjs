// The performance budgets of DESIGN.md, each measured against a reference in the same run.
//
//   node bench/run.mjs [--engine pglite|postgres] [--interchanges 1000000] [--import] [--quick] [--rounds 3]
//                      [--seconds 10] [--warmup 5] [--connections 64]
//                      [--no-import] [--no-lighthouse]
//
// 1. web: first load of /hub, gzipped (bench/web-size.mjs on apps/web/dist; built first when missing);
// 2. a catalog of --interchanges interchanges (1,000,000), generated once under .tmp/bench-autocomplete/
//    (-<N> after it for another size) and imported once (again with --import) into the engine's database
//    (embedded: a DATA_DIR there; postgres: DATABASE_URL when set, otherwise a local server started on a
//    data folder there and stopped afterwards), timed;
// 3. the app server, started once, then timed from its second start to ready (to 10 ms);
// 4. 64 keep-alive connections (plain sockets, bench/load.mjs) drive it: first number lookups no one asked
//    before (bench/lookups.mjs; not in the answer cache), each once, a cold set and then, after the rest of
//    the cold calls, a warm set (each on connections the server has accepted, by a /healthz call each); every distinct autocomplete and filter call once, 8 at a time (cold);
//    then, per round, the bare node:http reference (bench/bare.mjs, sending the autocomplete answers'
//    own bytes from memory), the autocomplete calls, the filter-values calls and the drum and rotor
//    lookups in turn, each a warm-up (every path once, then seconds of load) and a measured run;
// 5. the sample catalog on the same engine (a fresh database), for memory and time to ready;
// 6. prints each round and a table of the medians over the rounds; exit code 1 when a budget is missed;
// 7. then Lighthouse on four screens (bench/lighthouse.mjs, its own table and budgets), unless --no-lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  chmodSync,
  chownSync,
} from 'node:fs';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keystrokes } from './keystrokes.mjs';
import { load as drive } from './load.mjs';
import { uncachedLookups } from './lookups.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const QUICK = flag('quick');
const ENGINE = opt('engine', 'pglite');
const ROUNDS = Number(opt('rounds', QUICK ? 1 : 3));
const SECONDS = Number(opt('seconds', QUICK ? 4 : 10));
const WARMUP = Number(opt('warmup', QUICK ? 2 : 5));
const CONNECTIONS = Number(opt('connections', 64));
const INTERCHANGES = Number(opt('interchanges', 1_000_000));
const REIMPORT = flag('import');
/** PostgreSQL: DATABASE_URL already holds this catalog (checked, not imported again). */
const NO_IMPORT = flag('no-import');
/** Uncached lookups of each kind per set (cold, warm). */
const LOOKUPS = Number(opt('lookups', QUICK ? 1000 : 3000));
const KEY = 'bench-key-000001';
const SERVER_PORT = 8310;
const BARE_PORT = 8311;
const SAMPLE_PORT = 8313;
const PG_PORT = 8312;
/** How often a start is asked whether it is ready, in ms: the resolution of the start-to-ready times. */
const READY_POLL_MS = 10;
const work = join(root, '.tmp', `bench-autocomplete${INTERCHANGES === 1_000_000 ? '' : `-${INTERCHANGES}`}`);
const catalog = join(work, 'catalog');
if (!Number.isInteger(INTERCHANGES) || INTERCHANGES < 1) {
  console.error('--interchanges must be a whole number');
  process.exit(2);
}
if (!['pglite', 'postgres'].includes(ENGINE)) {
  console.error('--engine must be pglite or postgres');
  process.exit(2);
}

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

function webSize() {
  const dist = join(root, 'apps', 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) run('npm', ['run', 'build']);
  const r = spawnSync(process.execPath, [join(root, 'bench', 'web-size.mjs'), dist], { cwd: root, encoding: 'utf8' });
  const m = /([\d.]+) KB {2}first load/.exec(r.stdout);
  if (!m) throw new Error(`web-size failed: ${r.stdout}${r.stderr}`);
  return Number(m[1]);
}

/** A local PostgreSQL server on a data folder kept under .tmp/, so the imported catalog is reused. */
function localPostgres() {
  const bin = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((b) =>
    existsSync(join(b, 'pg_ctl')),
  );
  const exe = (name) => (bin ? join(bin, name) : name);
  const dir = join(work, 'pg');
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgRun = (name, pgArgs, check = true) => {
    const [cmd, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe(name), ...pgArgs]] : [exe(name), pgArgs];
    const r = spawnSync(cmd, all, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (check && r.status !== 0) throw new Error(`${name} failed`);
    return r.status;
  };
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pgUser.stdout);
    chownSync(dir, uid, uid);
    chmodSync(dir, 0o700);
  }
  if (!existsSync(join(data, 'PG_VERSION')))
    pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const running = pgRun('pg_ctl', ['-D', data, 'status'], false) === 0;
  if (!running) {
    pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c shared_buffers=256MB`,
      'start',
    ]);
  }
  // The fourth line of postmaster.pid is the port the server listens on.
  const port = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[3];
  return {
    url: `postgres://postgres@127.0.0.1:${port.trim()}/postgres`,
    stop: () => {
      if (!running) pgRun('pg_ctl', ['-D', data, '-m', 'fast', 'stop'], false);
    },
  };
}

function prepareCatalog() {
  mkdirSync(work, { recursive: true });
  if (!existsSync(join(catalog, 'interchanges.csv'))) {
    console.log(`Generating a catalog with ${INTERCHANGES.toLocaleString('en-US')} interchanges...`);
    run('npm', ['run', 'catalog', '--', 'generate', '--interchanges', String(INTERCHANGES), catalog]);
  }
}

/** Imports the catalog unless it was imported before (and --import is not given); the seconds the
 * import took, as the command reports them. */
function importOnce(marker, env) {
  if (marker && existsSync(marker) && !REIMPORT) return undefined;
  console.log(`Importing the catalog (${ENGINE})...`);
  const r = spawnSync('npm', ['run', 'catalog', '--', 'import', ...(REIMPORT ? ['--force'] : []), catalog], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(r.stdout);
  if (r.status !== 0) throw new Error('the import failed');
  if (marker) writeFileSync(marker, new Date().toISOString());
  const m = /in ([\d.]+) s/.exec(r.stdout);
  return m ? Number(m[1]) : undefined;
}

/** Every `every`th competitor number of a catalog, as prefixes and in other formattings. */
async function searchTexts(folder = catalog, every = Math.round(2500 * Math.max(1, INTERCHANGES / 1_000_000))) {
  const numbers = [];
  const lines = createInterface({ input: createReadStream(join(folder, 'interchanges.csv')) });
  let i = 0;
  for await (const line of lines) {
    if (i++ % every !== 1) continue;
    const m = /^\d+,\d+,("?)(.*?)\1,\d+,/.exec(line);
    if (m) numbers.push(m[2]);
  }
  const texts = new Set();
  for (const n of numbers) {
    const plain = n.replace(/[\s\-./\\_]+/g, '');
    for (const len of [2, 3, 5, 7]) if (plain.length > len) texts.add(plain.slice(0, len));
    texts.add(n);
    texts.add(plain.toLowerCase());
    texts.add(plain.length > 4 ? `${plain.slice(0, 3)}-${plain.slice(3)}` : plain);
  }
  return {
    numbers,
    paths: [...texts].map((t) => `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(t)}`),
  };
}

/** Drum (type 23) and rotor (type 203) lookups: every `every`th such competitor number of the catalog,
 * whole, as a prefix and in other formatting, against /brakedrum and /brakerotor interchanges. */
async function partLookupPaths(every = Math.round(50 * Math.max(1, INTERCHANGES / 1_000_000))) {
  const bases = { 23: 'brakedrum', 203: 'brakerotor' };
  const seen = { 23: 0, 203: 0 };
  const paths = new Set();
  const lines = createInterface({ input: createReadStream(join(catalog, 'interchanges.csv')) });
  for await (const line of lines) {
    const m = /^\d+,\d+,("?)(.*?)\1,(\d+),/.exec(line);
    const type = m?.[3];
    if (!type || !bases[type] || seen[type]++ % every !== 0) continue;
    const plain = m[2].replace(/[\s\-./\\_]+/g, '');
    for (const t of [m[2], plain.toLowerCase(), plain.slice(0, 4)])
      if (t) paths.add(`/api/v11/${bases[type]}/interchanges/${encodeURIComponent(t)}`);
  }
  return [...paths];
}

/** The filter-values calls the questionnaire makes, over both truck components and brake types. */
function filterPaths() {
  const codes = [
    'tmake',
    'aaxna',
    'whlps',
    'wssdi',
    'hamnt',
    'gawrr',
    'axthd',
    'hcmty',
    'abrty',
    'hofsi',
    'brdia',
    'ovlgt',
    'abcoi',
    'hcbdi',
    'wmslc',
  ];
  const paths = [];
  for (const tcomp of [1, 2])
    for (const brkty of [1, 2]) {
      for (const code of codes) paths.push(`/api/v14/hubassembly/filtervalues/${code}?tcomp=${tcomp}&brkty=${brkty}`);
      for (const aaxna of [1, 2, 3, 4, 5, 10, 11]) {
        for (const code of ['hamnt', 'gawrr', 'hcmty', 'wmslc']) {
          paths.push(`/api/v14/hubassembly/filtervalues/${code}?tcomp=${tcomp}&brkty=${brkty}&aaxna=${aaxna}`);
        }
        paths.push(
          `/api/v14/hubassembly/filtervalues/hanum?tcomp=${tcomp}&brkty=${brkty}&aaxna=${aaxna}&hcmty=1&inclv=1`,
        );
      }
    }
  return paths;
}

/** The environment and node flags `npm start` runs the server with (apps/server/package.json), so both
 * run it alike. */
function startCommand() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'apps', 'server', 'package.json'), 'utf8'));
  const m = /^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/main\.js$/.exec(scripts.start);
  if (!m) throw new Error(`unexpected start script: ${scripts.start}`);
  const words = (x) => x.split(' ').filter(Boolean);
  return { env: Object.fromEntries(words(m[1]).map((w) => w.split('='))), flags: words(m[2]) };
}

function startProcess(cmd, cmdArgs, env) {
  const child = spawn(cmd, cmdArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (b) => {
    out = (out + b.toString()).slice(-20_000);
  });
  /** The server's own account of its memory (it prints one JSON line on SIGUSR2), in MB, and of its kept answers. */
  child.memory = async () => {
    const from = out.length;
    child.kill('SIGUSR2');
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const line = out
        .slice(from)
        .split('\n')
        .find((l) => l.startsWith('{"memory"'));
      if (line) {
        const { memory, answers } = JSON.parse(line);
        return { ...memory, answers };
      }
    }
    return undefined;
  };
  return child;
}

/** A new, empty database `name` on the server of `url` (dropped first if there); its URL. */
/** With --no-import: that the database at `url` holds a catalog of INTERCHANGES interchanges. */
async function holdsCatalog(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client
      .query('select version, counts from catalog_meta where id = 1')
      .catch(() => ({ rows: [] }));
    const count = rows[0]?.counts?.interchanges;
    if (count !== INTERCHANGES)
      throw new Error(
        `--no-import: the database holds ${rows[0] ? `a catalog of ${count} interchanges` : 'no catalog'}, not ${INTERCHANGES}`,
      );
    console.log(`Catalog version ${rows[0].version} (${count.toLocaleString('en-US')} interchanges) already imported.`);
  } finally {
    await client.end();
  }
}

async function freshDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** What the server at `port` answers to each path: its body (base64) and content headers. */
async function recorded(port, paths, headers) {
  const out = {};
  const keep = ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control'];
  for (const path of paths)
    out[path] = await new Promise((resolve, reject) => {
      http
        .get({ port, path, headers, host: '127.0.0.1' }, (r) => {
          const chunks = [];
          r.on('data', (c) => chunks.push(c));
          r.on('end', () =>
            resolve({
              headers: Object.fromEntries(keep.filter((h) => r.headers[h]).map((h) => [h, r.headers[h]])),
              body: Buffer.concat(chunks).toString('base64'),
            }),
          );
        })
        .on('error', reject);
    });
  return out;
}

/** Waits until `path` answers 200 on `port`, asking every `every` ms (a start to ready is timed to that
 * resolution) for at most ten minutes; fails at once when `child`, the process that should answer, has
 * stopped (a data folder another process holds, a bad setting). */
async function waitFor(port, path, child, every = 250) {
  for (let i = 0; i < 600_000 / every; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process that should answer on port ${port} stopped (${child.exitCode ?? child.signalCode})`);
    const ok = await new Promise((res) => {
      const req = http.get({ port, path }, (r) => {
        r.resume();
        res(r.statusCode === 200);
      });
      req.on('error', () => res(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`nothing answered on port ${port}`);
}

const quantiles = (latencies, seconds) => {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
};

/** `connections` keep-alive connections (bench/load.mjs), each sending its next request when the last answer ended. */
async function load(port, paths, { seconds, connections = CONNECTIONS, once = false, headers, open }) {
  const r = await drive(port, paths, { seconds, connections, once, headers, open });
  return { ...quantiles(r.latencies, r.seconds), errors: r.errors, failures: r.failures, slowest: r.slowest };
}

/** A warm run: every path asked once, then WARMUP seconds of load, then SECONDS measured. (At 45,000,000
 * interchanges two seconds did not reach every drum and rotor text once, and the measured run began
 * with lookups no one had asked; the uncached lookups are measured on their own.) */
async function measured(port, paths, headers) {
  await load(port, paths, { once: true, headers });
  await load(port, paths, { seconds: WARMUP, headers });
  return load(port, paths, { seconds: SECONDS, headers });
}

/** At least ten numbers spread over the catalog, up to 7 keys each, and at least 50 keystrokes. */
function typedNumbers(numbers) {
  const picked = [];
  let keys = 0;
  for (let i = 0; (picked.length < 10 || keys < 50) && i < numbers.length; i++) {
    const n = numbers[Math.floor((i * numbers.length) / 13) % numbers.length];
    const typed = n.slice(0, 7);
    picked.push(typed);
    keys += typed.length;
  }
  return picked;
}

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function table(rows) {
  const head = ['measure', 'value', 'budget', 'reference (same run)', 'result'];
  const all = [
    head,
    ...rows.map((r) => [
      r.measure,
      r.value,
      r.budget ?? '',
      r.reference ?? '',
      r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [fmt(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

const ms = (x) => `${x.toFixed(2)} ms`;
const rps = (x) => `${x.toFixed(0)} req/s`;

async function main() {
  const rows = [];
  const kb = webSize();
  rows.push({
    measure: 'web: first load of /hub (JS+CSS, gzip)',
    value: `${kb.toFixed(1)} KB`,
    budget: '<= 150 KB',
    pass: kb <= 150,
  });

  prepareCatalog();
  let env;
  let sampleEnv;
  let stopPg = () => {};
  let imported;
  const loadAt = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  let importLoad;
  if (ENGINE === 'pglite') {
    env = { DATA_DIR: join(work, 'data') };
    imported = importOnce(join(work, 'imported'), env);
    importLoad = loadAt();
    const sampleDir = join(root, '.tmp', 'bench-sample');
    rmSync(sampleDir, { recursive: true, force: true });
    sampleEnv = { DATA_DIR: sampleDir };
  } else {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const pg = localPostgres();
      stopPg = pg.stop;
      url = pg.url;
    }
    env = { DATABASE_URL: url };
    try {
      if (NO_IMPORT) await holdsCatalog(url);
      else imported = importOnce(process.env.DATABASE_URL ? undefined : join(work, 'pg', 'imported'), env);
      importLoad = loadAt();
      // Beside the catalog's database, named after it (bench_sample beside the local server's).
      const name = new URL(url).pathname.slice(1);
      sampleEnv = {
        DATABASE_URL: await freshDatabase(url, !name || name === 'postgres' ? 'bench_sample' : `${name}_sample`),
      };
    } catch (e) {
      stopPg();
      throw e;
    }
  }

  const { paths: texts, numbers } = await searchTexts();
  const partPaths = await partLookupPaths();
  const filters = filterPaths();
  // What a browser sends: the key and the encodings it accepts.
  const headers = { 'ocp-apim-subscription-key': KEY, 'accept-encoding': 'gzip, deflate, br' };
  let bare;
  // The compiled server, as production runs it.
  run(process.execPath, [join(root, 'apps', 'server', 'build.mjs')]);
  const appServer = (port, more) =>
    startProcess(process.execPath, [...startCommand().flags, 'apps/server/dist/main.js'], {
      ...startCommand().env,
      ...more,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_API_KEY: KEY,
      LOG_LEVEL: 'warn',
    });
  const lookups = await uncachedLookups(catalog, LOOKUPS, [...texts, ...partPaths]);
  /** A server's first calls after ready: the uncached sets cold, the autocomplete texts and the filter
   * values once, 8 at a time, then the uncached sets warm. */
  const firstCalls = async (port, searches) => {
    // Each set on 64 new connections, every one accepted before the set starts (bench/README.md, "The
    // first wave"): the lookups' latency, not the accepting of 64 connections opened at once.
    const open = '/healthz';
    const lookupCold = [];
    for (const l of lookups) lookupCold.push(await load(port, l.cold, { once: true, headers, open }));
    const cold = await load(port, searches, { once: true, connections: 8, headers });
    const filterCold = await load(port, filters, { once: true, connections: 8, headers });
    const lookupWarm = [];
    for (const l of lookups) lookupWarm.push(await load(port, l.warm, { once: true, headers, open }));
    return { lookupCold, cold, filterCold, lookupWarm };
  };
  /** A server started, stopped once ready and started again: the process and its second start's time to
   * ready. Each catalog is timed so: a first start seeds a new database, or follows an import or the
   * database server's own start, reading tables no cache holds yet. Ready means the indexes are built:
   * the calls after it must not wait for them. */
  const secondStart = async (port, more) => {
    for (let first = true; ; first = false) {
      const t0 = performance.now();
      const child = appServer(port, more);
      try {
        await waitFor(port, '/readyz', child, READY_POLL_MS);
      } catch (e) {
        child.kill();
        throw e;
      }
      if (!first) return { child, readyIn: (performance.now() - t0) / 1000 };
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
  };
  let server;
  let sample;
  try {
    const large = await secondStart(SERVER_PORT, env);
    server = large.child;
    const readyIn = large.readyIn;
    const readyMemory = memoryMb(server.pid);

    const { lookupCold, cold, filterCold, lookupWarm } = await firstCalls(SERVER_PORT, texts);
    // The reference sends the very bytes the server sent for each autocomplete call.
    const answersFile = join(work, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(await recorded(SERVER_PORT, texts, headers)));
    bare = startProcess(process.execPath, [join(root, 'bench', 'bare.mjs'), String(BARE_PORT), answersFile], {});
    await waitFor(BARE_PORT, '/', bare);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = {
        bare: await measured(BARE_PORT, texts, headers),
        warm: await measured(SERVER_PORT, texts, headers),
        filter: await measured(SERVER_PORT, filters, headers),
        parts: await measured(SERVER_PORT, partPaths, headers),
      };
      rounds.push(round);
      console.log(
        `round ${i + 1}: bare ${rps(round.bare.rps)} p99 ${ms(round.bare.p99)} | autocomplete ${rps(round.warm.rps)} ` +
          `p50 ${ms(round.warm.p50)} p99 ${ms(round.warm.p99)} | filter values ${rps(round.filter.rps)} p99 ${ms(round.filter.p99)}`,
      );
    }
    const memory = memoryMb(server.pid);
    const parts = await server.memory();
    const typedFirst = await keystrokes(`http://127.0.0.1:${SERVER_PORT}`, typedNumbers(numbers));
    const typed = await keystrokes(`http://127.0.0.1:${SERVER_PORT}`, typedNumbers(numbers), { returning: true });
    const p95Of = (t) => t.latencies[Math.min(t.latencies.length - 1, Math.floor(0.95 * t.latencies.length))];
    const keysFirst = quantiles(typedFirst.latencies, 1);
    const keys = quantiles(typed.latencies, 1);
    const p95 = p95Of(typed);
    server.kill();

    // The sample catalog: a fresh database the server seeds itself, then the same calls in the same
    // order and number (the large catalog's uncached sets and drum and rotor lookups, most of which find
    // nothing here, the sample's own texts), so that the two memories differ by the catalog and not by
    // how many distinct answers each process was asked for; and its time to ready once seeded.
    const small = await secondStart(SAMPLE_PORT, sampleEnv);
    sample = small.child;
    const sampleReadyIn = small.readyIn;
    const sampleReadyMemory = memoryMb(sample.pid);
    const sampleTexts = (await searchTexts(join(root, 'catalog', 'sample'), 5)).paths;
    const first = await firstCalls(SAMPLE_PORT, sampleTexts);
    const sampleLoad = [...first.lookupCold, first.cold, first.filterCold, ...first.lookupWarm];
    for (let i = 0; i < ROUNDS; i++)
      for (const paths of [sampleTexts, filters, partPaths])
        sampleLoad.push(await measured(SAMPLE_PORT, paths, headers));
    const sampleMemory = memoryMb(sample.pid);
    const sampleParts = await sample.memory();
    const load1 = loadAt();
    const median = (pick) => {
      const xs = rounds.map(pick).sort((x, y) => x - y);
      return xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
    };
    const bareRun = { rps: median((r) => r.bare.rps), p50: median((r) => r.bare.p50), p99: median((r) => r.bare.p99) };
    const bareRps = bareRun.rps;
    const warm = { rps: median((r) => r.warm.rps), p50: median((r) => r.warm.p50), p99: median((r) => r.warm.p99) };
    const filterRun = { rps: median((r) => r.filter.rps), p99: median((r) => r.filter.p99) };
    const partRun = { rps: median((r) => r.parts.rps), p99: median((r) => r.parts.p99) };
    const errors =
      cold.errors +
      filterCold.errors +
      rounds.reduce((n, r) => n + r.warm.errors + r.filter.errors + r.parts.errors, 0) +
      [...lookupCold, ...lookupWarm].reduce((n, r) => n + r.errors, 0) +
      sampleLoad.reduce((n, r) => n + r.errors, 0);

    const size = INTERCHANGES.toLocaleString('en-US');
    const big = INTERCHANGES > 1_000_000;
    rows.push(
      {
        measure: `import of ${size} interchanges`,
        value: imported === undefined ? 'imported before' : `${imported.toFixed(1)} s`,
        budget: imported === undefined ? undefined : big ? '< 900 s' : ENGINE === 'pglite' ? '< 60 s' : undefined,
        reference: importLoad ? `load average after it ${importLoad}` : undefined,
        pass:
          imported === undefined ? undefined : big ? imported < 900 : ENGINE === 'pglite' ? imported < 60 : undefined,
      },
      ...lookups.flatMap((l, k) =>
        [
          ['cold', lookupCold[k]],
          ['warm', lookupWarm[k]],
        ].map(([when, r]) => ({
          measure: `uncached ${l.kind}, ${when}, ${r.requests} texts once (${CONNECTIONS} conn.)`,
          value: `p99 ${ms(r.p99)}`,
          budget: '< 10 ms',
          reference: `p50 ${ms(r.p50)}, ${rps(r.rps)}; bare p99 ${ms(bareRun.p99)}`,
          pass: r.p99 < 10,
        })),
      ),
      {
        measure: 'autocomplete p99 (64 conn.)',
        value: ms(warm.p99),
        budget: '< 10 ms',
        reference: `bare p99 ${ms(bareRun.p99)}`,
        pass: warm.p99 < 10,
      },
      {
        measure: 'autocomplete throughput',
        value: rps(warm.rps),
        budget: '>= 0.9 x bare, same bytes',
        reference: `bare ${rps(bareRps)} (${(warm.rps / bareRps).toFixed(2)} x)`,
        pass: warm.rps >= 0.9 * bareRps,
      },
      { measure: 'autocomplete p50', value: ms(warm.p50), reference: `bare p50 ${ms(bareRun.p50)}` },
      {
        measure: `autocomplete cold, ${texts.length} texts once, 8 conn.`,
        value: `p50 ${ms(cold.p50)}, p99 ${ms(cold.p99)}`,
      },
      {
        measure: 'filter values p99 (64 conn.)',
        value: ms(filterRun.p99),
        budget: '< 15 ms',
        reference: `bare p99 ${ms(bareRun.p99)}`,
        pass: filterRun.p99 < 15,
      },
      { measure: 'filter values throughput', value: rps(filterRun.rps), reference: `bare ${rps(bareRps)}` },
      {
        measure: `drum and rotor lookups p99 (64 conn., ${partPaths.length} texts)`,
        value: ms(partRun.p99),
        budget: '< 10 ms',
        reference: `${rps(partRun.rps)}; bare p99 ${ms(bareRun.p99)}`,
        pass: partRun.p99 < 10,
      },
      {
        measure: `filter values cold p99, ${filters.length} calls once, 8 conn.`,
        value: ms(filterCold.p99),
        budget: '< 50 ms',
        reference: `p50 ${ms(filterCold.p50)}`,
        pass: filterCold.p99 < 50,
      },
      {
        measure: `keystroke to suggestions painted p95 (Chromium, ${keys.requests} keys, the worker installed)`,
        value: ms(p95),
        budget: '< 50 ms',
        reference: `median ${ms(keys.p50)}, ${typed.missed} without a list in 2 s`,
        pass: p95 < 50 && typed.missed === 0 && keys.requests >= 50,
      },
      {
        measure: `keystroke to suggestions painted p95 (${keysFirst.requests} keys, first visit, the worker installing)`,
        value: ms(p95Of(typedFirst)),
        reference: `median ${ms(keysFirst.p50)}, ${typedFirst.missed} without a list in 2 s`,
      },
      {
        measure: `server memory, ${size} interchanges (RSS after the runs)`,
        value: `${memory.rss.toFixed(0)} MB`,
        budget: ENGINE === 'postgres' ? '<= 1.1 x sample' : '< 300 MB',
        reference: `peak ${memory.peak.toFixed(0)} MB; sample ${sampleMemory.rss.toFixed(0)} MB`,
        pass: ENGINE === 'postgres' ? memory.rss <= 1.1 * sampleMemory.rss : memory.rss < 300,
      },
      {
        measure: 'server memory, sample catalog (RSS after seeding and load)',
        value: `${sampleMemory.rss.toFixed(0)} MB`,
        budget: '< 250 MB',
        reference: `peak ${sampleMemory.peak.toFixed(0)} MB`,
        pass: sampleMemory.rss < 250,
      },
      {
        measure: `server memory at ready, ${size} interchanges`,
        value: `${readyMemory.rss.toFixed(0)} MB`,
        budget: ENGINE === 'postgres' ? '<= 1.1 x sample' : undefined,
        reference: `sample catalog ${sampleReadyMemory.rss.toFixed(0)} MB`,
        pass: ENGINE === 'postgres' ? readyMemory.rss <= 1.1 * sampleReadyMemory.rss : undefined,
      },
      {
        measure: `start to ready, ${size} interchanges`,
        value: `${readyIn.toFixed(2)} s`,
        budget: ENGINE === 'postgres' ? '<= 1.1 x sample' : undefined,
        reference: `sample catalog ${sampleReadyIn.toFixed(2)} s`,
        pass: ENGINE === 'postgres' ? readyIn <= 1.1 * sampleReadyIn : undefined,
      },
      { measure: 'errors (non-200 answers)', value: String(errors), budget: '0', pass: errors === 0 },
    );
    console.log(
      `\nengine ${ENGINE}; ${size} interchanges; ${CONNECTIONS} connections; ` +
        `${ROUNDS} round(s) of ${SECONDS} s measured after ${WARMUP} s warm-up, medians; load average ${load1}\n`,
    );
    console.log(table(rows));
    const slow = (name, run) =>
      console.log(`slowest ${name}: ${run.slowest.map((x) => `${ms(x.took)} ${x.path}`).join(' | ')}`);
    slow('cold autocomplete', cold);
    slow('cold filter values', filterCold);
    const failed = [cold, filterCold, ...rounds.flatMap((r) => [r.warm, r.filter, r.parts]), ...sampleLoad].flatMap(
      (r) => r.failures,
    );
    const breakdown = (name, m) =>
      m &&
      console.log(
        `memory of ${name} (MB): rss ${m.rss}, V8 heap ${m.heapUsed} used of ${m.heapTotal}, ` +
          `outside the V8 heap ${m.external} (the embedded database's WebAssembly heap and array buffers), array buffers ${m.arrayBuffers}` +
          (m.answers ? `; ${m.answers.answers} answers kept, ${Math.round(m.answers.bytes / 1048576)} MB counted` : ''),
      );
    breakdown(`the server on ${size} interchanges`, parts);
    breakdown('the server on the sample catalog', sampleParts);
    if (failed.length) console.log(`failed answers (first of each run): ${failed.join(' | ')}`);
    process.exitCode = rows.every((r) => r.pass !== false) ? 0 : 1;
  } finally {
    bare?.kill();
    server?.kill();
    sample?.kill();
    await new Promise((r) => setTimeout(r, 500));
    stopPg();
  }
  if (!flag('no-lighthouse')) {
    console.log('\nLighthouse (bench/lighthouse.mjs), after the load above has stopped:');
    const r = spawnSync(process.execPath, [join(root, 'bench', 'lighthouse.mjs')], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
