import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The embedded database is in use by another process that is still running. */
export class DataDirLocked extends Error {}

type Holder = { pid: number; command: string; since: string };

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock file of an embedded data folder for this process, or throws DataDirLocked when a
 * running process holds it. A lock left by a process that is gone is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.lock');
  for (let tries = 0; tries < 3; tries++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = holderOf(file);
      if (holder && alive(holder.pid)) {
        throw new DataDirLocked(
          [
            `The embedded database in ${resolve(dir)} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}).`,
            'Only one process may open it at a time. Stop that process (for example with `kill ' +
              holder.pid +
              '`) and run this again,',
            'or run the server and the commands on a shared PostgreSQL database (DATABASE_URL).',
          ].join('\n'),
        );
      }
      // A lock without a live holder (a crash, or one being written this instant): take it over.
      if (!holder && tries === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      rmSync(file, { force: true });
      continue;
    }
    const holder: Holder = {
      pid: process.pid,
      command: process.argv.slice(1).join(' ').slice(0, 200),
      since: new Date().toISOString(),
    };
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
    const release = () => {
      if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
      process.off('exit', release);
    };
    process.on('exit', release);
    return release;
  }
  throw new DataDirLocked(`Could not take the lock file ${resolve(file)}; remove it if no server is running.`);
}
