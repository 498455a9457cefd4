// First-load weight of /hub: the JavaScript and CSS that index.html pulls in, plus the lazy chunk
// of the /hub route and what it imports, gzipped. Budget: 150 KB. Run after `npm run build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';
const budget = 150 * 1024;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}; run npm run build first.`);
  process.exit(2);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const seen = new Set();
const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
// The app the entry starts once the page has painted (src/main.tsx): the files its dynamic import
// loads, as the entry's preload list names them.
for (const entry of queue.filter((f) => f.endsWith('.js'))) {
  const deps = /__vite__mapDeps=[^\n]*?\[([^\]]*)\]/.exec(readFileSync(join(dist, entry), 'utf8'));
  for (const m of deps?.[1].matchAll(/"(assets\/[^"]+\.(?:js|css))"/g) ?? []) queue.push(m[1]);
}

// The /hub route: the entry's lazy import of the Home module and its static imports.
const assets = readdirSync(join(dist, 'assets'));
for (const f of assets) if (/^Home-.*\.(js|css)$/.test(f)) queue.push(`assets/${f}`);
// Its messages in English: the shell's (common) and the home screen's, loaded as the app starts.
for (const f of assets) if (/^_catalog_(common|home)-en-[^X][^.]*\.js$/.test(f)) queue.push(`assets/${f}`);

let total = 0;
const rows = [];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const body = readFileSync(join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
  if (file.endsWith('.js')) {
    const text = body.toString('utf8');
    // static imports only: `import ... from "./x.js"` and `import "./x.js"`
    for (const m of text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`assets/${m[1]}`);
    }
  }
}
for (const [f, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${f}`);
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  first load of /hub (gzipped), budget ${budget / 1024} KB`);
if (total > budget) {
  console.log('OVER BUDGET');
  process.exit(1);
}
console.log('within budget');
