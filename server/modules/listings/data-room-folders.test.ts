/** The seller's data-room folders (issue 33): make, rename, reorder, delete, upload into and move files between them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_MESSAGES, FOLDERS_PER_LISTING } from '../../../contracts/data-room/folders';
import { useTestApp } from '../../test/use-test-app';
import { caller, SAMPLE_FILES } from '../../test/http';
import { uploadDataRoomFiles } from './data-room.test-support';
import { grantListingAccess } from './listing-access';
import { listingActors, listingOf } from './listings.test-support';

const t = useTestApp();
let actors: Awaited<ReturnType<typeof listingActors>>;
beforeAll(async () => {
  actors = await listingActors(t);
});

type Folder = { id: number; folder: string; name: string | null; opens_at: string; open: boolean; position: number };
type Media = { id: number; folder_id: number; collection_name: string; filename: string };

const folders = (id: number) => `/listings/${id}/data-room/folders`;
const names = (data: Folder[]) => data.map((folder) => folder.name);

async function sellerListing() {
  const listing = await listingOf(t, actors.seller.user);
  const as = caller(t, actors.seller.headers);
  const make = async (name: string, opens_at?: string) => {
    const res = await as('POST', folders(listing.id), { name, ...(opens_at ? { opens_at } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as Folder[]).find((folder) => folder.name === name.trim())!;
  };
  return { listing, as, make };
}

const upload = (headers: Record<string, string>, id: number, parts: Parameters<typeof uploadDataRoomFiles>[3]) =>
  uploadDataRoomFiles(t.app, headers, id, parts);

describe('data-room folders', () => {
  it('gives every listing the questionnaire’s two folders, then the seller’s in their order', async () => {
    const { listing, as, make } = await sellerListing();
    const made = await make('  Client-matter summary ', 'letter_of_intent');
    expect(made).toEqual({
      id: made.id,
      folder: String(made.id),
      name: 'Client-matter summary',
      opens_at: 'letter_of_intent',
      open: true,
      position: 2,
    });
    const detail = (await as('GET', `/listings/${listing.id}`)).json();
    expect(detail.confidential.data_room_folders).toEqual([
      expect.objectContaining({ folder: 'financials_needed', name: 'Financial statements (profit and loss, last 3 years)', position: 0 }),
      expect.objectContaining({ folder: 'financials_ready', name: 'Other financial documents ready to share', position: 1 }),
      made,
    ]);
  });

  it('renames, restages and reorders a folder', async () => {
    const { listing, as, make } = await sellerListing();
    const trust = await make('Trust-account summary');
    await make('Full client list', 'purchase_agreement');
    const res = await as('PUT', `${folders(listing.id)}/${trust.id}`, { name: 'Trust account', opens_at: 'letter_of_intent', position: 0 });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).toEqual([
      'Trust account',
      'Financial statements (profit and loss, last 3 years)',
      'Other financial documents ready to share',
      'Full client list',
    ]);
    expect(res.json().data[0]).toMatchObject({ opens_at: 'letter_of_intent', position: 0 });
    const last = await as('PUT', `${folders(listing.id)}/${trust.id}`, { position: 29 });
    expect(names(last.json().data).at(-1)).toBe('Trust account');
    // The earlier stage-only body still works for the questionnaire's folders.
    const staged = await as('PUT', `${folders(listing.id)}/financials_ready`, { opens_at: 'purchase_agreement' });
    expect(staged.json().data).toContainEqual(expect.objectContaining({ folder: 'financials_ready', opens_at: 'purchase_agreement' }));
  });

  it.each<[string, unknown, string]>([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'name'],
    ['a name that is not text', { name: 12 }, 'name'],
    ['no name', {}, 'name'],
    ['an unknown stage', { name: 'Leases', opens_at: 'after_closing' }, 'opens_at'],
  ])('refuses to make a folder with %s (422)', async (_case, body, field) => {
    const { listing, as } = await sellerListing();
    const res = await as('POST', folders(listing.id), body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('refuses a name another folder has in any case, and a 31st folder', async () => {
    const { listing, as, make } = await sellerListing();
    const leases = await make('Leases');
    for (const name of ['LEASES', 'financial statements (profit and loss, last 3 years)']) {
      const res = await as('POST', folders(listing.id), { name });
      expect([res.statusCode, res.json().errors?.name]).toEqual([422, [FOLDER_MESSAGES.duplicate]]);
    }
    const other = await make('Payroll');
    const renamed = await as('PUT', `${folders(listing.id)}/${other.id}`, { name: 'leases' });
    expect([renamed.statusCode, renamed.json().errors?.name]).toEqual([422, [FOLDER_MESSAGES.duplicate]]);
    expect((await as('PUT', `${folders(listing.id)}/${leases.id}`, { name: 'Leases' })).statusCode).toBe(200);
    for (let i = 4; i < FOLDERS_PER_LISTING; i++) await make(`Folder ${i}`);
    const tooMany = await as('POST', folders(listing.id), { name: 'One more' });
    expect([tooMany.statusCode, tooMany.json().errors?.name]).toEqual([422, [FOLDER_MESSAGES.tooMany]]);
  });

  it.each<[string, unknown, string]>([
    ['nothing to change', {}, 'opens_at'],
    ['a negative position', { position: -1 }, 'position'],
    ['a position of 30', { position: 30 }, 'position'],
    ['a fractional position', { position: 1.5 }, 'position'],
    ['a name of 81 characters', { name: 'y'.repeat(81) }, 'name'],
  ])('refuses to change a folder with %s (422)', async (_case, body, field) => {
    const { listing, as, make } = await sellerListing();
    const folder = await make('Leases');
    const res = await as('PUT', `${folders(listing.id)}/${folder.id}`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('keeps the questionnaire’s folders: no rename, no delete', async () => {
    const { listing, as } = await sellerListing();
    const rename = await as('PUT', `${folders(listing.id)}/financials_needed`, { name: 'P&L' });
    expect([rename.statusCode, rename.json().errors?.name]).toEqual([422, [FOLDER_MESSAGES.questionnaireFolder]]);
    const remove = await as('DELETE', `${folders(listing.id)}/financials_ready`);
    expect([remove.statusCode, remove.json().errors?.folder]).toEqual([422, [FOLDER_MESSAGES.questionnaireFolder]]);
  });

  it('deletes an empty folder and refuses one that holds files, saying what to do', async () => {
    const { listing, as, make } = await sellerListing();
    const empty = await make('Empty');
    const held = await make('Leases');
    const res = await as('DELETE', `${folders(listing.id)}/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).not.toContain('Empty');
    expect(res.json().data.map((folder: Folder) => folder.position)).toEqual([0, 1, 2]);
    await upload(actors.seller.headers, listing.id, [
      { name: 'folder_id', data: String(held.id) },
      { name: 'files[]', filename: 'lease.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    const refused = await as('DELETE', `${folders(listing.id)}/${held.id}`);
    expect([refused.statusCode, refused.json().errors?.folder]).toEqual([422, [FOLDER_MESSAGES.notEmpty(1)]]);
  });

  it('answers 404 for a folder that is not the listing’s', async () => {
    const { listing, as } = await sellerListing();
    const other = await sellerListing();
    const foreign = await other.make('Theirs');
    expect((await as('PUT', `${folders(listing.id)}/${foreign.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await as('DELETE', `${folders(listing.id)}/${foreign.id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `${folders(listing.id)}/999999999`)).statusCode).toBe(404);
    const bad = await as('DELETE', `${folders(listing.id)}/client_list`);
    expect([bad.statusCode, bad.json().errors?.folder]).toEqual([422, [FOLDER_MESSAGES.folder]]);
  });

  it('lets only the owner or staff change folders, never staff acting as the seller', async () => {
    const { listing, make } = await sellerListing();
    const folder = await make('Leases');
    const path = `${folders(listing.id)}/${folder.id}`;
    await grantListingAccess(t.database.db, { listingId: listing.id, buyerId: actors.buyer.user.id, grantedById: actors.seller.user.id });
    for (const headers of [actors.buyer.headers, actors.otherSeller.headers]) {
      const as = caller(t, headers);
      expect([403, 404]).toContain((await as('POST', folders(listing.id), { name: 'Theirs' })).statusCode);
      expect([403, 404]).toContain((await as('PUT', path, { name: 'Theirs' })).statusCode);
      expect([403, 404]).toContain((await as('DELETE', path)).statusCode);
    }
    const acting = caller(t, await t.loginAs(actors.seller.user.id, { impersonatorId: actors.admin.user.id }));
    expect((await acting('POST', folders(listing.id), { name: 'Acting' })).statusCode).toBe(403);
    expect((await acting('DELETE', path)).statusCode).toBe(403);
    const staff = await caller(t, actors.admin.headers)('PUT', path, { name: 'Leases (staff)' });
    expect(staff.statusCode).toBe(200);
  });
});

describe('files in folders', () => {
  it('uploads into a folder the seller made and moves files between folders', async () => {
    const { listing, as, make } = await sellerListing();
    const leases = await make('Leases');
    const res = await upload(actors.seller.headers, listing.id, [
      { name: 'folder_id', data: String(leases.id) },
      { name: 'files[]', filename: 'lease.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
      { name: 'files[]', filename: 'lease.pdf', type: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().confidential.media as Media[];
    expect(media.map((file) => [file.filename, file.folder_id, file.collection_name])).toEqual([
      ['lease.csv', leases.id, 'data_room'],
      ['lease.pdf', leases.id, 'data_room'],
    ]);
    const statements = res.json().confidential.data_room_folders[0] as Folder;
    const moved = await as('PUT', `/listings/${listing.id}/files/${media[1]!.id}`, { folder_id: statements.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().confidential.media).toContainEqual(
      expect.objectContaining({ id: media[1]!.id, folder_id: statements.id, collection_name: 'financials_needed' }),
    );
    const second = await as('PUT', `/listings/${listing.id}/files/${media[0]!.id}`, { folder_id: statements.id });
    expect([second.statusCode, second.json().errors?.folder_id]).toEqual([422, [FOLDER_MESSAGES.statementsTaken]]);
    // Into a questionnaire folder by its id: the upload takes that folder's collection.
    const ready = res.json().confidential.data_room_folders[1] as Folder;
    const intoReady = await upload(actors.seller.headers, listing.id, [
      { name: 'folder_id', data: String(ready.id) },
      { name: 'files[]', filename: 'ar.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    expect(intoReady.json().confidential.media).toContainEqual(
      expect.objectContaining({ filename: 'ar.csv', folder_id: ready.id, collection_name: 'financials_ready' }),
    );
  });

  it('refuses files without a folder, a folder of another listing, and a move to one (422), a file not there (404)', async () => {
    const { listing, as } = await sellerListing();
    const other = await sellerListing();
    const foreign = await other.make('Theirs');
    const csv = { name: 'files[]', filename: 'a.csv', type: 'text/csv', data: SAMPLE_FILES.csv };
    const without = await upload(actors.seller.headers, listing.id, [csv]);
    expect([without.statusCode, without.json().errors?.folder_id]).toEqual([422, [FOLDER_MESSAGES.filesWithoutFolder]]);
    for (const value of [String(foreign.id), 'abc', '0']) {
      const res = await upload(actors.seller.headers, listing.id, [{ name: 'folder_id', data: value }, csv]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.folder_id).toBeTruthy();
    }
    const stored = await upload(actors.seller.headers, listing.id, [
      { name: 'financials_ready[]', filename: 'b.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    const file = (stored.json().confidential.media as Media[])[0]!;
    for (const body of [{ folder_id: foreign.id }, { folder_id: 'x' }, {}]) {
      const res = await as('PUT', `/listings/${listing.id}/files/${file.id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.folder_id).toBeTruthy();
    }
    expect((await as('PUT', `/listings/${listing.id}/files/999999999`, { folder_id: file.folder_id })).statusCode).toBe(404);
    expect(
      (await caller(t, actors.buyer.headers)('PUT', `/listings/${listing.id}/files/${file.id}`, { folder_id: file.folder_id })).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });
});
