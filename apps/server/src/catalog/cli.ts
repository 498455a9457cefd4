import '../runtime.js';
import { isAbsolute, resolve } from 'node:path';
import { loadConfig, ConfigError } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importCatalog, validateCatalog } from './importer.js';
import { generateCatalog } from './generate.js';

const USAGE = `Usage:
  npm run catalog -- import <folder> [--force]     validate and load a catalog folder as the new version
  npm run catalog -- validate <folder>             only check a catalog folder
  npm run catalog -- generate --interchanges <N> <folder> [--seed <n>]
                                                   write a synthetic catalog with N interchanges`;

/** Folders are taken relative to where the command was typed (npm runs scripts inside the workspace). */
const folderOf = (arg: string) => (isAbsolute(arg) ? arg : resolve(process.env.INIT_CWD ?? process.cwd(), arg));

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function table(counts: Record<string, number>) {
  const width = Math.max(...Object.keys(counts).map((k) => k.length));
  return Object.entries(counts)
    .map(([k, v]) => `  ${k.padEnd(width)}  ${v.toLocaleString('en-US')}`)
    .join('\n');
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--force') flags.set('force', true);
    else if (a === '--interchanges' || a === '--seed') {
      const v = rest[++i];
      if (v === undefined) usage(`${a} needs a value`);
      flags.set(a.slice(2), v);
    } else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 1) usage(command ? `${command} needs exactly one folder` : undefined);
  const folder = folderOf(positional[0]!);

  if (command === 'generate') {
    const n = Number(flags.get('interchanges'));
    if (!Number.isInteger(n) || n < 1) usage('--interchanges must be a whole number of at least 1');
    const seed = flags.has('seed') ? Number(flags.get('seed')) : undefined;
    if (seed !== undefined && !Number.isInteger(seed)) usage('--seed must be a whole number');
    const counts = await generateCatalog(folder, { interchanges: n, seed });
    console.log(`Generated catalog in ${positional[0]}:\n${table(counts)}`);
    return 0;
  }
  if (command === 'validate') {
    const result = await validateCatalog(folder);
    if (result.errorCount > 0) return report(result.errors, result.errorCount);
    console.log(`Catalog is valid:\n${table(result.counts)}`);
    return 0;
  }
  if (command !== 'import') usage(command ? `unknown command ${command}` : undefined);

  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) usage(e.message);
    throw e;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const started = Date.now();
    const result = await importCatalog(database, folder, {
      source: positional[0]!,
      force: flags.has('force'),
      progress: (step) => console.log(`  ${step}`),
    });
    if (result.status === 'invalid') return report(result.errors, result.errorCount);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 'unchanged') {
      console.log(
        `Catalog unchanged (same files as version ${result.version}); nothing imported. Use --force to import again.`,
      );
    } else {
      console.log(`Imported catalog version ${result.version} in ${seconds} s:\n${table(result.counts)}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

function report(errors: string[], count: number) {
  for (const e of errors) console.error(e);
  if (count > errors.length) console.error(`... and ${count - errors.length} more problems`);
  console.error(`${count} problem${count === 1 ? '' : 's'} found; the served catalog was not changed.`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(3);
  },
);
