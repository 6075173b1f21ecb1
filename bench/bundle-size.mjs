// JavaScript that /login loads, measured in Chromium: every script response, compressed with brotli (quality 11),
// and the number of chunks the build emits (each screen its own). Needs a build (npm run build).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = await new Promise((resolve) => {
  const s = http.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = s.address();
    s.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-bundle-'));
chmodSync(dataDir, 0o755);
const app = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, brotli });
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const totalBrotli = scripts.reduce((sum, s) => sum + s.brotli, 0);
  const chunks = readdirSync(path.join(root, 'dist/web/assets')).filter((f) => f.endsWith('.js')).length;
  console.log(
    JSON.stringify(
      {
        login_js_brotli_kb: +(totalBrotli / 1024).toFixed(1),
        login_js_raw_kb: +(scripts.reduce((sum, s) => sum + s.raw, 0) / 1024).toFixed(1),
        login_scripts: scripts.sort((a, b) => b.brotli - a.brotli),
        js_chunks_in_build: chunks,
        target: 'login_js_brotli_kb <= 130',
      },
      null,
      2,
    ),
  );
} finally {
  app.kill('SIGINT');
  await new Promise((r) => app.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
