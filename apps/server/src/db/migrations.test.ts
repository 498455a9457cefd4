import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

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
