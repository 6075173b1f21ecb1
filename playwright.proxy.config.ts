import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// The journeys that run through HAProxy in front of two instances on one PostgreSQL (issue #36), once, desktop only:
// `npx playwright test -c playwright.proxy.config.ts`. The webServer is scripts/two-instances.mjs (it installs
// Debian's HAProxy when missing). Its own DATA_DIR, shared by both instances, for the outbox helpers.
if (!process.env.E2E_PROXY_DATA_DIR) {
  process.env.E2E_PROXY_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'lexchange-e2e-proxy-'));
  chmodSync(process.env.E2E_PROXY_DATA_DIR, 0o755);
}
process.env.E2E_DATA_DIR = process.env.E2E_PROXY_DATA_DIR;
const port = Number(process.env.E2E_PROXY_PORT ?? 8480);
process.env.E2E_BASE_URL = `http://localhost:${port}`;

export default defineConfig({
  ...base,
  testMatch: '**/*.proxy-spec.ts',
  outputDir: 'test-results/playwright-proxy',
  workers: 1,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-proxy.json' }]] : [['list']],
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node --import tsx scripts/two-instances.mjs --port ${port} --seed-demo --data-dir ${process.env.E2E_PROXY_DATA_DIR}`,
    url: `http://localhost:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { ADMIN_EMAIL: 'staff@lexchange.test', ADMIN_PASSWORD: 'e2e staff password 42' },
  },
});
