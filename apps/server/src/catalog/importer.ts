import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  copyLine,
  createStaged,
  EMBEDDED_SKIPS,
  indexStaged,
  inTransaction,
  isSwapped,
  staged,
  swapStaged,
  type Copy,
} from './bulk.js';
import { makeHubCards, makeItemKeys } from './cards.js';
import { readCsv } from './csv.js';
import { FILES, Refs, convert, type FileSpec, type Row } from './format.js';

/** At most this many problems are listed; the rest are counted. */
export const MAX_ERRORS = 1000;
const BATCH_ROWS = 5000;
export const IMPORT_LOCK = 724_102;
/** Memory for each index build of an import on PostgreSQL. */
const INDEX_MEMORY = '256MB';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

export type Counts = Record<string, number>;
export type ImportResult =
  | { status: 'imported' | 'unchanged'; version: number; checksum: string; counts: Counts }
  | { status: 'invalid'; errors: string[]; errorCount: number };

/** sha256 over every source file's name and bytes, in import order. */
export async function catalogChecksum(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const spec of FILES) {
    const path = join(folder, `${spec.name}.csv`);
    hash.update(`${spec.name}.csv\0`);
    if (!existsSync(path)) {
      hash.update('missing\0');
      continue;
    }
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The whole numbers seen, one bit each in blocks of 2^16: the ids of a file of tens of millions of
 * rows, which a Map cannot hold. Knows no lines: a repeat is reported without the first one's. */
class Seen {
  private blocks = new Map<number, Uint32Array>();
  get(id: unknown): number | undefined {
    const n = id as number;
    const block = this.blocks.get(Math.floor(n / 65536));
    const bit = n & 65535;
    return block && block[bit >>> 5]! & (1 << (bit & 31)) ? 0 : undefined;
  }
  set(id: unknown) {
    const n = id as number;
    const at = Math.floor(n / 65536);
    let block = this.blocks.get(at);
    if (!block) this.blocks.set(at, (block = new Uint32Array(2048)));
    const bit = n & 65535;
    block[bit >>> 5]! |= 1 << (bit & 31);
  }
}

/** What a key's values are kept in while a file is checked: the line of each, but the whole-number
 * ids of the tables that grow with the catalog by the bit. */
const keysOf = (
  spec: FileSpec,
  key: string[],
): { get(v: unknown): number | undefined; set(v: unknown, line: number): unknown } =>
  isSwapped(spec.name) && key.length === 1 && spec.columns.find((c) => c.name === key[0])?.type === 'integer'
    ? new Seen()
    : new Map<unknown, number>();

/** Where valid rows go, a file at a time; `end` after a file's last rows. */
type Sink = { rows(spec: FileSpec, rows: Row[]): Promise<void>; end(spec: FileSpec): Promise<void> };

/**
 * Reads and checks every row of every file; while nothing is wrong, hands valid rows to the sink in
 * batches. The unique keys of the files in `keysInDatabase` are left to the database (their indexes
 * are built after the load), so that no key of a large file is held in memory.
 */
async function processCatalog(folder: string, sink?: Sink, keysInDatabase: (name: string) => boolean = () => false) {
  const errors: string[] = [];
  let errorCount = 0;
  const add = (message: string) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push(message);
  };
  const counts: Counts = {};
  const refs = new Refs();
  const later: { where: string; check: () => string | undefined }[] = [];

  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    add(`${folder}: not a folder`);
    return { errors, errorCount, counts };
  }

  for (const spec of FILES) {
    const file = `${spec.name}.csv`;
    counts[spec.name] = 0;
    const path = join(folder, file);
    if (!existsSync(path)) {
      add(`${file}: file is missing`);
      continue;
    }
    let index: Map<string, number> | undefined;
    let width = 0;
    const seen = keysInDatabase(spec.name) ? [] : spec.keys.map((key) => keysOf(spec, key));
    let batch: Row[] = [];
    try {
      read: for await (const records of readCsv(path))
        for (const { line, fields } of records) {
          if (!index) {
            index = new Map();
            width = fields.length;
            const problems: string[] = [];
            fields.forEach((name, i) => {
              if (spec.computed.includes(name)) problems.push(`column ${name} is computed by the importer; remove it`);
              else if (!spec.columns.some((c) => c.name === name)) problems.push(`unknown column "${name}"`);
              else if (index!.has(name)) problems.push(`column ${name} appears twice`);
              index!.set(name, i);
            });
            for (const c of spec.columns)
              if (c.required && !index.has(c.name)) problems.push(`required column ${c.name} is missing`);
            if (problems.length) {
              for (const p of problems) add(`${file}:${line}: ${p}`);
              break read;
            }
            continue;
          }
          if (fields.length !== width) {
            add(`${file}:${line}: expected ${width} fields, found ${fields.length}`);
            continue;
          }
          const row: Row = {};
          const problems: (string | undefined)[] = [];
          for (const column of spec.columns) {
            const i = index.get(column.name);
            const converted = convert(column, i === undefined ? '' : fields[i]!);
            if (typeof converted === 'string') {
              problems.push(converted);
              row[column.name] = null;
            } else row[column.name] = converted.value;
          }
          if (problems.length > 0) {
            // Still make the row's keys known, so rows that refer to it are not reported as well.
            try {
              spec.check(row, refs, () => {});
            } catch {
              /* the row is reported already */
            }
          } else {
            spec.compute?.(row);
            seen.forEach((map, k) => {
              const key = spec.keys[k]!;
              const value = key.length === 1 ? row[key[0]!] : key.map((c) => row[c]).join('\u0001');
              const first = map.get(value);
              if (first !== undefined) {
                const where = first > 0 ? `, first on line ${first}` : '';
                problems.push(`duplicate ${key.join(', ')} (${key.map((c) => row[c]).join(', ')})${where}`);
              } else map.set(value, line);
            });
            const found = spec.check(row, refs, (check) => later.push({ where: `${file}:${line}`, check }));
            if (found) problems.push(...found);
          }
          let bad = false;
          for (const p of problems)
            if (p) {
              add(`${file}:${line}: ${p}`);
              bad = true;
            }
          if (bad) continue;
          counts[spec.name]!++;
          if (sink && errorCount === 0) {
            batch.push(row);
            if (batch.length >= BATCH_ROWS) {
              await sink.rows(spec, batch);
              batch = [];
            }
          }
        }
      if (!index) add(`${file}:1: the header row is missing`);
    } catch (e) {
      const err = e as Error & { lines?: number };
      add(`${file}:${err.lines ?? 1}: ${err.message}`);
    }
    if (sink && errorCount === 0) {
      if (batch.length) await sink.rows(spec, batch);
      await sink.end(spec);
    }
  }
  for (const { where, check } of later) {
    const problem = check();
    if (problem) add(`${where}: ${problem}`);
  }
  return { errors, errorCount, counts };
}

/** Checks a catalog folder without touching any database. */
export async function validateCatalog(folder: string) {
  return processCatalog(folder);
}

class Invalid extends Error {
  constructor(
    readonly errors: string[],
    readonly errorCount: number,
  ) {
    super('invalid catalog');
  }
}

/** The rows of one file as COPY lines into its table (for the swapped tables, the staged copy). */
function copier(copies: Map<string, Copy>, open: (table: string, columns: string[]) => Copy): Sink {
  const copyOf = (spec: FileSpec) => {
    let copy = copies.get(spec.name);
    if (!copy) {
      const table = isSwapped(spec.name) ? staged(spec.name) : spec.name;
      copies.set(
        spec.name,
        (copy = open(
          table,
          spec.insert.map((c) => c.name),
        )),
      );
    }
    return copy;
  };
  return {
    async rows(spec, rows) {
      const names = spec.insert.map((c) => c.name);
      let lines = '';
      for (const row of rows) lines += copyLine(names.map((n) => row[n]));
      await copyOf(spec).write(lines);
    },
    async end(spec) {
      await copyOf(spec).end();
    },
  };
}

type Meta = { version: number; checksum: string; counts: Counts };

/**
 * Replaces the served catalog with the one in `folder`, atomically: every row of every file is checked,
 * and if any problem is found nothing changes. The same files as the served version (same checksum)
 * are reported as 'unchanged' and keep their version, unless `force` is set.
 *
 * One transaction: the small tables are emptied and loaded again; the large ones (SWAPPED_TABLES) are
 * loaded into empty copies without indexes, indexed once loaded, and swapped in at the end. Rows go
 * in with COPY. Until the commit, every reader sees the old version whole.
 */
export async function importCatalog(
  database: Database,
  folder: string,
  options: { source?: string; force?: boolean; progress?: (step: string) => void } = {},
): Promise<ImportResult> {
  const started = Date.now();
  const step = (what: string) => options.progress?.(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const checksum = await catalogChecksum(folder);
  step('checksum');
  try {
    const result = await inTransaction(database, async (s) => {
      await s.exec(`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const [current] = (await s.exec('select version, checksum, counts from catalog_meta where id = 1')) as Meta[];
      if (current && current.checksum === checksum && !options.force) {
        return { status: 'unchanged' as const, version: current.version, checksum, counts: current.counts };
      }
      if (database.engine === 'postgres') await s.exec(`set local maintenance_work_mem = '${INDEX_MEMORY}'`);
      await createStaged(s);
      for (const spec of FILES) if (!isSwapped(spec.name)) await s.exec(`delete from ${spec.name}`);
      const copies = new Map<string, Copy>();
      const { errors, errorCount, counts } = await processCatalog(
        folder,
        copier(copies, (table, columns) => s.copy(table, columns)),
        isSwapped,
      );
      if (errorCount > 0) {
        // A COPY under way is ended before the transaction is rolled back.
        await Promise.all([...copies.values()].map((c) => c.end().catch(() => undefined)));
        throw new Invalid(errors, errorCount);
      }
      await makeItemKeys(s, staged('item_filters'), staged('item_keys'));
      step('checked and loaded');
      const duplicates = await indexStaged(s, MAX_ERRORS, database.engine === 'pglite' ? EMBEDDED_SKIPS : []);
      if (duplicates.length) {
        const found = duplicates.flatMap(({ table, columns, values }) =>
          values.map((v) => `${table}.csv: duplicate ${columns.join(', ')} (${v.join(', ')})`),
        );
        throw new Invalid(found.slice(0, MAX_ERRORS), found.length);
      }
      // The cards read the new hubs' images and filters by index.
      await makeHubCards(s, {
        hubs: staged('hub_assemblies'),
        filters: staged('item_filters'),
        cards: staged('hub_cards'),
      });
      await s.exec(`analyze ${staged('hub_cards')}`);
      step('indexed');
      await swapStaged(s);
      step('switched');
      const source = options.source ?? folder;
      const [meta] = (await s.exec(`insert into catalog_meta (id, version, checksum, source, counts)
        values (1, 1, ${literal(checksum)}, ${literal(source)}, ${literal(JSON.stringify(counts))})
        on conflict (id) do update set version = catalog_meta.version + 1, checksum = excluded.checksum,
          source = excluded.source, counts = excluded.counts, imported_at = now()
        returning version`)) as { version: number }[];
      return { status: 'imported' as const, version: meta!.version, checksum, counts };
    });
    if (result.status === 'imported') {
      for (const spec of FILES)
        if (!isSwapped(spec.name)) await database.rows(sql`analyze ${sql.identifier(spec.name)}`);
    }
    return result;
  } catch (e) {
    if (e instanceof Invalid) return { status: 'invalid', errors: e.errors, errorCount: e.errorCount };
    throw e;
  }
}
