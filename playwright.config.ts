import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The journeys' own SMTP server listens here; the app delivers its outbox to it. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/** A second local origin, listed in CORS_ORIGINS, that e2e/cors.spec.ts serves a page from. */
export const corsPort = Number(process.env.E2E_CORS_PORT ?? port + 1);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // A service worker answers the page's calls itself, out of reach of page.route(); only the
    // journeys of e2e/offline.spec.ts, which are about it, let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEND_EMAIL_RATE_MAX: '3',
      SEND_EMAIL_RATE_WINDOW_MS: '4000',
      EMAIL_PER_RECIPIENT_DAY: '1000',
      CORS_ORIGINS: `http://localhost:${corsPort}`,
    },
  },
});
