// The performance budgets of DESIGN.md, each measured against a reference in the same run.
//
//   node bench/run.mjs [--engine pglite|postgres] [--quick] [--rounds 3] [--seconds 10] [--warmup 5] [--connections 64] [--no-lighthouse]
//
// 1. web: first load of /hub, gzipped (bench/web-size.mjs on apps/web/dist; built first when missing);
// 2. a catalog of 1,000,000 interchanges, generated once under .tmp/bench-autocomplete/ and imported once
//    into the engine's database (embedded: a DATA_DIR there; postgres: DATABASE_URL when set, otherwise a
//    local server started on a data folder there and stopped afterwards);
// 3. a bare node:http server answering a fixed JSON body (the reference), and the app server;
// 4. 64 keep-alive connections (plain sockets, bench/load.mjs) drive each: first every distinct call once, 8 at a time
//    (cold: not yet in the answer cache); then, per round, the bare server, the autocomplete calls and the
//    filter-values calls in turn, each a warm-up and a measured run;
// 5. prints each round and a table of the medians over the rounds; exit code 1 when a budget is missed;
// 6. then Lighthouse on four screens (bench/lighthouse.mjs, its own table and budgets), unless --no-lighthouse.
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
const INTERCHANGES = 1_000_000;
const KEY = 'bench-key-000001';
const SERVER_PORT = 8310;
const BARE_PORT = 8311;
const SAMPLE_PORT = 8313;
const PG_PORT = 8312;
const work = join(root, '.tmp', 'bench-autocomplete');
const catalog = join(work, 'catalog');
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

function importOnce(marker, env) {
  if (existsSync(marker)) return;
  console.log(`Importing the catalog (${ENGINE})...`);
  run('npm', ['run', 'catalog', '--', 'import', catalog], env);
  writeFileSync(marker, new Date().toISOString());
}

/** Every `every`th competitor number of a catalog, as prefixes and in other formattings. */
async function searchTexts(folder = catalog, every = 2500) {
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
async function partLookupPaths(every = 50) {
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
  /** The server's own account of its memory (it prints one JSON line on SIGUSR2), in MB. */
  child.memory = async () => {
    const from = out.length;
    child.kill('SIGUSR2');
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const line = out
        .slice(from)
        .split('\n')
        .find((l) => l.startsWith('{"memory"'));
      if (line) return JSON.parse(line).memory;
    }
    return undefined;
  };
  return child;
}

async function waitFor(port, path, headers = {}) {
  for (let i = 0; i < 2400; i++) {
    const ok = await new Promise((res) => {
      const req = http.get({ port, path, headers }, (r) => {
        r.resume();
        res(r.statusCode === 200);
      });
      req.on('error', () => res(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answered on port ${port}`);
}

const quantiles = (latencies, seconds) => {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
};

/** `connections` keep-alive connections (bench/load.mjs), each sending its next request when the last answer ended. */
async function load(port, paths, { seconds, connections = CONNECTIONS, once = false, headers }) {
  const r = await drive(port, paths, { seconds, connections, once, headers });
  return { ...quantiles(r.latencies, r.seconds), errors: r.errors, failures: r.failures, slowest: r.slowest };
}

async function measured(port, paths, headers) {
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
  let stopPg = () => {};
  if (ENGINE === 'pglite') {
    env = { DATA_DIR: join(work, 'data') };
    importOnce(join(work, 'imported'), env);
  } else if (process.env.DATABASE_URL) {
    env = { DATABASE_URL: process.env.DATABASE_URL };
    run('npm', ['run', 'catalog', '--', 'import', catalog], env);
  } else {
    const pg = localPostgres();
    stopPg = pg.stop;
    env = { DATABASE_URL: pg.url };
    try {
      importOnce(join(work, 'pg', 'imported'), env);
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
  const body = JSON.stringify({
    Status: 'OK',
    Results: [
      {
        CompetitorInterchangesId: 1,
        CompetitorId: 1,
        CompetitorName: 'Northwind Wheel End',
        CompetitorPartNumber: '10031065',
        PartTypeId: 115,
        PartNumber: '10031065',
        IsOwn: true,
      },
    ],
  });
  const bare = startProcess(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(${JSON.stringify(body)}); }).listen(${BARE_PORT}, '127.0.0.1')`,
    ],
    {},
  );
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
  const server = appServer(SERVER_PORT, env);
  let sample;
  try {
    await waitFor(BARE_PORT, '/');
    // Ready means the indexes are built: the cold calls below must not wait for them.
    await waitFor(SERVER_PORT, '/readyz');

    const cold = await load(SERVER_PORT, texts, { once: true, connections: 8, headers });
    const filterCold = await load(SERVER_PORT, filters, { once: true, connections: 8, headers });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = {
        bare: await measured(BARE_PORT, ['/'], {}),
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
    const typed = await keystrokes(`http://127.0.0.1:${SERVER_PORT}`, typedNumbers(numbers));
    const keys = quantiles(typed.latencies, 1);
    const p95 = typed.latencies[Math.min(typed.latencies.length - 1, Math.floor(0.95 * typed.latencies.length))];
    server.kill();

    // The sample catalog: a fresh database the server seeds itself, then the same kinds of load.
    const sampleDir = join(root, '.tmp', 'bench-sample');
    rmSync(sampleDir, { recursive: true, force: true });
    sample = appServer(SAMPLE_PORT, { DATA_DIR: sampleDir });
    await waitFor(SAMPLE_PORT, '/readyz');
    const sampleTexts = (await searchTexts(join(root, 'catalog', 'sample'), 5)).paths;
    const sampleLoad = [
      await measured(SAMPLE_PORT, sampleTexts, headers),
      await measured(SAMPLE_PORT, filters, headers),
    ];
    const sampleMemory = memoryMb(sample.pid);
    const sampleParts = await sample.memory();
    const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
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
      sampleLoad.reduce((n, r) => n + r.errors, 0);

    rows.push(
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
        budget: '>= 1/2 bare',
        reference: `bare ${rps(bareRps)}, half ${rps(bareRps / 2)}`,
        pass: warm.rps >= bareRps / 2,
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
        measure: `keystroke to suggestions painted p95 (Chromium, ${keys.requests} keys)`,
        value: ms(p95),
        budget: '< 50 ms',
        reference: `median ${ms(keys.p50)}, ${typed.missed} without a list in 2 s`,
        pass: p95 < 50 && typed.missed === 0 && keys.requests >= 50,
      },
      {
        measure: 'server memory, 1,000,000 interchanges (RSS after the runs)',
        value: `${memory.rss.toFixed(0)} MB`,
        budget: '< 300 MB',
        reference: `peak ${memory.peak.toFixed(0)} MB`,
        pass: memory.rss < 300,
      },
      {
        measure: 'server memory, sample catalog (RSS after seeding and load)',
        value: `${sampleMemory.rss.toFixed(0)} MB`,
        budget: '< 250 MB',
        reference: `peak ${sampleMemory.peak.toFixed(0)} MB`,
        pass: sampleMemory.rss < 250,
      },
      { measure: 'errors (non-200 answers)', value: String(errors), budget: '0', pass: errors === 0 },
    );
    console.log(
      `\nengine ${ENGINE}; ${INTERCHANGES.toLocaleString('en-US')} interchanges; ${CONNECTIONS} connections; ` +
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
          `outside the V8 heap ${m.external} (the embedded database's WebAssembly heap and array buffers), array buffers ${m.arrayBuffers}`,
      );
    breakdown('the server on 1,000,000 interchanges', parts);
    breakdown('the server on the sample catalog', sampleParts);
    if (failed.length) console.log(`failed answers (first of each run): ${failed.join(' | ')}`);
    process.exitCode = rows.every((r) => r.pass !== false) ? 0 : 1;
  } finally {
    bare.kill();
    server.kill();
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
