// Starts the compiled server as `npm start` runs it (its node flags and environment) on a data folder,
// for the benches that need one running; stop() ends it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const KEY = 'bench-key-000001';

export function buildServer() {
  if (spawnSync(process.execPath, [join(root, 'apps', 'server', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
    throw new Error('the server did not build');
}

export async function startServer(port, env) {
  const { scripts } = JSON.parse(readFileSync(join(root, 'apps', 'server', 'package.json'), 'utf8'));
  const m = /^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/main\.js$/.exec(scripts.start);
  if (!m) throw new Error(`unexpected start script: ${scripts.start}`);
  const words = (x) => x.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...words(m[2]), 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(words(m[1]).map((w) => w.split('='))),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_API_KEY: KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 2400; i++) {
    const ok = await new Promise((res) => {
      http
        .get({ port, path: '/readyz', host: '127.0.0.1' }, (r) => {
          r.resume();
          res(r.statusCode === 200);
        })
        .on('error', () => res(false));
    });
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}
