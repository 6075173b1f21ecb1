import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, migrationsFolder, type Database } from '../platform/db/database';

/**
 * A test file's empty database for testing one migration on rows that existed before it: `migrateToBefore()` applies
 * every migration before `migration` (copied with a journal of their own); the test then inserts the old rows and runs
 * the real `runMigrations`. The database and the folder are removed after the file.
 */
export function databaseBeforeMigration(migration: string) {
  const name = `lexchange_t_${randomBytes(6).toString('hex')}`;
  let database: Database | undefined;
  let earlier: string | undefined;

  beforeAll(async () => {
    const serverUrl = inject('databaseServerUrl');
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = connectDatabase(url.toString(), { max: 2 });
    earlier = await mkdtemp(path.join(os.tmpdir(), 'lexchange-migrations-'));
    await mkdir(path.join(earlier, 'meta'));
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === migration);
    if (index < 0) throw new Error(`No migration ${migration} in the journal.`);
    const before = journal.entries.slice(0, index);
    await writeFile(path.join(earlier, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const { tag } of before) await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(earlier, `${tag}.sql`));
  });

  afterAll(async () => {
    await database?.close();
    const admin = postgres(inject('databaseServerUrl'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
    if (earlier) await rm(earlier, { recursive: true, force: true });
  });

  const created = (): Database => {
    if (!database) throw new Error('The database exists from beforeAll on.');
    return database;
  };
  return {
    get database() {
      return created();
    },
    migrateToBefore: () => migrate(created().db, { migrationsFolder: earlier! }),
  };
}
