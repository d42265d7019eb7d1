import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The stack under test listens on its own ports, so a running `npm start` does not interfere. */
const GATEWAY_PORT = Number(process.env['E2E_PORT'] ?? 4400);
const RESORT_API_PORT = GATEWAY_PORT + 1;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env['CI'],
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${GATEWAY_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // After every spec: the operator's view of the traffic the suite made (e2e/after-suite).
    { name: 'after-suite', testDir: './e2e/after-suite', testMatch: /\.scrape\.ts$/, dependencies: ['desktop'] },
  ],
  webServer: {
    // The built website with a fresh, seeded embedded database.
    command: 'npx tsx scripts/start.ts --skip-build',
    url: `http://127.0.0.1:${GATEWAY_PORT}/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(GATEWAY_PORT),
      RESORT_API_PORT: String(RESORT_API_PORT),
      PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'estancia-e2e-')), 'pglite'),
      LOG_LEVEL: 'warn',
      ALLOW_ARBITRARY_OPERATIONS: 'false',
      // Scraped after the suite (e2e/after-suite/metrics.scrape.ts).
      METRICS: 'true',
      // Every spec submits forms from 127.0.0.1: the per-address hourly allowance would run out.
      FORM_SUBMISSIONS_PER_HOUR: '1000',
      // Mail goes to the stack's own catcher; tests read it at http://127.0.0.1:4425/messages.
      MAIL_CATCHER_SMTP_PORT: String(GATEWAY_PORT + 24),
      MAIL_CATCHER_HTTP_PORT: String(GATEWAY_PORT + 25),
    },
  },
});
