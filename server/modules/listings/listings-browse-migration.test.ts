/**
 * Migrations 0002_listings_browse_indexes and 0003_listings_seller_card fill the columns that the buyer filters and the
 * listing cards read, for listings that exist already.
 */
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/db/database';
import { databaseBeforeMigration } from '../../test/migrations';

const MIGRATION = '0002_listings_browse_indexes';
const fresh = databaseBeforeMigration(MIGRATION);

describe(MIGRATION, () => {
  it('backfills the owners’ verification and handle, and billing_structures from the answers', async () => {
    await fresh.migrateToBefore();
    const sql = fresh.database.sql;
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

    await runMigrations(fresh.database);
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
