import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@wheelend/domain/contract';
import type { KeptEmail } from './db';

const device = vi.hoisted(() => ({ outbox: new Map<string, KeptEmail>() }));
vi.mock('./db', () => ({
  offlineDb: async () => ({
    getAll: async () => [...device.outbox.values()],
    put: async (_: string, m: KeptEmail) => void device.outbox.set(m.key, structuredClone(m)),
    delete: async (_: string, key: string) => void device.outbox.delete(key),
  }),
}));

const URL = '/api/v11/SendEmail';

/** A server that queues an email once per key, as the real one does; down, every call fails. */
function server() {
  const s = { up: true, keys: new Set<string>(), emails: [] as { recipientEmail: string; notes?: string }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!s.up) throw new TypeError('Failed to fetch');
      const key = (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER];
      if (url === URL && !s.keys.has(key)) {
        s.keys.add(key);
        s.emails.push(JSON.parse(init.body as string));
      }
      return new Response(JSON.stringify({ Status: 'OK' }), { status: url === URL ? 202 : 200 });
    }),
  );
  return s;
}

const body = (to: string, notes = '') => ({ id: 7, recipientEmail: to, notes });

let outbox: typeof import('./outbox');
beforeEach(async () => {
  device.outbox.clear();
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('window', { addEventListener: vi.fn() });
  vi.resetModules();
  outbox = await import('./outbox');
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('keeps an email the server did not answer, though the browser is online', async () => {
    const s = server();
    s.up = false;
    await expect(outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7')).resolves.toBe('kept');
    expect([...device.outbox.values()].map((m) => m.to)).toEqual(['ana@example.com']);
  });

  it('sends the kept copy when Send is pressed again for the same calculation: one email, nothing left', async () => {
    const s = server();
    s.up = false;
    await outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7');
    s.up = true;
    await expect(outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7')).resolves.toBe('sent');
    expect(device.outbox.size).toBe(0);
    await outbox.sendKeptEmails();
    expect(s.emails).toHaveLength(1);
  });

  it('a second Send while still unreached replaces the kept copy with the last words', async () => {
    const s = server();
    s.up = false;
    await outbox.sendEmail(URL, body('ana@example.com', 'first'), 'ana@example.com', '7');
    await outbox.sendEmail(URL, body('ana@example.com', 'second'), 'ana@example.com', '7');
    expect(device.outbox.size).toBe(1);
    s.up = true;
    await outbox.sendKeptEmails();
    expect(s.emails.map((e) => e.notes)).toEqual(['second']);
  });

  it('Send pressed again after the kept copy went repeats its key, so the server sends nothing more', async () => {
    const s = server();
    s.up = false;
    await outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7');
    s.up = true;
    await outbox.sendKeptEmails();
    await expect(outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7')).resolves.toBe('sent');
    expect(s.emails).toHaveLength(1);
  });

  it('another recipient is another email, and its send takes the kept one along', async () => {
    const s = server();
    s.up = false;
    await outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7');
    s.up = true;
    await outbox.sendEmail(URL, body('bob@example.com'), 'bob@example.com', '7');
    await vi.waitFor(() => expect(device.outbox.size).toBe(0));
    expect(s.emails.map((e) => e.recipientEmail).sort()).toEqual(['ana@example.com', 'bob@example.com']);
  });

  it('sends what it kept as soon as the server answers another call', async () => {
    const s = server();
    outbox.startOutbox();
    s.up = false;
    await outbox.sendEmail(URL, body('ana@example.com'), 'ana@example.com', '7');
    s.up = true;
    const { api } = await import('../api');
    await api.post(undefined, '/api/v11/Session', {});
    await vi.waitFor(() => expect(device.outbox.size).toBe(0));
    expect(s.emails).toHaveLength(1);
  });
});
