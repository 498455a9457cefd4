import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogMeta } from '../db/schema/index.js';
import { readCsv } from './csv.js';
import { FILES, Refs, convert, type FileSpec, type Row } from './format.js';

/** At most this many problems are listed; the rest are counted. */
export const MAX_ERRORS = 1000;
const BATCH_ROWS = 5000;
const IMPORT_LOCK = 724_102;

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

type Sink = (spec: FileSpec, rows: Row[]) => Promise<void>;

/** Reads and checks every row of every file; while nothing is wrong, hands valid rows to the sink in batches. */
async function processCatalog(folder: string, sink?: Sink) {
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
    const seen = spec.keys.map(() => new Map<unknown, number>());
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
            spec.keys.forEach((key, k) => {
              const value = key.length === 1 ? row[key[0]!] : key.map((c) => row[c]).join('\u0001');
              const first = seen[k]!.get(value);
              if (first !== undefined) {
                problems.push(
                  `duplicate ${key.join(', ')} (${key.map((c) => row[c]).join(', ')}), first on line ${first}`,
                );
              } else seen[k]!.set(value, line);
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
              await sink(spec, batch);
              batch = [];
            }
          }
        }
      if (!index) add(`${file}:1: the header row is missing`);
    } catch (e) {
      const err = e as Error & { lines?: number };
      add(`${file}:${err.lines ?? 1}: ${err.message}`);
    }
    if (sink && errorCount === 0 && batch.length) await sink(spec, batch);
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

async function insertRows(db: Database['db'], spec: FileSpec, rows: Row[]) {
  const cols = spec.insert.map((c) => `"${c.name}"`).join(', ');
  const shape = spec.insert.map((c) => `"${c.name}" ${c.sqlType}`).join(', ');
  await db.execute(sql`insert into ${sql.identifier(spec.name)} (${sql.raw(cols)})
    select ${sql.raw(cols)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(shape)})`);
}

class Invalid extends Error {
  constructor(
    readonly errors: string[],
    readonly errorCount: number,
  ) {
    super('invalid catalog');
  }
}

/**
 * Replaces the served catalog with the one in `folder`, atomically: every row of every file is checked,
 * and if any problem is found nothing changes. The same files as the served version (same checksum)
 * are reported as 'unchanged' and keep their version, unless `force` is set.
 */
export async function importCatalog(
  database: Database,
  folder: string,
  options: { source?: string; force?: boolean } = {},
): Promise<ImportResult> {
  const checksum = await catalogChecksum(folder);
  try {
    const result = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const [current] = await tx.select().from(catalogMeta).where(eq(catalogMeta.id, 1));
      if (current && current.checksum === checksum && !options.force) {
        return { status: 'unchanged' as const, version: current.version, checksum, counts: current.counts };
      }
      for (const spec of FILES) await tx.execute(sql`delete from ${sql.identifier(spec.name)}`);
      const { errors, errorCount, counts } = await processCatalog(folder, (spec, rows) =>
        insertRows(tx as never, spec, rows),
      );
      if (errorCount > 0) throw new Invalid(errors, errorCount);
      const [meta] = await tx
        .insert(catalogMeta)
        .values({ id: 1, version: 1, checksum, source: options.source ?? folder, counts })
        .onConflictDoUpdate({
          target: catalogMeta.id,
          set: {
            version: sql`${catalogMeta.version} + 1`,
            checksum,
            source: options.source ?? folder,
            counts,
            importedAt: sql`now()`,
          },
        })
        .returning();
      return { status: 'imported' as const, version: meta!.version, checksum, counts };
    });
    if (result.status === 'imported') {
      for (const spec of FILES) await database.db.execute(sql`analyze ${sql.identifier(spec.name)}`);
    }
    return result;
  } catch (e) {
    if (e instanceof Invalid) return { status: 'invalid', errors: e.errors, errorCount: e.errorCount };
    throw e;
  }
}
