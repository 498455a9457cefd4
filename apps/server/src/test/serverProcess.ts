import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type Started = {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
};

/** Runs a TypeScript entry of the server (src/main.ts, a command) as its own process, under the
 * command `wrap` when given (such as `unshare`). */
export function runEntry(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
  wrap: string[] = [],
): Started {
  const command = [...wrap, process.execPath, '--import', 'tsx', entry, ...args];
  const child = spawn(command[0], command.slice(1), {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** The server as its own process, once it listens; its port is read from the start-up line. */
export async function startServer(env: Record<string, string>, ms = 90_000, wrap: string[] = []) {
  const s = runEntry('src/main.ts', { PORT: '0', HOST: '127.0.0.1', ...env }, [], wrap);
  const end = Date.now() + ms;
  for (;;) {
    const port = /running at http:\/\/localhost:(\d+)\//.exec(s.output())?.[1];
    if (port) return { ...s, port: Number(port), base: `http://127.0.0.1:${port}` };
    if (s.child.exitCode !== null || Date.now() > end) {
      s.child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${s.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function until(check: () => Promise<boolean> | boolean, ms = 15_000, what = 'condition') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The status of the server's readiness check, or 0 when it does not answer within `ms`. */
export async function readyStatus(base: string, ms: number) {
  try {
    return (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(ms) })).status;
  } catch {
    return 0;
  }
}
