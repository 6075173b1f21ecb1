import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Db = PostgresJsDatabase;

export interface Database {
  sql: Sql;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: {
      application_name: 'lexchange',
      // Statements are prepared by name (postgres.js' default: one round trip each) but planned for their values on
      // every run: a cached generic plan guesses filters' selectivity, and for a listings page it chose a bitmap scan
      // and a sort, 10–20× slower than the ordered index scan. Planning these statements costs less than the extra
      // round trip of running them unnamed (bench/listings-query.mjs).
      plan_cache_mode: 'force_custom_plan',
    },
  });
  const db = drizzle(sql);
  return {
    sql,
    db,
    url,
    close: () => sql.end({ timeout: 5 }),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
