import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CsvWriter } from './csv.js';
import { FILES, type Row } from './format.js';

export type CatalogRows = Record<string, Row[]>;

/** The columns of a source file, in schema order. */
export function fileColumns(name: string): string[] {
  const spec = FILES.find((f) => f.name === name);
  if (!spec) throw new Error(`unknown catalog file ${name}`);
  return spec.columns.map((c) => c.name);
}

/** Writes one CSV per catalog file; files missing from `rows` are written with a header only. */
export async function writeCatalog(folder: string, rows: CatalogRows, skip: string[] = []) {
  mkdirSync(folder, { recursive: true });
  for (const spec of FILES) {
    if (skip.includes(spec.name)) continue;
    const out = new CsvWriter(join(folder, `${spec.name}.csv`), fileColumns(spec.name));
    for (const row of rows[spec.name] ?? []) await out.write(row);
    await out.close();
  }
}
