// Start-up figures: `node scripts/start.mjs` on an empty DATA_DIR (initdb + migrations + demo data) and on an
// existing one, each to the first 200 from /api/health; the node process's RSS after 5 s idle; graceful stop time.
// Plain Node ESM; the SPA build must exist first (built here once when missing, outside the timings).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = 5_000;
// Another entry to compare against (e.g. a bundled server); `npm start`'s script by default.
const ENTRY = process.env.BENCH_ENTRY ?? 'scripts/start.mjs';

if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** CPU time the node process has used, in ms: a figure the other processes on a shared machine do not inflate. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 100 Hz ticks
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the app, returns ms to the first 200 from /api/health and a handle to stop it. */
async function start(dataDir) {
  const port = await freePort();
  const output = [];
  const began = performance.now();
  const app = spawn(process.execPath, [ENTRY], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout.on('data', (chunk) => output.push(chunk.toString()));
  app.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => app.once('exit', (code) => resolve(code)));
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode}):\n${output.join('')}`);
    const ok = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) break;
    if (performance.now() - began > 60_000) throw new Error(`no 200 within 60 s:\n${output.join('')}`);
    await sleep(10);
  }
  const ms = Math.round(performance.now() - began);
  return {
    ms,
    cpu: cpuMs(app.pid),
    pid: app.pid,
    output,
    async stop() {
      const stopBegan = performance.now();
      app.kill('SIGINT');
      const code = await exited;
      const pgPidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      const pgPid = existsSync(pgPidFile) ? Number(readFileSync(pgPidFile, 'utf8').split('\n')[0]) : 0;
      return { code, ms: Math.round(performance.now() - stopBegan), postgresLeftRunning: Boolean(pgPid && isAlive(pgPid)) };
    },
  };
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexchange-startup-'));
chmodSync(dataDir, 0o755); // the postgres user must traverse it when running as root
try {
  const first = await start(dataDir);
  const firstStop = await first.stop();

  const existing = [];
  const existingCpu = [];
  let idleRss = 0;
  let stop;
  for (let run = 0; run < RUNS; run++) {
    const app = await start(dataDir);
    existing.push(app.ms);
    existingCpu.push(app.cpu);
    if (run === RUNS - 1) {
      await sleep(IDLE_MS);
      idleRss = rssMb(app.pid);
    }
    stop = await app.stop();
    if (stop.code !== 0 || stop.postgresLeftRunning) throw new Error(`unclean stop ${JSON.stringify(stop)}:\n${app.output.join('')}`);
  }
  const figures = {
    empty_data_dir_to_first_200_ms: first.ms,
    existing_data_dir_to_first_200_ms: median(existing),
    existing_runs_ms: existing,
    empty_data_dir_node_cpu_ms: first.cpu,
    existing_data_dir_node_cpu_ms: median(existingCpu),
    load_average_1m: +os.loadavg()[0].toFixed(2),
    idle_rss_mb_after_5s: idleRss,
    graceful_stop_ms: stop.ms,
    first_stop: firstStop,
    entry: ENTRY,
    cpus: os.cpus().length,
    node: process.version,
    targets: { existing_ms: '<= 2000', empty_ms: '<= 6000', idle_rss_mb: '<= 150' },
  };
  console.log(JSON.stringify(figures, null, 2));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
