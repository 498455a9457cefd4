// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to each text or wasm file of the
// build whose name carries its content's hash (`index-B5QdssGS.js`), once, so that the server sends
// them compressed at the highest levels without compressing them per request. Files without a hash
// (the service worker, the manifest, the icons) are compressed as they are sent, so a copy can never
// be older than its file; files under 1 KB and those that would not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /-[\w-]{8}\.(js|mjs|css|svg|json|txt|wasm)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

export function precompress(dir) {
  for (const path of files(dir)) {
    const body = readFileSync(path);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  }
}

/** The Vite plugin: after the build (and the service worker's, which is written when the bundle closes). */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompress(outDir) },
  };
}
