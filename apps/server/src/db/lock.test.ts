import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLocked, lockDataDir } from './lock.js';
import { runEntry, startServer, until } from '../test/serverProcess.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('one process per embedded data folder', () => {
  it('a second holder is refused until the first lets go; what the lock file says decides nothing', () => {
    const dir = tempDir();
    // Left by a server that ran as PID 1 in a container and was killed.
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: 1, command: 'gone', since: 'then' }));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.pid}\\b`));
    release();
    const again = lockDataDir(dir);
    again();
    // A process whose id is in use (this one) wrote it, yet no one holds the lock.
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: process.pid, command: 'old', since: 'then' }));
    lockDataDir(dir)();
  });
});

const root = process.getuid?.() === 0;
const canUnshare = root && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
if (!canUnshare) console.warn('The PID namespace test is skipped: unshare --pid needs root.');

/** Runs a server in a PID namespace of its own, where it is PID 1 (as in a container). */
const ownNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];

/** The host's id of the PID 1 of the namespace the unshare process `pid` made. */
function namespaceInit(pid: number) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

// The unshare processes: killing one kills its namespace's server.
const leftover: ChildProcess[] = [];
afterAll(() => leftover.forEach((c) => c.kill('SIGKILL')));

const session = async (base: string, key: string) => {
  const res = await fetch(`${base}/api/v11/SessionCreate`, {
    method: 'POST',
    headers: { 'ocp-apim-subscription-key': key },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
};

// Runs once, in the step on the embedded database, and only as root (unshare needs it).
describe.skipIf(process.env.TEST_DATABASE_URL || !canUnshare)('the folder lock across PID namespaces', () => {
  it('refuses a server in another PID namespace; a PID 1 server killed with SIGKILL restarts cleanly', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, DATABASE_URL: '', WEB_API_KEY: 'lock-key-123456' };
    const first = await startServer(env);
    try {
      // The holder's id does not exist in the second server's namespace.
      const second = runEntry('src/main.ts', { ...env, PORT: '0' }, [], ownNamespace);
      const stop = setTimeout(() => second.child.kill('SIGKILL'), 60_000);
      expect(await second.exited).toBe(2);
      clearTimeout(stop);
      expect(second.output()).toContain(`in use by process ${first.child.pid}`);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    const asInit = await startServer(env, 90_000, ownNamespace);
    leftover.push(asInit.child);
    const id = await session(asInit.base, env.WEB_API_KEY);
    expect(JSON.parse(readFileSync(join(dir, 'pglite.lock'), 'utf8')).pid).toBe(1);
    process.kill(namespaceInit(asInit.child.pid!), 'SIGKILL');
    await asInit.exited;

    // PID 1 again, with the dead server's `{"pid":1}` in the file.
    const restarted = await startServer(env, 90_000, ownNamespace);
    leftover.push(restarted.child);
    try {
      await until(async () => (await fetch(`${restarted.base}/readyz`)).status === 200, 10_000, 'ready');
      const read = await fetch(`${restarted.base}/api/v11/Session?id=${id}`, {
        headers: { 'ocp-apim-subscription-key': env.WEB_API_KEY },
      });
      expect(read.status).toBe(200);
      await session(restarted.base, env.WEB_API_KEY);
    } finally {
      process.kill(namespaceInit(restarted.child.pid!), 'SIGKILL');
      await restarted.exited;
    }
  }, 240_000);
});
