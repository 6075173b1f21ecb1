// Two Lexchange instances behind HAProxy on one PostgreSQL (issue #36), for the bench (bench/haproxy.mjs) and the e2e
// journey through the proxy (playwright.proxy.config.ts). Run under `node --import tsx` (it starts the embedded
// PostgreSQL with the app's own code).
//
//   node --import tsx scripts/two-instances.mjs --port 8480 [--seed-demo] [--data-dir DIR]   serves until SIGTERM / SIGINT
//
// - PostgreSQL: the embedded server (server/platform/db/embedded.ts) in a folder of its own, so that either app
//   instance can stop without taking the database with it. The instances reach it with DATABASE_URL.
// - The two instances share one DATA_DIR: its generated secrets (session, real-time) must be the same on both, since
//   a browser's requests alternate between them; the uploads folder is shared too (one machine; S3 across machines).
// - HAProxy: Debian's (installed when missing, as .ci/run installs PostgreSQL 15), configured in a temporary folder
//   by haproxyConfig() below; the choices are explained there and in docs/operations.md.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, freePort, startEmbeddedDatabase } from '../server/platform/db/embedded.ts';
import { run as runBuild, serverEntry, stale } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const HAPROXY = '/usr/sbin/haproxy';
/** HAProxy checks /api/ready this often and takes an instance out after this many failures. */
const CHECK_INTERVAL_MS = 1000;
const CHECK_FALL = 2;
/** A busy instance may answer its check late; only a check that takes longer than this counts as failed. */
const CHECK_TIMEOUT_MS = 2000;
/** The instances keep serving this long after SIGTERM: twice the time HAProxy needs to take them out. */
export const DRAIN_MS = 2 * CHECK_INTERVAL_MS * CHECK_FALL;

/** Debian's HAProxy, installed when missing (as .ci/run installs PostgreSQL 15). */
export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return;
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  if (apt(['install', '-y', '-qq', 'haproxy']).status !== 0 || !existsSync(HAPROXY)) throw new Error('could not install haproxy');
}

/**
 * The proxy in front of the two instances.
 * - Round robin per request, no stickiness: any instance serves any session (sessions and real-time secrets are shared).
 * - Health: GET /api/ready every second, out after 2 failures, back after 2 successes; the app turns not-ready at the
 *   start of its SIGTERM drain (an immediate 503), so the proxy stops sending within ~2 s, inside the 4 s drain. A
 *   check gets 2 s to answer: with the default (the interval) a loaded machine took both instances out at once.
 * - Retries: a request that never reached an instance (connection refused or reset before sending: a killed or
 *   stopped instance) is retried on the other one whatever its method (`conn-failure`, `option redispatch`). A request
 *   the instance may have received and begun (empty or broken answer) is retried only for GET and HEAD, which change
 *   nothing; a POST, PUT or DELETE that may have been applied is never sent twice: the client gets the 502 and decides.
 *   503 is not retried: the app answers it when the shared database is busy, where a retry only adds load.
 * - WebSockets: passed through (HTTP/1.1 upgrade); `timeout tunnel` keeps an idle socket (pings every 120 s) open.
 * - X-Forwarded-For / -Proto are set for TRUST_PROXY=1 (the rate limits count the real client's address).
 */
export function haproxyConfig({ port, instances }) {
  return `global
  maxconn 5000
  log stderr format short local0 warning

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  timeout tunnel 1h
  timeout check ${CHECK_TIMEOUT_MS}
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response junk-response

frontend lexchange
  bind 127.0.0.1:${port}
  option forwardfor
  http-request set-header X-Forwarded-Proto http
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise 2
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
`;
}

async function waitFor(url, { timeoutMs = 90_000, exited = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`exited before ${url} answered`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * One app instance on `port`: start (resolves when /api/ready answers 200), stop (SIGTERM: drain, then exit) and kill
 * (SIGKILL). Its output is kept for when it fails.
 */
function appInstance({ name, port, env, log }) {
  let child;
  let output = '';
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  const waitExit = () => (exited() ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    pid: () => child?.pid,
    async start(extraEnv = {}) {
      output = '';
      child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
        cwd: root,
        env: { ...env, PORT: String(port), ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk) => {
        output = (output + chunk.toString()).slice(-20_000);
        // The instance's warnings and errors (LOG_LEVEL warn), one line each, for the bench's log.
        for (const line of chunk.toString().split('\n')) {
          const message = /"msg":"([^"]*)"/.exec(line)?.[1];
          if (message) log(`instance ${name}: ${message}`);
        }
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (code, signal) => log(`instance ${name} exited (${signal ?? code})`));
      try {
        await waitFor(`http://127.0.0.1:${port}/api/ready`, { exited });
      } catch (error) {
        throw new Error(`instance ${name}: ${error.message}\n${output}`);
      }
      log(`instance ${name} ready on ${port} (pid ${child.pid})`);
    },
    async stop() {
      if (exited()) return;
      child.kill('SIGTERM');
      await waitExit();
    },
    async kill() {
      if (exited()) return;
      child.kill('SIGKILL');
      await waitExit();
    },
  };
}

/**
 * PostgreSQL, two instances and HAProxy on `port` (the address members use). `ports` are the instances' own;
 * `env` adds to every instance's environment; `seedDemo` seeds the demo marketplace on the first start of the first;
 * `dataDir` is the instances' shared DATA_DIR (a temporary one by default).
 */
export async function startTwoInstances({ port, ports, env = {}, seedDemo = false, dataDir, log = () => {} }) {
  ensureHaproxy();
  if (stale('dist/web/index.html', ['web', 'contracts'])) runBuild('build:web', 'the web app');
  serverEntry('main.js');
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops.length = 0;
  };
  try {
    const work = mkdtempSync(path.join(os.tmpdir(), 'lexchange-two-instances-'));
    chmodSync(work, 0o755); // the embedded PostgreSQL runs as another user when we are root
    stops.push(async () => rmSync(work, { recursive: true, force: true }));
    const database = await startEmbeddedDatabase(path.join(work, 'db'), log);
    stops.push(() => database.stop());
    const databaseUrl = await ensureDatabase(database.url, 'lexchange');
    const baseUrl = `http://localhost:${port}`;
    dataDir ??= path.join(work, 'app');
    const [portA, portB] = ports ?? [await freePort(), await freePort()];
    const instanceEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: baseUrl,
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      METRICS_PORT: '0',
      SEED_DEMO: '0',
      ...env,
    };
    const instances = [
      appInstance({ name: 'a', port: portA, env: instanceEnv, log }),
      appInstance({ name: 'b', port: portB, env: instanceEnv, log }),
    ];
    stops.push(() => Promise.all(instances.map((instance) => instance.stop())));
    // One after the other: the first migrates the database and writes the shared secrets into DATA_DIR.
    await instances[0].start(seedDemo ? { SEED_DEMO: '1' } : {});
    await instances[1].start();

    const configFile = path.join(work, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port, instances }));
    const proxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
    stops.push(async () => {
      if (proxy.exitCode !== null) return;
      proxy.kill('SIGTERM');
      await new Promise((resolve) => proxy.once('exit', resolve));
    });
    await waitFor(`${baseUrl}/api/ready`, { exited: () => proxy.exitCode !== null });
    log(`HAProxy on ${baseUrl} in front of ${instances.map((instance) => instance.url).join(' and ')}`);
    return { baseUrl, databaseUrl, dataDir, instances, configFile, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * A rolling restart: each instance in turn is sent SIGTERM (it turns not-ready, HAProxy takes it out, it drains and
 * exits), started again and waited for until HAProxy itself sees it ready, before the next one.
 */
export async function rollingRestart(cluster, log = () => {}) {
  const steps = [];
  for (const instance of cluster.instances) {
    const startedAt = performance.now();
    await instance.stop();
    const stoppedAt = performance.now();
    await instance.start();
    // The proxy needs `rise` successful checks before it sends traffic again.
    await sleep(CHECK_INTERVAL_MS * 3);
    steps.push({
      instance: instance.name,
      drain_and_exit_ms: Math.round(stoppedAt - startedAt),
      start_ms: Math.round(performance.now() - stoppedAt),
    });
    log(`instance ${instance.name} restarted`);
  }
  return steps;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '8480' }, 'seed-demo': { type: 'boolean' }, 'data-dir': { type: 'string' } },
  });
  const cluster = await startTwoInstances({
    port: Number(values.port),
    seedDemo: Boolean(values['seed-demo']),
    dataDir: values['data-dir'] && path.resolve(values['data-dir']),
    log: (line) => console.log(line),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
