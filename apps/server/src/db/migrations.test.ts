import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const temp = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The migrations folder as it stood before the migration tagged `tag`. */
function folderBefore(tag: string) {
  const dir = join(temp, tag);
  cpSync(folder, dir, { recursive: true });
  const file = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

describe('upgrading a database made by an earlier version', () => {
  it('notification titles stored HTML-escaped read as typed; links that left the site are dropped', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBefore('0002_plain_notification_titles') });
    await client.query(
      `INSERT INTO notifications (title, message, link, is_update_button, update_link, target_os) VALUES
        ('Recall &amp; &lt;notice&gt; &quot;A&quot; &#39;B&#39;', 'm', '["/hub", "//evil.example/x", "/\\\\evil.example"]', true, '//evil.example/u', 'Web'),
        ('Typed &amp;lt; once', 'm', '"//evil.example"', false, NULL, 'Web'),
        ('Plain & simple', 'm', '"https://ok.example/a"', true, 'https://ok.example/u', 'Web')`,
    );
    await migrate(db, { migrationsFolder: folder });
    const rows = await client.query<{ title: string; link: unknown; is_update_button: boolean; update_link: string }>(
      'SELECT title, link, is_update_button, update_link FROM notifications ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { title: `Recall & <notice> "A" 'B'`, link: ['/hub'], is_update_button: false, update_link: null },
      { title: 'Typed &lt; once', link: null, is_update_button: false, update_link: null },
      {
        title: 'Plain & simple',
        link: 'https://ok.example/a',
        is_update_button: true,
        update_link: 'https://ok.example/u',
      },
    ]);
    await client.close();
  });
});

describe('the embedded database and the trigram extension', () => {
  const trigram = async (rows: (q: string) => Promise<unknown[]>) => ({
    extension: (await rows(`select extname from pg_extension where extname = 'pg_trgm'`)).length,
    indexes: (await rows(`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%'`)).length,
  });

  it('a new data folder has neither the extension nor its indexes', async () => {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    const rows = async (q: string) => database.rows(sql.raw(q));
    expect(await trigram(rows)).toEqual({ extension: 0, indexes: 0 });
    await database.close();
  });

  it('a data folder an earlier version made with both opens without the extension, and loses both', async () => {
    const dataDir = join(temp, 'earlier');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const earlier = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await migrate(drizzle(earlier), { migrationsFolder: folder });
    const before = await trigram(async (q) => (await earlier.query(q)).rows);
    expect(before.extension).toBe(1);
    expect(before.indexes).toBeGreaterThanOrEqual(3);
    await earlier.close();

    const database = await openDatabase({ dataDir });
    await database.migrate();
    const rows = async (q: string) => database.rows(sql.raw(q));
    expect(await trigram(rows)).toEqual({ extension: 0, indexes: 0 });
    // The table the trigram indexes were on takes rows and answers a number search as before.
    await rows(`insert into interchanges (id, competitor_id, competitor_part_number, norm, part_type_id, own_part_number)
      values (1, 1, 'AB-12', 'AB12', 23, '10031065')`);
    expect(await rows(`select id from interchanges where norm like '%B1%'`)).toEqual([{ id: 1 }]);
    expect(await rows(`select id from interchanges where norm = 'AB12'`)).toEqual([{ id: 1 }]);
    await database.close();
  });
});
