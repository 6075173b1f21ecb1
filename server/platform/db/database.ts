import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

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
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

export function connectDatabase(url: string, options: { max?: number; customPlanMax?: number } = {}): Database {
  const max = options.max ?? 10;
  const sql = postgres(url, { max, onnotice: () => {}, connection: { application_name: 'lexchange' } });
  // Connections open on first use, so an instance that serves no listings page never opens one.
  const customPlanSql = postgres(url, {
    max: options.customPlanMax ?? Math.max(1, Math.ceil(max / 2)),
    onnotice: () => {},
    connection: { application_name: 'lexchange-custom-plans', plan_cache_mode: 'force_custom_plan' },
  });
  const db = drizzle(sql);
  return {
    sql,
    db,
    customPlanSql,
    url,
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), customPlanSql.end({ timeout: 5 })]);
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
