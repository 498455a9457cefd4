// The main thread's blocking of the four Lighthouse screens, from the CPU time of its tasks rather than
// their wall time, so a loaded machine moves it less than Lighthouse's own TBT: each screen loaded cold
// in Chromium (no throttling), traced; every task's thread time after the first contentful paint is
// multiplied by four (Lighthouse's CPU slowdown) and what exceeds 50 ms counts, as TBT counts it.
//
//   node bench/blocking.mjs [runs]      # default 5 runs a screen; prints the medians
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildServer, startServer } from './server.mjs';
import { pages } from './screens.mjs';

const PORT = Number(process.env.BENCH_PORT || 8332);
const RUNS = Number(process.argv[2] || 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SLOWDOWN = 4;

/** Thread time (ms) of the page's main-thread tasks before and after its first contentful paint, and
 * the blocking that four times the latter gives. */
function measure(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask');
  const r = { before: 0, after: 0, blocking: 0 };
  for (const t of tasks) {
    const ms = (t.tdur ?? t.dur) / 1000;
    if (t.ts < fcp.ts) r.before += ms;
    else {
      r.after += ms;
      r.blocking += Math.max(0, SLOWDOWN * ms - 50);
    }
  }
  return r;
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');

buildServer();
const loadBefore = load();
const dataDir = mkdtempSync(join(tmpdir(), 'blocking-'));
const traceDir = mkdtempSync(join(tmpdir(), 'blocking-trace-'));
const server = await startServer(PORT, { DATA_DIR: dataDir });
const results = new Map(pages.map((p) => [p.name, []]));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (let i = 0; i < RUNS; i++)
      for (const p of pages) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const path = join(traceDir, 'trace.json');
        await browser.startTracing(page, {
          path,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        });
        await page.goto(`${server.url}${p.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Until the screen's calls, pictures and the pop-up have settled, as Lighthouse waits.
        await page.waitForLoadState('networkidle');
        await browser.stopTracing();
        await context.close();
        results.get(p.name).push(measure(JSON.parse(readFileSync(path, 'utf8')).traceEvents));
      }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(traceDir, { recursive: true, force: true });
}

console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${RUNS} runs a screen, medians`);
console.log('\n| screen | CPU before first paint | CPU after it | blocking after it (x4) | each run |');
console.log('|---|---|---|---|---|');
for (const [name, v] of results)
  console.log(
    `| ${name} | ${median(v.map((r) => r.before)).toFixed(0)} ms | ${median(v.map((r) => r.after)).toFixed(0)} ms | ` +
      `${median(v.map((r) => r.blocking)).toFixed(0)} ms | ${v.map((r) => r.blocking.toFixed(0)).join(', ')} |`,
  );
