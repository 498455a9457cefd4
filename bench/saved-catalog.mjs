// The size of the saved catalog (GET /api/v11/offline/catalog) as the server sends it (gzip), with its
// unpacked and brotli sizes beside it, for the sample catalog and for each data folder named.
//
//   node bench/saved-catalog.mjs                       # the sample catalog (seeded into a fresh folder)
//   node bench/saved-catalog.mjs .tmp/offline-1m/data  # and a folder a large catalog was imported into
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildServer, KEY, startServer } from './server.mjs';

const PORT = 8330;
const mb = (n) => (n < 1e6 ? `${(n / 1e3).toFixed(1)} KB` : `${(n / 1e6).toFixed(2)} MB`);

async function measure(name, dataDir) {
  const server = await startServer(PORT, { DATA_DIR: dataDir });
  try {
    const headers = { 'Ocp-Apim-Subscription-Key': KEY };
    const started = performance.now();
    const info = (await (await fetch(`${server.url}/api/v11/offline/catalog/info`, { headers })).json()).Results[0];
    const built = performance.now() - started;
    const res = await fetch(`${server.url}/api/v11/offline/catalog`, {
      headers: { ...headers, 'Accept-Encoding': 'gzip' },
    });
    // What went over the wire is gzip of info.Bytes (the header says so); fetch unpacks it.
    const wire = Number(res.headers.get('content-length'));
    if (res.headers.get('content-encoding') !== 'gzip' || wire !== info.Bytes) throw new Error('not the size told');
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length !== info.RawBytes) throw new Error('not the unpacked size told');
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    return { name, numbers: info.Numbers, gzip: wire, raw: raw.length, brotli: br.length, built };
  } finally {
    await server.stop();
  }
}

buildServer();
const rows = [];
const sampleDir = mkdtempSync(join(tmpdir(), 'saved-catalog-'));
try {
  rows.push(await measure('sample catalog', sampleDir));
} finally {
  rmSync(sampleDir, { recursive: true, force: true });
}
for (const dir of process.argv.slice(2)) rows.push(await measure(dir, resolve(dir)));

console.log('\n| catalog | numbers | download (gzip, as sent) | unpacked | brotli 9 (for comparison) | first build |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.numbers.toLocaleString('en-US')} | ${mb(r.gzip)} | ${mb(r.raw)} | ${mb(r.brotli)} | ${(r.built / 1000).toFixed(1)} s |`,
  );
const over = rows.filter((r) => r.numbers >= 1_000_000 && r.gzip > 15e6);
if (over.length) {
  console.log('over the 15 MB goal for 1M interchanges');
  process.exitCode = 1;
}
