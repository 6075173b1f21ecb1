/**
 * Migration 0025_data_room_folders turns the two data-room collections into two folders per listing: every file keeps
 * its place and every folder its stage; listings and files inserted afterwards get their folders by themselves.
 */
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/db/database';
import { databaseBeforeMigration } from '../../test/migrations';

const MIGRATION = '0025_data_room_folders';
const fresh = databaseBeforeMigration(MIGRATION);

describe(MIGRATION, () => {
  it('moves each file into the folder of its collection, at the stage the collection had', async () => {
    await fresh.migrateToBefore();
    const sql = fresh.database.sql;
    const [owner] = await sql<{ id: number }[]>`insert into users (unique_id, first_name, last_name, email, phone, password_hash)
      values ('LX-MFOLDERS', 'M', 'Folders', 'folders@example.test', '5550000000', 'x') returning id`;
    const listing = async () =>
      (await sql<{ id: number }[]>`insert into listings (owner_id, status) values (${owner!.id}, 'active') returning id`)[0]!.id;
    const staged = await listing();
    const plain = await listing();
    const file = async (listingId: number, collection: string, name: string) =>
      (
        await sql<{ id: number }[]>`insert into listing_files (listing_id, collection_name, storage_key, filename, mimetype, size)
          values (${listingId}, ${collection}, ${`listings/${listingId}/${name}`}, ${name}, 'application/pdf', 10) returning id`
      )[0]!.id;
    const pnl = await file(staged, 'financials_needed', 'pnl.pdf');
    const clients = await file(staged, 'financials_ready', 'clients.pdf');
    const other = await file(plain, 'financials_ready', 'other.pdf');
    await sql`insert into data_room_folder_stages (listing_id, folder, opens_at) values (${staged}, 'financials_ready', 'letter_of_intent')`;

    await runMigrations(fresh.database);
    const folders = await sql`select listing_id, name, position, opens_at, collection from data_room_folders order by listing_id, position`;
    const needed = { name: 'Financial statements (profit and loss, last 3 years)', position: 0, collection: 'financials_needed' };
    const ready = { name: 'Other financial documents ready to share', position: 1, collection: 'financials_ready' };
    expect(folders).toEqual([
      { listing_id: staged, ...needed, opens_at: 'access' },
      { listing_id: staged, ...ready, opens_at: 'letter_of_intent' },
      { listing_id: plain, ...needed, opens_at: 'access' },
      { listing_id: plain, ...ready, opens_at: 'access' },
    ]);
    const placed =
      await sql`select f.id, d.listing_id, d.collection from listing_files f join data_room_folders d on d.id = f.folder_id order by f.id`;
    expect(placed).toEqual([
      { id: pnl, listing_id: staged, collection: 'financials_needed' },
      { id: clients, listing_id: staged, collection: 'financials_ready' },
      { id: other, listing_id: plain, collection: 'financials_ready' },
    ]);

    // Afterwards: a new listing gets the two folders, a file without a folder goes in its collection's.
    const later = await listing();
    const laterFile = await file(later, 'financials_needed', 'later.pdf');
    const [row] =
      await sql`select d.listing_id, d.collection from listing_files f join data_room_folders d on d.id = f.folder_id where f.id = ${laterFile}`;
    expect(row).toEqual({ listing_id: later, collection: 'financials_needed' });
  });
});
