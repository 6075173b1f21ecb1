// What the benches that start the app need: a free loopback port, the app on a fresh DATA_DIR, a wait for its health
// check, and a time limit that still cleans up.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Asks `url` until it answers 2xx and gives that answer; throws after `timeoutMs`. */
export async function waitForOk(url, init = {}, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, init);
      if (res.ok) return res;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${url}`);
}

export async function waitForHealth(baseUrl, timeoutMs = 90_000) {
  await waitForOk(`${baseUrl}/api/health`, {}, timeoutMs).catch(() => {
    throw new Error(`${baseUrl} did not become healthy`);
  });
}

/**
 * Registers a member through the API as a browser does (CSRF cookie, then the form) and gives the headers that carry
 * their session, for the benches that compare a signed-in call.
 */
export async function registerBenchMember(baseUrl, { email, password }) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${baseUrl}/api/csrf-cookie`));
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Reader',
      email,
      phone: '5550019999',
      password,
      password_confirmation: password,
    }),
  });
  if (registered.status !== 201) throw new Error(`register at ${baseUrl} failed: ${registered.status} ${await registered.text()}`);
  keep(registered);
  return { cookie: cookie() };
}

/**
 * Starts the app on a fresh DATA_DIR and a free loopback port, as production (no demo data, warnings only), and waits
 * for its health check. Stopping it and removing the data dir go onto `cleanups` (runGuard's). `args` is what node
 * runs; `env` adds to the defaults; `quiet` drops the app's stdout so that it cannot mix with the bench's JSON.
 */
export async function startBenchApp(cleanups, { name, args = ['--import', 'tsx', 'server/main.ts'], env = {}, quiet = false }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `lexchange-${name}-bench-`));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(20_000)]);
  });
  await waitForHealth(baseUrl);
  return { baseUrl, dataDir, port, pid: child.pid };
}

export const round = (value) => Math.round(value * 10) / 10;

/**
 * A bench's way out: steps pushed onto `cleanups` (stop the app, drop the data dir) run in reverse on `fail` and
 * when the time limit passes.
 */
export function runGuard(name, maxSeconds) {
  const cleanups = [];
  async function cleanup() {
    for (const step of cleanups.reverse()) await step().catch(() => {});
  }
  async function fail(error) {
    console.error(`${name}: ${error.message}`);
    await cleanup();
    process.exit(1);
  }
  setTimeout(() => fail(new Error(`gave up after ${maxSeconds} s`)), maxSeconds * 1000).unref();
  return { cleanups, cleanup, fail };
}
