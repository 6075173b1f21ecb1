import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type Database } from '../db/database';
import type { Jobs } from '../jobs/jobs.types';

/** Each check's state in words an operator reads off the load balancer's log; never an error's text. */
export interface ReadinessReport {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'behind' | 'unknown';
    jobs: 'ok' | 'not started';
    shutdown: 'no' | 'draining';
  };
}

export interface Readiness {
  /** The start of a SIGTERM drain: from now on the check says not ready, while requests are still served. */
  startDrain(): void;
  check(): Promise<ReadinessReport>;
}

/** The code's migration level: the newest entry of the migrations journal (drizzle stores its `when` as created_at). */
export function codeMigrationLevel(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * A ping that has not answered by then says PostgreSQL is busy, not gone (a refused or broken connection fails at
 * once, and requests that meet one mark the database down): the check answers ready rather than let a loaded
 * machine's slow answer make the load balancer take every instance out at once (#36).
 */
const PING_PATIENCE_MS = 500;

/**
 * Opens every connection of both pools before the instance first says ready. postgres.js opens them on demand, so a
 * freshly (re)started instance behind a load balancer met its first burst with ~15 connections opening at once; on a
 * loaded machine some took longer than the connect timeout and the instance marked the database down (#36).
 */
async function openPools(database: Database): Promise<void> {
  const open = (sql: Database['sql']) => Promise.all(Array.from({ length: sql.options.max }, () => sql`select 1`));
  await Promise.all([open(database.sql), open(database.customPlanSql)]);
}

/**
 * Whether this instance should get traffic: PostgreSQL answers, its schema is at least at the code's migration level,
 * the job workers run, and no drain has begun. /api/health stays the liveness check (is the process alive at all).
 */
export function createReadiness(database: Database, jobs: Pick<Jobs, 'isStarted'>, options: { level?: number } = {}): Readiness {
  let draining = false;
  let level: number | undefined = options.level;
  // Once the schema has reached the code's level it stays there: the check then only sees that PostgreSQL answers,
  // on the probe's own connection. Through the request pool, a check waited behind hundreds of queued requests on a
  // loaded machine and HAProxy took both (healthy, busy) instances out at once (#36).
  let migrated = false;

  const migrationsState = async (): Promise<ReadinessReport['checks']['migrations']> => {
    if (migrated) {
      const ping = database.ping();
      ping.catch(() => {}); // failing after the patience has run out is the availability probe's business, not this check's
      await Promise.race([ping, new Promise((resolve) => setTimeout(resolve, PING_PATIENCE_MS).unref())]);
      return 'ok';
    }
    level ??= codeMigrationLevel();
    const [row] = await database.sql<{ last: string | null }[]>`select max(created_at)::text as last from drizzle.__drizzle_migrations`;
    if (Number(row?.last ?? 0) < level) return 'behind';
    await openPools(database);
    migrated = true;
    return 'ok';
  };

  return {
    startDrain: () => void (draining = true),
    async check() {
      let databaseState: ReadinessReport['checks']['database'] = 'unreachable';
      let migrations: ReadinessReport['checks']['migrations'] = 'unknown';
      if (!database.availability.isDown()) {
        try {
          migrations = await migrationsState();
          databaseState = 'ok';
        } catch {
          // Unreachable, or the migrations table unreadable: either way not ready; the reason is in the database's log.
        }
      }
      const checks: ReadinessReport['checks'] = {
        database: databaseState,
        migrations,
        jobs: jobs.isStarted() ? 'ok' : 'not started',
        shutdown: draining ? 'draining' : 'no',
      };
      const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.jobs === 'ok' && !draining;
      return { ready, checks };
    },
  };
}
