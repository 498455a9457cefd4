// The soak: the app under a steady mix of calls at half its measured capacity for a long time, with
// its resident memory and latency read every minute.
//
//   node bench/soak.mjs [--minutes 30] [--rate N] [--connections 32]
//
// 1. builds the server and starts it as `npm start` runs it, on a fresh embedded database (.tmp/soak),
//    with the send and session allowances raised so that the limits do not answer 429;
// 2. capacity: 15 s of the mix with every connection sending its next call as soon as the last ended;
// 3. the soak: calls started at half that rate (or --rate) for --minutes, whatever the answers take;
// 4. prints a line a minute and the verdict; exit code 1 when a call failed, memory grew from the tenth
//    minute to the last beyond noise, or the p99 of the last minutes is not that of minutes 10 to 15.
import { createReadStream, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildServer, KEY, root, startServer } from './server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MINUTES = opt('minutes', 30);
const CONNECTIONS = opt('connections', 32);
const PORT = 8320;
const headers = { 'ocp-apim-subscription-key': KEY, 'accept-encoding': 'gzip, deflate, br' };
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One call; resolves with its status and latency in ms (status 0 when the connection failed). */
function call({ method = 'GET', path, body }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: data ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(data);
  });
}

const json = async (path) => JSON.parse((await call({ path })).body);

/** Every 7th competitor number of the sample catalog, whole and as a 3-character prefix. */
async function lookupPaths() {
  const paths = [];
  const lines = createInterface({ input: createReadStream(join(root, 'catalog', 'sample', 'interchanges.csv')) });
  let i = 0;
  for await (const line of lines) {
    if (i++ === 0 || i % 7) continue;
    const number = line.split(',')[2];
    for (const text of [number, number.slice(0, 3)])
      paths.push(`/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`);
  }
  return paths;
}

/** The questionnaire's first calls, as the server itself offers their values. */
async function filterPaths() {
  const base = '/api/v14/hubassembly/filtervalues';
  const paths = ['/api/v14/hubassembly/filtercategories/', `${base}/tcomp`];
  for (const t of (await json(`${base}/tcomp`)).Results ?? []) {
    paths.push(`${base}/brkty?tcomp=${t.Id}`);
    for (const b of (await json(`${base}/brkty?tcomp=${t.Id}`)).Results ?? [])
      paths.push(`${base}/aaxna?tcomp=${t.Id}&brkty=${b.Id}`, `${base}/hanum?tcomp=${t.Id}&brkty=${b.Id}&inclv=1`);
  }
  return paths;
}

/** A calculator session: created, a step saved, read back. */
async function session() {
  const created = await call({ method: 'POST', path: '/api/v11/SessionCreate' });
  if (created.status !== 200) return [created];
  const { id } = JSON.parse(created.body);
  const body = { choose_calculator: 1, last_step: 'wheel-position' };
  const saved = await call({ method: 'POST', path: `/api/v11/SessionUpdate?id=${id}`, body });
  const read = await call({ path: `/api/v11/Session?id=${id}` });
  return [created, saved, read];
}

const email = (n) =>
  call({
    method: 'POST',
    path: '/api/v11/SendProductEmail',
    body: {
      recipientName: 'Soak Reader',
      recipientEmail: `reader${n % 100}@fleet.example.com`,
      senderName: 'Soak',
      notes: `Call ${n}`,
      partNumber: '10031065',
      productUrl: '/hub/details/10031065',
    },
  });

/** The mix: of 100 turns, 60 lookups, 30 filter values, 8 sessions (three calls each), 2 emails. */
function mix(lookups, filters) {
  let n = 0;
  return async () => {
    const i = n++;
    const slot = i % 100;
    if (slot < 60) return [await call({ path: lookups[i % lookups.length] })];
    if (slot < 90) return [await call({ path: filters[i % filters.length] })];
    if (slot < 98) return session();
    const sent = await email(i);
    return [{ ...sent, status: sent.status === 202 ? 200 : sent.status }];
  };
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function capacity(next, seconds) {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) done += (await next()).length;
    }),
  );
  return done / seconds;
}

async function main() {
  buildServer();
  const dataDir = join(root, '.tmp', 'soak');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    SEND_EMAIL_RATE_MAX: '100000000',
    SESSION_CREATE_RATE_MAX: '100000000',
    EMAIL_PER_RECIPIENT_DAY: '100000000',
  });
  try {
    const next = mix(await lookupPaths(), await filterPaths());
    const measured = await capacity(next, 15);
    const rate = opt('rate', Math.round(measured / 2));
    console.log(`capacity ${measured.toFixed(0)} calls/s; soak at ${rate} calls/s for ${MINUTES} min`);
    const minutes = [];
    let current = { latencies: [], errors: 0, failures: [] };
    let inFlight = 0;
    const started = performance.now();
    const end = started + MINUTES * 60_000;
    let sent = 0;
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now();
        // Open loop: the calls due by now are started whatever the earlier ones take.
        const due = Math.floor(((now - started) / 1000) * rate);
        for (; sent < due && now < end; sent++) {
          inFlight++;
          const into = current;
          next().then((answers) => {
            inFlight--;
            for (const a of answers) {
              into.latencies.push(a.ms);
              if (a.status !== 200) {
                into.errors++;
                if (into.failures.length < 3) into.failures.push(a.status);
              }
            }
          });
        }
        if (now - started >= (minutes.length + 1) * 60_000) {
          const m = current;
          current = { latencies: [], errors: 0, failures: [] };
          m.latencies.sort((a, b) => a - b);
          const row = {
            minute: minutes.length + 1,
            calls: m.latencies.length,
            p50: p(m.latencies, 0.5),
            p99: p(m.latencies, 0.99),
            errors: m.errors,
            rss: rssMb(server.pid),
            inFlight,
          };
          minutes.push(row);
          console.log(
            `minute ${String(row.minute).padStart(2)}: ${row.calls} calls, p50 ${row.p50.toFixed(2)} ms, ` +
              `p99 ${row.p99.toFixed(2)} ms, errors ${row.errors}${m.failures.length ? ` (${m.failures.join(', ')})` : ''}, ` +
              `rss ${row.rss.toFixed(0)} MB, in flight ${inFlight}`,
          );
        }
        if (now >= end && inFlight === 0 && minutes.length >= MINUTES) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    const errors = minutes.reduce((s, m) => s + m.errors, 0);
    // Memory and p99 from the tenth minute on (from a third of the way in for a shorter run).
    const start = Math.min(9, Math.floor(minutes.length / 3));
    const from = minutes[start];
    const last = minutes.at(-1);
    const growth = last.rss - from.rss;
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const early = median(minutes.slice(start, start + 6).map((m) => m.p99));
    const late = median(minutes.slice(-5).map((m) => m.p99));
    const checks = [
      [`errors ${errors}`, errors === 0],
      [
        `resident memory minute ${from.minute} ${from.rss.toFixed(0)} MB, last ${last.rss.toFixed(0)} MB`,
        growth <= Math.max(10, 0.05 * from.rss),
      ],
      [
        `p99 minutes ${start + 1}-${Math.min(start + 6, minutes.length)} ${early.toFixed(2)} ms, last five ${late.toFixed(2)} ms`,
        late <= early * 1.5 + 2,
      ],
    ];
    for (const [what, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();
