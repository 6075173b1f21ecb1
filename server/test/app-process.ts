import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { freePort, runningEmbeddedDatabaseUrl } from '../platform/db/embedded';
import type { TestApp } from './app';

/**
 * The built app, `npm run backup` and `npm run restore` as child processes, for tests that kill the app or must not
 * share a pool or an embedded server with the test process (a restore in-process left a later test hanging).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundleEntry = (name: string) => path.join(root, 'dist/server', name);

/** Builds dist/server when stale, one test file at a time (two builds writing the same files would collide). */
export function buildServerBundle(): void {
  mkdirSync(path.join(root, 'dist'), { recursive: true }); // the lock file's folder, on a fresh checkout too
  const result = spawnSync(
    'flock',
    [
      path.join(root, 'dist', '.build-server.lock'),
      process.execPath,
      '-e',
      "import('./scripts/server-bundle.mjs').then((m) => m.serverEntry('main.js'))",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`could not build the server bundle: ${result.stderr}${result.stdout}`);
}

/** The environment of a child: the caller's, without anything that points it at another database. */
function childEnv(dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // METRICS_PORT 0: several children at once would all ask for the default metrics port.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    METRICS_PORT: '0',
    ...extra,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'BACKUP_DIR', 'S3_BUCKET']) if (!(name in extra)) delete env[name];
  return env;
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs scripts/backup.mjs or scripts/restore.mjs to its end. */
export function runScript(script: 'backup' | 'restore', args: string[], dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
    cwd: root,
    env: childEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Math.round(performance.now() - startedAt) }));
  });
}

export interface AppProcess {
  url: string;
  pid: number;
  /** From spawn to the first 200 of /api/health. */
  readyMs: number;
  output(): string;
  /** SIGTERM and wait for the exit (the app stops its embedded server). */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all; the embedded server is left running as an orphan, as after a real crash. */
  kill(): Promise<void>;
}

async function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts dist/server/main.js on DATA_DIR and resolves once /api/health answers 200 (polled, no fixed sleep). */
export async function startAppProcess(dataDir: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 90_000): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [bundleEntry('main.js')], {
    cwd: root,
    env: childEnv(dataDir, { PORT: String(port), HOST: '127.0.0.1', APP_URL: url, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer /api/health in ${timeoutMs} ms:\n${output}`);
    }
    const status = await fetch(`${url}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = Math.round(performance.now() - startedAt);
  return {
    url,
    pid: child.pid!,
    readyMs,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      if (!(await exited(child, 30_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child, 10_000);
    },
  };
}

/** After a failed test: the embedded server a killed app left running on DATA_DIR is stopped too. */
export function stopLeftoverServer(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) process.kill(pid, 'SIGKILL');
  } catch {
    // no server, or already gone
  }
}

/**
 * The TestApp shape the API helpers take (`sends`, `chatClient`) over real HTTP to a child process, so the tests that
 * drive one reuse them: `inject` becomes a fetch with the same answer shape.
 */
export function overHttp(baseUrl: string): TestApp {
  const inject = async (request: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) => {
    const headers: Record<string, string> = { ...request.headers };
    let body: string | Blob | undefined;
    if (Buffer.isBuffer(request.payload)) body = new Blob([new Uint8Array(request.payload)]);
    else if (typeof request.payload === 'string') body = request.payload;
    else if (request.payload !== undefined) {
      body = JSON.stringify(request.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + request.url, { method: request.method, headers, body, redirect: 'manual' });
    const raw = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: { ...Object.fromEntries(res.headers), 'set-cookie': res.headers.getSetCookie() },
      body: raw.toString('utf8'),
      rawPayload: raw,
      json: () => JSON.parse(raw.toString('utf8')) as unknown,
    };
  };
  return { app: { inject } } as unknown as TestApp;
}

/** Signs in through the API as a browser does (the XSRF cookie first), returning the headers of the session. */
export async function signIn(t: TestApp, email: string, password: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const headers = () => ({
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
  });
  keep((await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' })).headers['set-cookie']);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: headers(), payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${login.statusCode}: ${login.body}`);
  keep(login.headers['set-cookie']);
  return headers();
}

/** Rows of the app database a child process serves from DATA_DIR, read through its running embedded server. */
export async function queryDataDir<T extends object>(dataDir: string, query: string): Promise<T[]> {
  const url = await runningEmbeddedDatabaseUrl(dataDir);
  if (!url) throw new Error(`no embedded server runs on ${dataDir}`);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return [...(await sql.unsafe<T[]>(query))];
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A test file's own empty DATA_DIR for app processes (the bundle built first): `start` runs the app on it; after the
 * file every app started is stopped, a server left behind too, and the folder removed.
 */
export function appDataDir(prefix: string): { path: () => string; start: (env?: NodeJS.ProcessEnv) => Promise<AppProcess> } {
  let dataDir = '';
  const apps: AppProcess[] = [];
  beforeAll(async () => {
    buildServerBundle();
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    await chmod(dataDir, 0o755); // the embedded server's user must traverse it when we are root
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.stop();
    stopLeftoverServer(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    path: () => dataDir,
    start: async (env) => {
      const app = await startAppProcess(dataDir, env);
      apps.push(app);
      return app;
    },
  };
}
