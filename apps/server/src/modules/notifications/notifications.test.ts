import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';
import { explain, run } from './commands.js';
import { sampleNotificationsFile, seedNotifications } from './seed.js';
import { sanitizeMessage } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.rows(sql`truncate notifications restart identity`);
});

const list = () => t.app.inject({ method: 'GET', url: '/api/v11/aftermarketnotification', headers: t.headers });

async function fails(args: string[]): Promise<string> {
  const e = await run(args, t.database).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e, `${args.join(' ')} should fail`).toBeDefined();
  const msg = explain(e);
  expect(msg, `a clear message for ${args.join(' ')}`).toBeTruthy();
  return msg!;
}

describe('GET /api/v11/aftermarketnotification', () => {
  it('answers an empty array with no notifications', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('needs the subscription key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v11/aftermarketnotification' });
    expect(res.statusCode).toBe(401);
  });

  it('returns every server field of the sample notifications', async () => {
    const added = await seedNotifications(t.database);
    expect(added).toBeGreaterThanOrEqual(8);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(added);
    for (const n of body) {
      expect(Object.keys(n).sort()).toEqual([
        'Id',
        'IsSilent',
        'IsUpdateButton',
        'Link',
        'Message',
        'Sticky',
        'TargetOS',
        'Title',
        'UpdateLink',
        'Version',
      ]);
    }
    const first = body[0];
    expect(first).toMatchObject({
      Id: 1,
      Title: 'Welcome to the new Parts Finder',
      TargetOS: 'Web',
      Sticky: false,
      IsSilent: false,
      IsUpdateButton: false,
      UpdateLink: null,
      Version: null,
    });
    expect(first.Message).toContain(
      '<a href="https://www.example.com/northwind/literature" rel="noopener noreferrer" target="_blank">',
    );
    const results = body as {
      TargetOS: string;
      Version: string | null;
      Sticky: boolean;
      IsSilent: boolean;
      IsUpdateButton: boolean;
      Link: unknown;
    }[];
    expect(new Set(results.map((n) => n.TargetOS))).toEqual(new Set(['Web', 'iOS', 'Android']));
    expect(results.some((n) => n.Sticky)).toBe(true);
    expect(results.some((n) => n.IsSilent)).toBe(true);
    expect(results.some((n) => n.IsUpdateButton)).toBe(true);
    expect(results.some((n) => n.Version?.startsWith('<'))).toBe(true);
    expect(results.some((n) => n.Version && !n.Version.startsWith('<'))).toBe(true);
    expect(results.some((n) => Array.isArray(n.Link))).toBe(true);
    expect(results.some((n) => typeof n.Link === 'string')).toBe(true);
  });

  it('seeds only an empty table', async () => {
    await run(['add', '--title', 'Mine', '--message', '<p>x</p>', '--target', 'Web'], t.database);
    expect(await seedNotifications(t.database)).toBe(0);
    expect((await list()).json()).toHaveLength(1);
  });

  it('rejects a sample file with a bad notification, naming the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notif-'));
    const file = join(dir, 'n.json');
    writeFileSync(file, JSON.stringify([{ Title: 'x', Message: '<p>x</p>', TargetOS: 'Windows' }]));
    await expect(seedNotifications(t.database, file)).rejects.toThrow(/TargetOS: must be one of Android, iOS, Web/);
    expect(sampleNotificationsFile).toMatch(/catalog[\\/]sample[\\/]notifications\.json$/);
  });
});

describe("notifications in the reader's language", () => {
  const inLang = (lang: string) =>
    t.app.inject({ method: 'GET', url: `/api/v11/aftermarketnotification?lang=${lang}`, headers: t.headers });

  it('gives the title and message in the language asked, English where the notification has none', async () => {
    await seedNotifications(t.database);
    const en = (await list()).json();
    const es = (await inLang('es')).json();
    const fr = (await inLang('fr-CA')).json();
    expect(es[0].Title).toBe('Bienvenido al nuevo Buscador de partes');
    expect(es[0].Message).toContain('literatura de servicio');
    expect(fr[0].Title).toBe('Bienvenue dans le nouvel outil de recherche de pièces');
    // Same shape and order; every sample notification has its Spanish and French texts.
    expect(es.map((n: { Id: number }) => n.Id)).toEqual(en.map((n: { Id: number }) => n.Id));
    expect(Object.keys(es[0]).sort()).toEqual(Object.keys(en[0]).sort());
    expect(es[2].Title).toBe('Actualización de la aplicación web disponible');
    expect(fr[2].Title).toBe('Mise à jour de l’application Web offerte');
    for (const [i, n] of (en as { Title: string; Message: string }[]).entries()) {
      expect(es[i].Title, n.Title).not.toBe(n.Title);
      expect(es[i].Message, n.Title).not.toBe(n.Message);
      expect(fr[i].Title, n.Title).not.toBe(n.Title);
      expect(fr[i].Message, n.Title).not.toBe(n.Message);
    }
    // A notification with no text in a language reads the English.
    await run(['add', '--title', 'Recall', '--message', '<p>Read</p>', '--target', 'Web'], t.database);
    expect((await inLang('es')).json().at(-1)).toMatchObject({ Title: 'Recall', Message: '<p>Read</p>' });
    // No language, English, another language, a regional tag.
    expect(en[0].Title).toBe('Welcome to the new Parts Finder');
    expect((await inLang('en')).json()[0].Title).toBe(en[0].Title);
    expect((await inLang('de')).json()[0].Title).toBe(en[0].Title);
    expect((await inLang('es-MX')).json()[0].Title).toBe(es[0].Title);
    expect((await inLang('x'.repeat(100))).statusCode).toBe(400);
  });

  it('takes, updates and drops a language with the command; its message is sanitized too', async () => {
    await run(
      [
        'add',
        '--title',
        'Recall',
        '--message',
        '<p>Read</p>',
        '--target',
        'Web',
        '--title-es',
        'Retiro',
        '--message-es',
        '<p>Lea<script>x()</script></p>',
        '--title-fr-ca',
        'Rappel',
      ],
      t.database,
    );
    let [es] = (await inLang('es')).json();
    expect(es).toMatchObject({ Title: 'Retiro', Message: '<p>Lea</p>' });
    let [fr] = (await inLang('fr-CA')).json();
    // A language with a title only shows the English message.
    expect(fr).toMatchObject({ Title: 'Rappel', Message: '<p>Read</p>' });

    await run(['update', '1', '--message-fr-ca', '<p>Lisez</p>', '--title-es', 'Retiro de producto'], t.database);
    [es] = (await inLang('es')).json();
    [fr] = (await inLang('fr-CA')).json();
    expect(es).toMatchObject({ Title: 'Retiro de producto', Message: '<p>Lea</p>' });
    expect(fr).toMatchObject({ Title: 'Rappel', Message: '<p>Lisez</p>' });

    await run(['update', '1', '--unset', 'es'], t.database);
    [es] = (await inLang('es')).json();
    [fr] = (await inLang('fr-CA')).json();
    expect(es).toMatchObject({ Title: 'Recall', Message: '<p>Read</p>' });
    expect(fr.Title).toBe('Rappel');

    expect(await fails(['update', '1', '--message-es', '<script>x()</script>'])).toMatch(
      /Texts\.es\.Message: nothing is left/,
    );
    expect(await fails(['update', '1', '--message-es', 'a', '--message-file-es', 'b'])).toMatch(/either/);
  });

  it('rejects a sample file with a text in a language we do not speak', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notif-'));
    const file = join(dir, 'n.json');
    writeFileSync(
      file,
      JSON.stringify([{ Title: 'x', Message: '<p>x</p>', TargetOS: 'Web', Texts: { de: { Title: 'y' } } }]),
    );
    await expect(seedNotifications(t.database, file)).rejects.toThrow(/Texts/);
  });
});

describe('npm run notifications', () => {
  it('adds a notification with sanitized HTML: no <script>, no onerror=', async () => {
    const out = await run(
      [
        'add',
        '--title',
        'Recall & <b>notice</b> <script>',
        '--target',
        'web',
        '--message',
        '<p>Read this<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://ok.example/x" onclick="steal()">good</a>',
        '--link',
        'https://ok.example/a',
        '--link',
        'https://ok.example/b',
        '--update-link',
        'https://ok.example/update',
        '--version',
        '<2.1',
        '--sticky',
      ],
      t.database,
    );
    expect(out[0]).toBe('Added notification 1.');
    const [n] = (await list()).json();
    expect(n.Message).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(n.Message).toBe(
      '<p>Read this</p><a rel="noopener noreferrer" target="_blank">bad</a> <a href="https://ok.example/x" rel="noopener noreferrer" target="_blank">good</a>',
    );
    expect(n).toMatchObject({
      Title: 'Recall & <b>notice</b> <script>',
      TargetOS: 'Web',
      Link: ['https://ok.example/a', 'https://ok.example/b'],
      IsUpdateButton: true,
      UpdateLink: 'https://ok.example/update',
      Version: '<2.1',
      Sticky: true,
      IsSilent: false,
    });
  });

  it('lists, updates and removes', async () => {
    await run(
      ['add', '--title', 'One', '--message', '<p>1</p>', '--target', 'iOS', '--version', '2.0', '--silent'],
      t.database,
    );
    const listed = await run(['list'], t.database);
    expect(listed.join('\n')).toMatch(/1\s+iOS\s+2\.0\s+One\s+\[silent\]/);

    const updated = await run(
      [
        'update',
        '1',
        '--title',
        'Uno',
        '--message',
        '<p onerror="x()">2</p>',
        '--unset',
        'IsSilent',
        '--unset',
        'Version',
      ],
      t.database,
    );
    expect(updated[0]).toBe('Updated notification 1.');
    const [n] = (await list()).json();
    expect(n).toMatchObject({ Title: 'Uno', Message: '<p>2</p>', IsSilent: false, Version: null, TargetOS: 'iOS' });

    expect(await run(['remove', '1'], t.database)).toEqual(['Removed notification 1.']);
    expect(await run(['list'], t.database)).toEqual(['No notifications.']);
  });

  it.each<[string[], RegExp]>([
    [['add', '--message', '<p>x</p>', '--target', 'Web'], /Title: is required/],
    [['add', '--title', 'x', '--target', 'Web'], /Message: is required/],
    [
      ['add', '--title', 'x', '--message', '<p>x</p>', '--target', 'Windows'],
      /TargetOS: must be one of Android, iOS, Web/,
    ],
    [
      ['add', '--title', 'x', '--message', '<p>x</p>', '--target', 'Web', '--version', 'latest'],
      /Version: must look like 2\.0 or <2\.1/,
    ],
    [['add', '--title', 'x', '--message', '<p>x</p>', '--target', 'Web', '--link', 'javascript:alert(1)'], /Link/],
    ...[
      '//evil.example/x',
      '/\\evil.example/x',
      'http://ok.example/x',
      'https:/\\evil.example',
      'https://',
      'ftp://x.example',
    ].map((link): [string[], RegExp] => [
      ['add', '--title', 'x', '--message', '<p>x</p>', '--target', 'Web', '--link', link],
      /Link: must be an https address/,
    ]),
    [
      ['add', '--title', 'x', '--message', '<p>x</p>', '--target', 'Web', '--update-link', '//evil.example/'],
      /UpdateLink: must be an https address/,
    ],
    [['add', '--title', 'a\nb', '--message', '<p>x</p>', '--target', 'Web'], /Title: must be one line/],
    [['add', '--title', 'x', '--message', '<script>alert(1)</script>', '--target', 'Web'], /Message: nothing is left/],
    [['add', '--title', 'x', '--message', 'm', '--target', 'Web', '--bogus'], /Unknown option '--bogus'/],
    [['update', 'abc', '--title', 'x'], /An id \(a positive whole number\) is required, got 'abc'/],
    [['update', '99', '--title', 'x'], /No notification with id 99/],
    [['update', '99'], /Nothing to update/],
    [
      ['update', '1', '--unset', 'Title'],
      /--unset takes Link, UpdateLink, Version, Sticky, IsSilent, es or fr-CA, not 'Title'/,
    ],
    [['remove'], /An id .* got nothing/],
    [['remove', '5'], /No notification with id 5/],
    [['publish'], /Unknown command 'publish'/],
  ])('%j fails with a clear message', async (args, message) => {
    expect(await fails(args)).toMatch(message);
  });

  it('takes absolute https links and paths of this site', async () => {
    const out = await run(
      [
        'add',
        '--title',
        'T',
        '--message',
        '<p>x</p>',
        '--target',
        'Web',
        '--link',
        '/hub/details/1',
        '--link',
        'https://ok.example/a?b=1',
      ],
      t.database,
    );
    const id = Number(/\d+/.exec(out[0])![0]);
    const n = (await list()).json().find((x: { Id: number }) => x.Id === id);
    expect(n.Link).toEqual(['/hub/details/1', 'https://ok.example/a?b=1']);
    await run(['remove', String(id)], t.database);
  });

  it('prints the usage with no command', async () => {
    expect((await run([], t.database))[0]).toMatch(/npm run notifications -- add/);
  });
});

describe('sanitizeMessage', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">text', 'text'],
    ['<p style="color:red" onclick="x()">hi</p>', '<p>hi</p>'],
    [
      '<a href="tel:18005550142">call</a>',
      '<a href="tel:18005550142" rel="noopener noreferrer" target="_blank">call</a>',
    ],
    ['<iframe src="https://evil.example"></iframe><b>b</b>', '<b>b</b>'],
  ])('%s -> %s', (input, out) => {
    expect(sanitizeMessage(input)).toBe(out);
  });
});
