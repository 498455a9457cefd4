import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';

export type CsvRecord = { line: number; fields: string[] };

/** The records of a CSV file, in batches, with the physical line each starts on (the header is line 1). */
export async function* readCsv(path: string): AsyncGenerator<CsvRecord[]> {
  const parser = parse({ bom: true, relax_column_count: true });
  let batch: CsvRecord[] = [];
  let failure: Error | undefined;
  let next = 1;
  parser.on('data', (record: string[]) => {
    const line = next;
    for (const f of record) {
      let i = f.indexOf('\n');
      while (i !== -1) {
        next++;
        i = f.indexOf('\n', i + 1);
      }
    }
    next++;
    if (record.length === 1 && record[0] === '') return;
    batch.push({ line, fields: record });
  });
  parser.on('error', (e) => {
    failure = e;
  });
  const ended = new Promise<void>((done) => {
    parser.on('end', done);
    parser.on('error', () => done());
  });
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 18 })) {
    parser.write(chunk);
    if (failure) break;
    if (batch.length) {
      yield batch;
      batch = [];
    }
  }
  if (!failure) parser.end();
  await ended;
  if (batch.length) yield batch;
  if (failure) throw failure;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(cell).join(',') + '\n';
}

/** A CSV file written row by row, honouring back-pressure. */
export class CsvWriter {
  private out: WriteStream;
  constructor(
    path: string,
    private columns: string[],
  ) {
    this.out = createWriteStream(path);
    this.out.write(csvLine(columns));
  }
  async write(row: Record<string, unknown>) {
    if (!this.out.write(csvLine(this.columns.map((c) => row[c])))) await once(this.out, 'drain');
  }
  async close() {
    this.out.end();
    await once(this.out, 'finish');
  }
}
