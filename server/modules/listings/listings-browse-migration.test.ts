/**
 * Migrations 0002_listings_browse_indexes and 0003_listings_seller_card fill the columns that the buyer filters and the
 * listing cards read, for listings that exist already.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, runMigrations, type Database } from '../../platform/db/database';

const MIGRATION = '0002_listings_browse_indexes';

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
  it('backfills the owners’ verification and handle, and billing_structures from the answers', async () => {
    await migrate(database.db, { migrationsFolder: earlier });
    const sql = database.sql;
    const user = (tag: string, level: string) =>
      sql<{ id: number }[]>`insert into users (unique_id, first_name, last_name, email, phone, password_hash, verification_level)
        values (${`LX-M${tag}`}, 'M', ${tag}, ${`${tag}@example.test`}, '5550000000', 'x', ${level}) returning id`.then(([row]) => row!.id);
    const verified = await user('VERIFIED', 'VBO');
    const unverified = await user('UNVERIFIED', 'unverified');
    const listing = (ownerId: number, moreInfo: unknown) =>
      sql<
        { id: number }[]
      >`insert into listings (owner_id, status, more_info) values (${ownerId}, 'active', ${JSON.stringify(moreInfo)}::jsonb) returning id`.then(
        ([row]) => row!.id,
      );
    const a = await listing(verified, { billing_structures: ['hourly', 'contingency'], reason_to_sell: 'Retiring' });
    const b = await listing(unverified, { reason_to_sell: 'Retiring' });
    const c = await listing(unverified, { billing_structures: 'not a list' });

    await runMigrations(database);
    const rows = await sql`
      select id, seller_verified, seller_verification_level, seller_unique_id, billing_structures from listings order by id`;
    const seller = (level: string, handle: string) => ({
      seller_verified: level !== 'unverified',
      seller_verification_level: level,
      seller_unique_id: handle,
    });
    expect(rows).toEqual([
      { id: a, ...seller('VBO', 'LX-MVERIFIED'), billing_structures: ['hourly', 'contingency'] },
      { id: b, ...seller('unverified', 'LX-MUNVERIFIED'), billing_structures: [] },
      { id: c, ...seller('unverified', 'LX-MUNVERIFIED'), billing_structures: [] },
    ]);
  });
});
