// Part-number autocomplete and filter values under load, on a catalog of 1,000,000 interchanges.
//
// 1. generates the catalog (npm run catalog -- generate) and imports it into an embedded database,
//    both kept under .tmp/bench-autocomplete/ and reused by later runs;
// 2. starts the server on that database, and a bare node:http server answering a fixed JSON body;
// 3. asks every distinct call once (8 at a time: the cold lookups, reported on their own), then drives
//    each server with 64 keep-alive connections: a warm-up, then a measured run (the server's answer
//    cache, kept per catalog version, then holds every distinct call);
// 4. prints p50/p99 and throughput and checks the budgets of DESIGN.md:
//    autocomplete p99 < 10 ms and at least half the bare server's throughput; filter values p99 < 15 ms;
//    server memory < 300 MB.
//
// Usage: node bench/autocomplete.mjs [--seconds 10] [--warmup 5] [--connections 64]
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = opt('seconds', 10);
const WARMUP = opt('warmup', 5);
const CONNECTIONS = opt('connections', 64);
const INTERCHANGES = 1_000_000;
const KEY = 'bench-key-000001';
const work = join(root, '.tmp', 'bench-autocomplete');
const catalog = join(work, 'catalog');
const dataDir = join(work, 'data');

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

function prepare() {
  mkdirSync(work, { recursive: true });
  if (!existsSync(join(catalog, 'interchanges.csv'))) {
    console.log(`Generating a catalog with ${INTERCHANGES.toLocaleString('en-US')} interchanges...`);
    run('npm', ['run', 'catalog', '--', 'generate', '--interchanges', String(INTERCHANGES), catalog]);
  }
  const marker = join(work, 'imported');
  if (!existsSync(marker)) {
    console.log('Importing it into the embedded database...');
    run('npm', ['run', 'catalog', '--', 'import', catalog], { DATA_DIR: dataDir });
    writeFileSync(marker, new Date().toISOString());
  }
}

/** Every 2,500th competitor number of the catalog, as prefixes and in other formattings. */
async function searchTexts() {
  const numbers = [];
  const lines = createInterface({ input: createReadStream(join(catalog, 'interchanges.csv')) });
  let i = 0;
  for await (const line of lines) {
    if (i++ % 2500 !== 1) continue;
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
  return [...texts].map((t) => `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(t)}`);
}

/** The filter-values calls the questionnaire makes, over both truck components and brake types. */
function filterPaths() {
  const codes = ['tmake', 'aaxna', 'whlps', 'wssdi', 'hamnt', 'gawrr', 'axthd', 'hcmty', 'abrty', 'hofsi', 'brdia',
    'ovlgt', 'abcoi', 'hcbdi', 'wmslc'];
  const paths = [];
  for (const tcomp of [1, 2]) for (const brkty of [1, 2]) {
    for (const code of codes) paths.push(`/api/v14/hubassembly/filtervalues/${code}?tcomp=${tcomp}&brkty=${brkty}`);
    for (const aaxna of [1, 2, 3, 4, 5, 10, 11]) {
      for (const code of ['hamnt', 'gawrr', 'hcmty', 'wmslc']) {
        paths.push(`/api/v14/hubassembly/filtervalues/${code}?tcomp=${tcomp}&brkty=${brkty}&aaxna=${aaxna}`);
      }
      paths.push(`/api/v14/hubassembly/filtervalues/hanum?tcomp=${tcomp}&brkty=${brkty}&aaxna=${aaxna}&hcmty=1&inclv=1`);
    }
  }
  return paths;
}

function startProcess(cmd, cmdArgs, env) {
  const child = spawn(cmd, cmdArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', () => {});
  return child;
}

async function waitFor(port, path, headers = {}) {
  for (let i = 0; i < 600; i++) {
    const ok = await new Promise((res) => {
      const req = http.get({ port, path, headers }, (r) => { r.resume(); res(r.statusCode === 200); });
      req.on('error', () => res(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answered on port ${port}`);
}

/** `connections` loops sending requests back to back over keep-alive sockets for `seconds`. */
async function load(port, paths, seconds, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const one = (path) => new Promise((res) => {
    const started = performance.now();
    const req = http.get({ port, path, agent, headers }, (r) => {
      r.resume();
      r.on('end', () => {
        if (r.statusCode !== 200) errors++;
        latencies.push(performance.now() - started);
        res();
      });
    });
    req.on('error', () => { errors++; res(); });
  });
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < end) await one(paths[next++ % paths.length]);
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Each path once, `parallel` at a time: the latency of answers not yet in the server's cache. */
async function firstPass(port, paths, headers, parallel = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const t0 = performance.now();
      await new Promise((res) => {
        const req = http.get({ port, path, agent, headers }, (r) => {
          r.resume();
          r.on('end', () => { if (r.statusCode !== 200) errors++; res(); });
        });
        req.on('error', () => { errors++; res(); });
      });
      latencies.push(performance.now() - t0);
    }
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / ((performance.now() - started) / 1000), p50: at(0.5), p99: at(0.99) };
}

const line = (name, r) =>
  `${name.padEnd(56)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   ${r.errors} errors`;

async function main() {
  prepare();
  const texts = await searchTexts();
  const filters = filterPaths();
  const headers = { 'ocp-apim-subscription-key': KEY };
  const serverPort = 18_205;
  const barePort = 18_206;

  const body = JSON.stringify({ Status: 'OK', Results: [{ CompetitorInterchangesId: 1, CompetitorId: 1, CompetitorName: 'Northwind Wheel End', CompetitorPartNumber: '10031065', PartTypeId: 115, PartNumber: '10031065', IsOwn: true }] });
  const bare = startProcess(process.execPath, ['-e', `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(${JSON.stringify(body)}); }).listen(${barePort})`], {});
  const server = startProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    DATA_DIR: dataDir, PORT: String(serverPort), HOST: '127.0.0.1', WEB_API_KEY: KEY, LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(barePort, '/');
    await waitFor(serverPort, '/api/v11/partnumbers/withaftermarketnumbers/1', headers);

    const distinct = `${texts.length} distinct texts`;
    const bareRun = await (async () => { await load(barePort, ['/'], WARMUP, {}); return load(barePort, ['/'], SECONDS, {}); })();
    const cold = await firstPass(serverPort, texts, headers);
    await load(serverPort, texts, WARMUP, headers);
    const warm = await load(serverPort, texts, SECONDS, headers);
    const filterCold = await firstPass(serverPort, filters, headers);
    await load(serverPort, filters, WARMUP, headers);
    const filterRun = await load(serverPort, filters, SECONDS, headers);
    const memory = rssMb(server.pid);

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s measured after ${WARMUP} s warm-up; catalog of ${INTERCHANGES.toLocaleString('en-US')} interchanges`);
    console.log(line('bare node:http, fixed JSON', bareRun));
    console.log(line(`autocomplete, each once (${distinct}, 8 at a time)`, cold));
    console.log(line('autocomplete, measured', warm));
    console.log(line(`filter values, each once (${filters.length} calls, 8 at a time)`, filterCold));
    console.log(line('filter values, measured', filterRun));
    console.log(`load average while measuring: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log(`server memory (RSS) ${memory.toFixed(0)} MB`);

    const checks = [
      ['autocomplete p99 < 10 ms', warm.p99 < 10],
      ['autocomplete throughput >= half of bare node:http', warm.rps >= bareRun.rps / 2],
      ['filter values p99 < 15 ms', filterRun.p99 < 15],
      ['server memory < 300 MB', memory < 300],
      ['no errors', warm.errors + filterRun.errors + cold.errors + filterCold.errors === 0],
    ];
    console.log('');
    for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    bare.kill();
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
