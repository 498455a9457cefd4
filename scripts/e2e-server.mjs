// Starts the app for the browser journeys on a fresh embedded database.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '8181';
const dataDir = process.env.DATA_DIR ?? `.tmp/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The compiled server, as production runs it.
if (spawnSync(process.execPath, ['apps/server/build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
