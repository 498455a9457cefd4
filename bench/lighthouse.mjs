// Lighthouse (mobile, its default simulated throttling: slow 4G, 4x CPU) on four screens of the app
// on the sample catalog, and Chromium's installability check and a repeat visit's network requests.
//
//   node bench/lighthouse.mjs            # builds the web app when missing; exit 1 when a budget is missed
//   node bench/lighthouse.mjs --lang es  # the same screens for a reader of another language (?lang=es)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { buildServer, root, startServer } from './server.mjs';
import { pages } from './screens.mjs';

const PORT = Number(process.env.BENCH_PORT || 8331);
// --reports <folder>: each screen's whole Lighthouse report as JSON.
const reportsAt = process.argv.indexOf('--reports');
const reports = reportsAt > 0 ? process.argv[reportsAt + 1] : undefined;
// --lang <locale>: each screen's address as a reader of that language opens it.
const langAt = process.argv.indexOf('--lang');
const lang = langAt > 0 ? process.argv[langAt + 1] : undefined;
const address = (p) => (lang ? `${p.path}?lang=${encodeURIComponent(lang)}` : p.path);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const budget = { performance: 95, lcp: 1500, tbt: 100, cls: 0.05 };

if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html')))
  spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
buildServer();
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
const loadBefore = load();
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const server = await startServer(PORT, { DATA_DIR: dataDir });
// A server that has sent pages before, as one in service has: its screen render loads with its first.
for (const p of pages) await fetch(`${server.url}${address(p)}`).then((r) => r.text());
const rows = [];
let install;
try {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    for (const p of pages) {
      const run = () =>
        lighthouse(`${server.url}${address(p)}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'best-practices'],
        });
      let { lhr } = await run();
      // A run whose trace Lighthouse could not read (its NO_NAVSTART, now and then) is run again, once.
      if (lhr.runtimeError) ({ lhr } = await run());
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `${pages.indexOf(p)}.json`), JSON.stringify(lhr));
      }
      const a = lhr.audits;
      const failing = Object.values(lhr.categories['best-practices'].auditRefs)
        .map((r) => a[r.id])
        .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative')
        .map((x) => x.id);
      rows.push({
        name: p.name,
        performance: Math.round(lhr.categories.performance.score * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        failing,
        // Lighthouse's measure of this machine's speed in the run: its simulated phone is the observed
        // main-thread work times four, so a slower or busier machine reads as a slower phone.
        benchmark: lhr.environment.benchmarkIndex,
      });
      console.log(`${p.name}: done`);
    }
  } finally {
    await chrome.kill();
  }
  install = await installability(server.url);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Chromium's own installability check (Lighthouse 12 has no PWA audits any more), in a profile of
 * its own (an incognito one never offers to install), and a repeat visit's requests that left the
 * service worker for the network. */
async function installability(url) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/hub`);
    // A build without a service worker never gets one: 20 s, then the check goes on without it.
    await page.evaluate(async () => {
      const controlled = (async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
          await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      })();
      await Promise.race([controlled, new Promise((r) => setTimeout(r, 20_000))]);
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const network = [];
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && !r.fromServiceWorker()) network.push(r.url());
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { errors: installabilityErrors.map((e) => e.errorId), shellFromNetwork: network };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// A metric Lighthouse could not measure in a run (its audit errored) reads n/a and misses its budget.
const fixed = (x, digits, scale = 1, unit = '') =>
  Number.isFinite(x) ? `${(x / scale).toFixed(digits)}${unit}` : 'n/a';
const ok = (r) =>
  r.performance >= budget.performance &&
  r.lcp <= budget.lcp &&
  r.tbt <= budget.tbt &&
  r.cls <= budget.cls &&
  r.failing.length === 0;
console.log(
  `\n${lang ? `a reader of ${lang}; ` : ''}load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`,
);
console.log('\n| screen | performance | FCP | LCP | TBT | CLS | best practices | machine (benchmark index) | budget |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.performance} | ${fixed(r.fcp, 2, 1000, ' s')} | ${fixed(r.lcp, 2, 1000, ' s')} | ${fixed(r.tbt, 0, 1, ' ms')} | ${fixed(r.cls, 3)} | ${r.bestPractices}${r.failing.length ? ` (${r.failing.join(', ')})` : ''} | ${fixed(r.benchmark, 0)} | ${ok(r) ? 'met' : 'MISSED'} |`,
  );
console.log(
  `\ninstallability errors: ${install.errors.length ? install.errors.join(', ') : 'none'}; ` +
    `repeat visit, app shell requests from the network: ${install.shellFromNetwork.length}`,
);
if (!rows.every(ok) || install.errors.length || install.shellFromNetwork.length) process.exitCode = 1;
