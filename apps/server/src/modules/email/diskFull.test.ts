import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { startEmailWorker } from './worker.js';
import { until } from '../../test/serverProcess.js';

// The embedded database and the outbox files on a small tmpfs of this test's own, filled to the last
// byte and freed again. Mounting needs root; without it the test is skipped.
const root = process.getuid?.() === 0;
if (!root) console.warn('The disk-full test is skipped: mounting its tmpfs needs root.');
const key = 'disk-full-key-1';
const dir = mkdtempSync(join(tmpdir(), 'disk-full-'));
const filler = join(dir, 'filler');
const lines: string[] = [];
let mounted = false;
let database: Database;
let app: FastifyInstance;
let stopEmail: (() => Promise<void>) | undefined;
let config: ReturnType<typeof loadConfig>;

beforeAll(async () => {
  if (!root || process.env.TEST_DATABASE_URL) return;
  const m = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dir], { encoding: 'utf8' });
  if (m.status !== 0) throw new Error(`could not mount a tmpfs: ${m.stderr}`);
  mounted = true;
  database = await openDatabase({ dataDir: dir });
  await database.migrate();
  config = loadConfig({
    WEB_API_KEY: key,
    WEB_DIST: '/nonexistent',
    DATA_DIR: dir,
    SESSION_CREATE_RATE_MAX: '100000',
    SEND_EMAIL_RATE_MAX: '100000',
    EMAIL_PER_RECIPIENT_DAY: '100000',
  });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await stopEmail?.();
  await app?.close();
  await database?.close();
  if (mounted) spawnSync('umount', ['-l', dir]);
  rmSync(dir, { recursive: true, force: true });
});

const person = { name: 'Wilhelmina Diskfull', email: 'wilhelmina.diskfull@fleet.example.com' };
let n = 0;

async function write() {
  const session = await app.inject({
    method: 'POST',
    url: '/api/v11/SessionCreate',
    headers: { 'ocp-apim-subscription-key': key },
  });
  const to = `${n++}-${person.email}`;
  const email = await app.inject({
    method: 'POST',
    url: '/api/v11/SendProductEmail',
    headers: { 'ocp-apim-subscription-key': key },
    payload: {
      recipientName: person.name,
      recipientEmail: to,
      senderName: person.name,
      notes: '',
      partNumber: '10031065',
      productUrl: '/hub/details/10031065',
    },
  });
  return { session, email, to };
}

const readSession = (id: number) =>
  app.inject({ url: `/api/v11/Session?id=${id}`, headers: { 'ocp-apim-subscription-key': key } });

/** Whether each address has an .eml file in the outbox folder. */
function delivered(addresses: string[]) {
  const folder = join(dir, 'outbox');
  if (!existsSync(folder)) return false;
  const files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
  const all = files.map((f) => readFileSync(join(folder, f), 'utf8')).join('\n');
  return addresses.every((to) => all.includes(to));
}

/** Fills the file system to its last byte. */
function fill() {
  const { bavail, bsize } = statfsSync(dir);
  spawnSync('fallocate', ['-l', String(Math.max(0, bavail * bsize - 64 * 1024)), filler]);
  const fd = openSync(filler, 'a');
  const chunk = Buffer.alloc(4096);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!root || process.env.TEST_DATABASE_URL)(
  'a full disk under the embedded database and the outbox (as root)',
  () => {
    it('answers writes 503 with a clear message, serves reads, loses nothing acknowledged, and recovers once space returns', async () => {
      const sessions: number[] = [];
      const emails: string[] = [];
      const keep = (w: Awaited<ReturnType<typeof write>>) => {
        if (w.session.statusCode === 200) sessions.push(w.session.json().id);
        if (w.email.statusCode === 202) emails.push(w.to);
      };
      for (let i = 0; i < 3; i++) keep(await write());
      expect(sessions).toHaveLength(3);
      expect(emails).toHaveLength(3);

      // The email worker starts once the disk is full: the first emails are in the outbox, not yet sent.
      fill();
      stopEmail = startEmailWorker({ database, config, log: app.log, pollMs: 200, lockMs: 2000, backoffMs: () => 300 });
      const refused = [];
      for (let i = 0; i < 200 && refused.length < 6; i++) {
        const w = await write();
        keep(w);
        for (const r of [w.session, w.email]) {
          expect([200, 202, 503]).toContain(r.statusCode);
          if (r.statusCode === 503) refused.push(r.json().Error);
        }
      }
      expect(refused.length).toBeGreaterThanOrEqual(6);
      for (const e of refused)
        expect(e).toEqual({ Code: 'UNAVAILABLE', Message: expect.stringMatching(/out of disk space/) });
      for (const id of sessions) expect((await readSession(id)).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(delivered(emails.slice(0, 1))).toBe(false);

      rmSync(filler);
      await until(
        async () => {
          const w = await write();
          keep(w);
          expect([200, 202, 503]).toContain(w.session.statusCode);
          return lines.some((l) => /disk space available again/.test(l));
        },
        15_000,
        'writes once space returns',
      );
      // Every email answered 202 reaches the outbox folder, however the disk stood when it was sent.
      await until(() => delivered(emails), 20_000, 'every acknowledged email delivered');
      for (const id of sessions) expect((await readSession(id)).statusCode).toBe(200);

      const begins = lines.filter((l) => /"disk full;/.test(l));
      const ends = lines.filter((l) => /disk space available again/.test(l));
      expect(begins).toHaveLength(1);
      expect(ends).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/diskfull|params/i);
    }, 120_000);
  },
);
