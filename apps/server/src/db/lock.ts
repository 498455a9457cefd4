import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ext from 'fs-native-extensions';

/** The embedded database is in use by another process that is still running. */
export class DataDirLocked extends Error {}

type Holder = { pid: number; command: string; since: string };

function holderOf(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock of an embedded data folder for this process, or throws DataDirLocked when another
 * process holds it. The lock is the kernel's (an open-file-description lock on `pglite.lock`): it
 * holds across PID namespaces and containers on one host and ends with its holder, however that dies.
 * The file's text (process id, command, start) only names the holder in the refusal. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.lock');
  const fd = openSync(file, 'a+');
  if (!ext.tryLock(fd)) {
    closeSync(fd);
    const holder = holderOf(file);
    const who = holder
      ? `process ${holder.pid} (${holder.command}, since ${holder.since}; the id as its own PID namespace sees it)`
      : 'another process';
    throw new DataDirLocked(
      [
        `The embedded database in ${resolve(dir)} is in use by ${who}.`,
        'Only one process may open it at a time. Stop that process and run this again,',
        'or run the server and the commands on a shared PostgreSQL database (DATABASE_URL).',
      ].join('\n'),
    );
  }
  const holder: Holder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  ftruncateSync(fd);
  writeSync(fd, JSON.stringify(holder), 0);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    // The file stays: removing it would let a process that opened it before the removal lock the old
    // file while another locks a new one.
    ftruncateSync(fd);
    closeSync(fd);
  };
}
