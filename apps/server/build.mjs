// Compiles the server to dist/main.js: one ES module with the domain package and Drizzle inside and the
// other npm packages left as imports. Production runs it with plain node, no TypeScript loader.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = `${here}/dist`;
const { dependencies } = JSON.parse(readFileSync(`${here}/package.json`, 'utf8'));
// Drizzle is bundled: node reads a package's package.json for every module it loads from it, and
// Drizzle's (180 KB of exports) made its 69 modules take half a second of each start.
const bundled = new Set(['@wheelend/domain', 'drizzle-orm']);
const external = Object.keys(dependencies)
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * Files next to the sources (migrations, the sample catalog, the web build) are found from each
 * module's own address: inside the bundle, `import.meta.url` keeps meaning the source file.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const own = JSON.stringify(relative(dist, args.path).split('\\').join('/'));
      return { contents: text.replaceAll('import.meta.url', `new URL(${own}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [`${here}/src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  plugins: [sourceUrls],
  logLevel: 'warning',
});
