import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLocked, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('one process per embedded data folder', () => {
  it('a second holder is refused; a lock left by a process that is gone is taken over', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.pid}\\b`));
    release();
    const again = lockDataDir(dir);
    again();

    // No process has this id (above the kernel's pid_max).
    writeFileSync(join(dir, 'pglite.lock'), JSON.stringify({ pid: 2 ** 30, command: 'gone', since: 'then' }));
    const taken = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    taken();
  });
});
