import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEntry, startServer } from './test/serverProcess.js';

const dir = mkdtempSync(join(tmpdir(), 'process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { status: number; headers: http.IncomingHttpHeaders; reused: boolean };

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

// Runs once, in the step on the embedded database.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on an embedded data folder', () => {
  it('refuses a second process on its folder, and on SIGTERM answers requests on idle keep-alive connections', async () => {
    const env = { DATA_DIR: dir, DATABASE_URL: '', SHUTDOWN_GRACE_MS: '3000', WEB_API_KEY: 'process-key-123456' };
    const server = await startServer(env);
    try {
      // A new folder is created and seeded by a child process before the server opens it.
      const hubs = await fetch(`${server.base}/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1`, {
        headers: { 'ocp-apim-subscription-key': env.WEB_API_KEY },
      });
      expect((await hubs.json()).Results.length).toBeGreaterThan(10);

      const second = runEntry('src/main.ts', { ...env, PORT: '0' });
      expect(await second.exited).toBe(2);
      expect(second.output()).toContain(`in use by process ${server.child.pid}`);
      expect(second.output()).toMatch(/Stop that process/);

      const command = runEntry('src/modules/notifications/cli.ts', env, ['list']);
      expect(await command.exited).not.toBe(0);
      expect(command.output()).toContain(`in use by process ${server.child.pid}`);

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(server.port, '/readyz', agent)).status).toBe(200);
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      const during = await get(server.port, '/readyz', agent);
      expect(during).toMatchObject({ status: 503, reused: true });
      expect(during.headers.connection).toBe('close');
      agent.destroy();
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
    const after = runEntry('src/modules/notifications/cli.ts', env, ['list']);
    expect(await after.exited).toBe(0);
  }, 180_000);
});
