// Starts the app for the browser journeys on a fresh embedded database.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8181';
const dataDir = process.env.DATA_DIR ?? `.tmp/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
