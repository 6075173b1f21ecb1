import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSED_LOST_STAGE, CLOSED_WON_STAGE } from '../../../contracts/deals/deals';
import type { DataRoomStage } from '../../../contracts/data-room/stages';
import { useTestApp } from '../../test/use-test-app';
import { buildUser } from '../../test/factories';
import { caller, multipartParts, SAMPLE_FILES } from '../../test/http';
import { samplePdf } from '../listings/data-room.test-support';
import { grantListingAccess } from '../listings/listing-access';
import { notifications } from '../notifications/notifications.table';
import { deals } from './deals.table';
import { dealBetween, stagesOf } from './deals.test-support';

const t = useTestApp();

type Media = { id: number; collection_name: string; filename: string };

/** A deal (so the buyer holds access) on a listing with a stamped-able P&L and a CSV in the other folder, placed at `stage`. */
async function stagedRoom(stage: DataRoomStage) {
  const m = await dealBetween(t);
  const form = multipartParts([
    { name: 'financials_needed', filename: 'pnl.pdf', data: await samplePdf(1) },
    { name: 'financials_ready[]', filename: 'client-list.csv', type: 'text/csv', data: SAMPLE_FILES.csv },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${m.listing.id}/files`,
    headers: { ...m.as.seller, ...form.headers },
    payload: form.payload,
  });
  const media = uploaded.json().confidential.media as Media[];
  const staged = await caller(t, m.as.seller)('PUT', `/listings/${m.listing.id}/data-room/folders/financials_ready`, { opens_at: stage });
  expect(staged.statusCode).toBe(200);
  const { named } = await stagesOf(t, m.as.seller);
  const moveTo = (name: string) =>
    t.database.db
      .update(deals)
      .set({ stageId: named(name).id })
      .where(eq(deals.id, m.dealId));
  const later = media.find((file) => file.collection_name === 'financials_ready')!;
  const first = media.find((file) => file.collection_name === 'financials_needed')!;
  return { ...m, media, later, first, moveTo, named };
}

const sees = async (headers: Record<string, string>, listingId: number, file: Media) => {
  const detail = (await caller(t, headers)('GET', `/listings/${listingId}`)).json();
  const listed = (detail.confidential?.media ?? []).some((entry: Media) => entry.id === file.id);
  const download = (await caller(t, headers)('GET', `/listings/${listingId}/files/${file.id}`)).statusCode;
  return { listed, download, folders: detail.confidential?.data_room_folders };
};

describe('data room stages', () => {
  it.each<[DataRoomStage, string, boolean]>([
    ['access', 'Introduction', true],
    ['letter_of_intent', 'Introduction', false],
    ['letter_of_intent', 'Financial review', false],
    ['letter_of_intent', 'Letter of intent', true],
    ['letter_of_intent', 'Due diligence', true],
    ['letter_of_intent', CLOSED_WON_STAGE, true],
    ['purchase_agreement', 'Letter of intent', false],
    ['purchase_agreement', 'Due diligence', false],
    ['purchase_agreement', 'Purchase agreement', true],
    ['purchase_agreement', 'Client notice (ABA Model Rule 1.17)', true],
  ])('a folder at %s, for a buyer whose deal is at %s: open %s (listing and download)', async (stage, dealStage, open) => {
    const room = await stagedRoom(stage);
    await room.moveTo(dealStage);
    const buyer = await sees(room.as.buyer, room.listing.id, room.later);
    expect(buyer.listed).toBe(open);
    expect(buyer.download).toBe(open ? 200 : 404);
    expect(buyer.folders).toContainEqual(expect.objectContaining({ folder: 'financials_ready', opens_at: stage, open }));
    // The "after access" folder stays open whatever the stage.
    expect(await sees(room.as.buyer, room.listing.id, room.first)).toMatchObject({ listed: true, download: 200 });
  });

  it('the seller and staff see every folder open; a stranger gets 404 at every stage', async () => {
    const room = await stagedRoom('purchase_agreement');
    for (const headers of [room.as.seller, room.as.admin]) {
      const seen = await sees(headers, room.listing.id, room.later);
      expect(seen).toMatchObject({ listed: true, download: 200 });
      expect(seen.folders).toContainEqual(
        expect.objectContaining({ folder: 'financials_ready', opens_at: 'purchase_agreement', open: true }),
      );
    }
    const stranger = await buildUser(t.database.db, { userType: 'buying' });
    const headers = await t.loginAs(stranger.id);
    for (const file of [room.first, room.later])
      expect(await sees(headers, room.listing.id, file)).toMatchObject({ listed: false, download: 404 });
  });

  it('a closed folder shows the buyer its stage but never its files’ names', async () => {
    const room = await stagedRoom('letter_of_intent');
    const body = (await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}`)).body;
    expect(body).not.toContain('client-list.csv');
    expect(body).toContain('pnl.pdf');
  });

  it('a lost deal opens nothing, even past the purchase agreement', async () => {
    const room = await stagedRoom('letter_of_intent');
    await room.moveTo(CLOSED_LOST_STAGE);
    expect((await sees(room.as.buyer, room.listing.id, room.later)).download).toBe(404);
  });

  it.each([
    ['an unknown stage', 'financials_ready', { opens_at: 'after_closing' }, 'opens_at'],
    ['no stage', 'financials_ready', {}, 'opens_at'],
    ['a number', 'financials_ready', { opens_at: 3 }, 'opens_at'],
    ['an unknown folder', 'client_list', { opens_at: 'access' }, 'folder'],
  ])('refuses %s with 422', async (_case, folder, body, field) => {
    const m = await dealBetween(t);
    const res = await caller(t, m.as.seller)('PUT', `/listings/${m.listing.id}/data-room/folders/${folder}`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('only the owner or staff set a stage, never staff acting as the seller', async () => {
    const m = await dealBetween(t);
    const path = `/listings/${m.listing.id}/data-room/folders/financials_needed`;
    expect((await caller(t, m.as.buyer)('PUT', path, { opens_at: 'letter_of_intent' })).statusCode).toBe(403);
    const acting = await t.loginAs(m.seller.id, { impersonatorId: m.admin.id });
    expect((await caller(t, acting)('PUT', path, { opens_at: 'letter_of_intent' })).statusCode).toBe(403);
    expect((await caller(t, m.as.admin)('PUT', path, { opens_at: 'letter_of_intent' })).json().data).toContainEqual(
      expect.objectContaining({ folder: 'financials_needed', opens_at: 'letter_of_intent', open: true }),
    );
  });
});

describe('revoking access', () => {
  const revoke = (room: Awaited<ReturnType<typeof dealBetween>>, headers = room.as.seller, method: 'DELETE' | 'PUT' = 'DELETE') =>
    caller(t, headers)(method, `/listings/${room.listing.id}/access/${room.buyer.id}`);

  it('the seller revokes: identity and data room 404 for the buyer, the deal stays marked, the buyer is told; restore opens them again', async () => {
    const room = await stagedRoom('access');
    const res = await revoke(room);
    expect(res.statusCode).toBe(200);
    const detail = (await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}`)).json();
    expect(detail.access).toBe('anonymised');
    expect(detail.confidential).toBeNull();
    expect((await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}/files/${room.first.id}`)).statusCode).toBe(404);
    for (const headers of [room.as.buyer, room.as.seller]) {
      const deal = await caller(t, headers)('GET', `/deals/${room.dealId}`);
      expect(deal.statusCode).toBe(200);
      expect(deal.json()).toMatchObject({ access_revoked: true, is_closed: false });
    }
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, room.buyer.id));
    expect(told.map((row) => row.subject)).toContain('Your access to a listing was revoked');
    expect((await t.mails()).some((mail) => mail.includes('Your access to a listing was revoked'))).toBe(true);
    expect((await revoke(room)).statusCode).toBe(404);

    expect((await revoke(room, room.as.seller, 'PUT')).statusCode).toBe(200);
    expect((await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}/files/${room.first.id}`)).statusCode).toBe(200);
    expect((await caller(t, room.as.buyer)('GET', `/deals/${room.dealId}`)).json().access_revoked).toBe(false);
    expect((await revoke(room, room.as.seller, 'PUT')).statusCode).toBe(404);
  });

  it('only the owner or staff revoke, never the buyer, another member or staff acting as the seller', async () => {
    const room = await dealBetween(t);
    expect((await revoke(room, room.as.buyer)).statusCode).toBe(403);
    const other = await buildUser(t.database.db, { userType: 'selling' });
    expect([403, 404]).toContain((await revoke(room, await t.loginAs(other.id))).statusCode);
    expect((await revoke(room, await t.loginAs(room.seller.id, { impersonatorId: room.admin.id }))).statusCode).toBe(403);
    expect((await revoke(room, room.as.admin)).statusCode).toBe(200);
  });

  it('a deal closed as lost ends the buyer’s access by itself', async () => {
    const room = await stagedRoom('access');
    const { named } = room;
    const moved = await caller(t, room.as.seller)('PUT', `/deals/${room.dealId}`, {
      stage_id: named(CLOSED_LOST_STAGE).id,
      reason: 'Went elsewhere',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().access_revoked).toBe(true);
    expect((await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}`)).json().confidential).toBeNull();
    expect((await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}/files/${room.first.id}`)).statusCode).toBe(404);
  });

  it('a new grant (an accepted request) ends an earlier revocation', async () => {
    const room = await dealBetween(t);
    expect((await revoke(room)).statusCode).toBe(200);
    await grantListingAccess(t.database.db, { listingId: room.listing.id, buyerId: room.buyer.id, grantedById: room.seller.id });
    expect((await caller(t, room.as.seller)('GET', `/deals/${room.dealId}`)).json().access_revoked).toBe(false);
    expect((await caller(t, room.as.buyer)('GET', `/listings/${room.listing.id}`)).json().access).toBe('full');
  });

  it('refuses a buyer id that is not a number with 422', async () => {
    const room = await dealBetween(t);
    const res = await caller(t, room.as.seller)('DELETE', `/listings/${room.listing.id}/access/abc`);
    expect(res.statusCode).toBe(422);
  });
});
