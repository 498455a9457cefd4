import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { scratchDatabase } from './db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty database the test files' databases are copied from: a PGlite data folder's
     * copy (a file), or a database's name on TEST_DATABASE_URL's server. */
    template: { file?: string; name?: string };
  }
}

/** Vitest's global setup: migrates one database before the test files run, so that each file's new
 * database is a copy of it rather than made and migrated again (on PGlite, making one takes seconds). */
export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const { url, name, drop } = await scratchDatabase(admin);
    const database = await openDatabase({ url });
    await database.migrate();
    await database.close();
    project.provide('template', { name });
    return drop;
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const copy = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'test-template-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  project.provide('template', { file });
  return () => rmSync(dir, { recursive: true, force: true });
}
