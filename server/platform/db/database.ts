import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createDatabaseAvailability, type DatabaseAvailability } from './availability';
import { timeoutParameters, type SessionTimeouts } from './session-timeouts';

export type Sql = postgres.Sql;
export type Db = PostgresJsDatabase;
/** The handle inside `db.transaction(async (tx) => …)`; functions that must run inside a caller's transaction take it. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  /** The app's pool: statements are named prepared statements, and PostgreSQL caches a generic plan where it fits. */
  sql: Sql;
  db: Db;
  /**
   * A second, smaller pool whose connections plan every statement for its values (plan_cache_mode =
   * force_custom_plan), still as named prepared statements (one round trip). For the few statements whose best plan
   * depends on the values: a listings page (listings.query.ts), where a cached generic plan guesses the filters'
   * selectivity and chose a bitmap scan and a sort, 10–20× slower than the ordered index scan when many rows match.
   * Running such a statement unnamed instead costs a round trip (postgres.js describes it first); planning every
   * statement of the app for its values costs the other statements their cached plans.
   */
  customPlanSql: Sql;
  url: string;
  /** Whether the server can be reached, as requests saw it; requests answer 503 while it cannot. */
  availability: DatabaseAvailability;
  /**
   * `select 1` on a connection of its own, never queued behind the pools' requests: the readiness check's, so that an
   * instance busy with requests is not taken by its load balancer for one that cannot reach the database.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

/**
 * The application names of this process's two pools, tagged per process so the metrics can count this instance's
 * connections in pg_stat_activity when several instances share one PostgreSQL.
 */
const PROCESS_TAG = randomBytes(4).toString('hex');
export const POOL_APPLICATION_NAMES = [`lexchange ${PROCESS_TAG}`, `lexchange-custom-plans ${PROCESS_TAG}`];

/** Seconds a new connection may take: a server that does not answer is reported, not waited for. */
const CONNECT_TIMEOUT_SECONDS = 3;

export function connectDatabase(
  url: string,
  options: {
    max?: number;
    customPlanMax?: number;
    log?: (line: string) => void;
    /** Bounds on every statement of both pools (the app's requests and jobs); none when omitted. */
    timeouts?: SessionTimeouts;
  } = {},
): Database {
  const max = options.max ?? 10;
  const bounds = options.timeouts ? timeoutParameters(options.timeouts) : {};
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    connection: { application_name: POOL_APPLICATION_NAMES[0], ...bounds },
  });
  // Connections open on first use, so an instance that serves no listings page never opens one.
  const customPlanSql = postgres(url, {
    max: options.customPlanMax ?? Math.max(1, Math.ceil(max / 2)),
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    connection: { application_name: POOL_APPLICATION_NAMES[1], plan_cache_mode: 'force_custom_plan', ...bounds },
  });
  const db = drizzle(sql);
  // The probe has a connection of its own, made anew after a failure: it never queues behind the pool's requests nor
  // waits on one of the pool's connections to a server that is gone.
  let probeSql: postgres.Sql | null = null;
  const probe = async () => {
    probeSql ??= postgres(url, {
      max: 1,
      connect_timeout: 1,
      idle_timeout: 5,
      onnotice: () => {},
      connection: { application_name: 'lexchange-probe' },
    });
    try {
      await probeSql`select 1`;
    } catch (error) {
      void probeSql.end({ timeout: 0 });
      probeSql = null;
      throw error;
    }
  };
  const availability = createDatabaseAvailability({ probe, log: options.log });
  return {
    sql,
    db,
    customPlanSql,
    url,
    availability,
    ping: probe,
    close: async () => {
      availability.close();
      await Promise.all([sql.end({ timeout: 5 }), customPlanSql.end({ timeout: 5 }), probeSql?.end({ timeout: 1 })]);
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
