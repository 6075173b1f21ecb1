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
    connection: { application_name: 'lexchange' },
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
