/** Migration 0006_verifications_backfill keeps the levels users held before verifications existed. */
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/db/database';
import { databaseBeforeMigration } from '../../test/migrations';

const MIGRATION = '0006_verifications_backfill';
const fresh = databaseBeforeMigration(MIGRATION);

describe(MIGRATION, () => {
  it('turns every level held before verifications existed into an approved grant, and leaves unverified users alone', async () => {
    await fresh.migrateToBefore();
    const sql = fresh.database.sql;
    const user = (tag: string, level: string) =>
      sql<{ id: number }[]>`insert into users (unique_id, first_name, last_name, email, phone, password_hash, verification_level)
        values (${`LX-V${tag}`}, 'V', ${tag}, ${`${tag}@example.test`}, '5550000000', 'x', ${level}) returning id`.then(([row]) => row!.id);
    const owner = await user('OWNER', 'VBO');
    const funded = await user('FUNDED', 'VLP');
    await user('NOBODY', 'unverified');

    await runMigrations(fresh.database);
    const rows = await sql`select user_id, level, source, status, expires_at from verifications order by user_id`;
    expect(rows).toEqual([
      { user_id: owner, level: 'VBO', source: 'submission', status: 'approved', expires_at: null },
      { user_id: funded, level: 'VLP', source: 'submission', status: 'approved', expires_at: null },
    ]);
  });
});
