/** Migration 0006_verifications_backfill keeps the levels users held before verifications existed. */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, runMigrations, type Database } from '../../platform/db/database';

const MIGRATION = '0006_verifications_backfill';

let database: Database;
let earlier: string;
const name = `lexchange_t_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  const serverUrl = inject('databaseServerUrl');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  database = connectDatabase(url.toString(), { max: 2 });
  // The migrations before this one, in a folder of their own.
  earlier = await mkdtemp(path.join(os.tmpdir(), 'lexchange-migrations-'));
  await mkdir(path.join(earlier, 'meta'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === MIGRATION),
  );
  await writeFile(path.join(earlier, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const { tag } of before) await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(earlier, `${tag}.sql`));
});

afterAll(async () => {
  await database.close();
  const admin = postgres(inject('databaseServerUrl'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end();
  await rm(earlier, { recursive: true, force: true });
});

describe(MIGRATION, () => {
  it('turns every level held before verifications existed into an approved grant, and leaves unverified users alone', async () => {
    await migrate(database.db, { migrationsFolder: earlier });
    const sql = database.sql;
    const user = (tag: string, level: string) =>
      sql<{ id: number }[]>`insert into users (unique_id, first_name, last_name, email, phone, password_hash, verification_level)
        values (${`LX-V${tag}`}, 'V', ${tag}, ${`${tag}@example.test`}, '5550000000', 'x', ${level}) returning id`.then(([row]) => row!.id);
    const owner = await user('OWNER', 'VBO');
    const funded = await user('FUNDED', 'VLP');
    await user('NOBODY', 'unverified');

    await runMigrations(database);
    const rows = await sql`select user_id, level, source, status, expires_at from verifications order by user_id`;
    expect(rows).toEqual([
      { user_id: owner, level: 'VBO', source: 'submission', status: 'approved', expires_at: null },
      { user_id: funded, level: 'VLP', source: 'submission', status: 'approved', expires_at: null },
    ]);
  });
});
