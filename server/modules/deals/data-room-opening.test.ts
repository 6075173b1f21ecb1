/**
 * Folders the seller makes open at their stage like the questionnaire's (404 before it), and the buyer is told once,
 * by name, when their deal opens them (issue 33).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataRoomStage } from '../../../contracts/data-room/stages';
import { useTestApp } from '../../test/use-test-app';
import { caller, multipartParts, SAMPLE_FILES } from '../../test/http';
import { notifications } from '../notifications/notifications.table';
import { announceOpenedFolders, FOLDERS_OPENED_SUBJECT } from './data-room-opening';
import { deals } from './deals.table';
import { completeConflictCheck, dealBetween, stagesOf } from './deals.test-support';
import { addDays } from '../../../contracts/offers/terms';
import { sends } from '../../test/http';
import { signAs } from '../offers/offers.test-support';

const t = useTestApp();

type Media = { id: number; folder_id: number; filename: string };
type Folder = { id: number; name: string | null; opens_at: DataRoomStage; open: boolean };

/** A deal on a listing whose seller made one folder per stage, each holding one file. */
async function roomWithFolders() {
  const m = await dealBetween(t);
  const seller = caller(t, m.as.seller);
  const made: Record<DataRoomStage, { folder: number; file: Media }> = {} as never;
  const folders: [DataRoomStage, string][] = [
    ['access', 'Three-year P&L'],
    ['letter_of_intent', 'Client-matter summary'],
    ['purchase_agreement', 'Full client list'],
  ];
  for (const [stage, name] of folders) {
    const created = await seller('POST', `/listings/${m.listing.id}/data-room/folders`, { name, opens_at: stage });
    const folder = (created.json().data as Folder[]).find((entry) => entry.name === name)!;
    const form = multipartParts([
      { name: 'folder_id', data: String(folder.id) },
      { name: 'files[]', filename: `${stage}.csv`, type: 'text/csv', data: SAMPLE_FILES.csv },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${m.listing.id}/files`,
      headers: { ...m.as.seller, ...form.headers },
      payload: form.payload,
    });
    made[stage] = {
      folder: folder.id,
      file: (uploaded.json().confidential.media as Media[]).find((file) => file.folder_id === folder.id)!,
    };
  }
  const { named } = await stagesOf(t, m.as.seller);
  const moveTo = (name: string) =>
    t.database.db
      .update(deals)
      .set({ stageId: named(name).id })
      .where(eq(deals.id, m.dealId));
  const told = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.buyer.id), eq(notifications.subject, FOLDERS_OPENED_SUBJECT)));
  return { ...m, made, named, moveTo, told };
}

describe('folders the seller made, by stage', () => {
  it.each<[string, DataRoomStage[]]>([
    ['Introduction', ['access']],
    ['Due diligence', ['access', 'letter_of_intent']],
    ['Purchase agreement', ['access', 'letter_of_intent', 'purchase_agreement']],
  ])('a buyer whose deal is at %s lists and downloads only the folders of %j', async (dealStage, open) => {
    const room = await roomWithFolders();
    await room.moveTo(dealStage);
    const buyer = caller(t, room.as.buyer);
    const detail = (await buyer('GET', `/listings/${room.listing.id}`)).json();
    for (const stage of ['access', 'letter_of_intent', 'purchase_agreement'] as const) {
      const { folder, file } = room.made[stage];
      const opened = open.includes(stage);
      expect(detail.confidential.media.some((entry: Media) => entry.id === file.id)).toBe(opened);
      expect((await buyer('GET', `/listings/${room.listing.id}/files/${file.id}`)).statusCode).toBe(opened ? 200 : 404);
      const listed = (detail.confidential.data_room_folders as Folder[]).find((entry) => entry.id === folder)!;
      expect(listed.open).toBe(opened);
      // A closed folder is never named to the buyer.
      if (!opened) expect(listed.name).toBeNull();
    }
    if (!open.includes('letter_of_intent')) expect(JSON.stringify(detail)).not.toContain('Client-matter summary');
  });
});

describe('telling the buyer a folder opened', () => {
  it('tells the buyer once, naming only the folders the stage opened, with a link to the data room', async () => {
    const room = await roomWithFolders();
    await room.moveTo('Letter of intent');
    await announceOpenedFolders(t.deps, room.dealId);
    const [notice, ...more] = await room.told();
    expect(more).toHaveLength(0);
    expect(notice!.url).toBe(`/listings/details/${room.listing.id}`);
    expect(notice!.body).toContain('reached the letter of intent');
    expect(notice!.body).toContain('Client-matter summary');
    expect(notice!.body).not.toContain('Full client list');
    expect(notice!.body).not.toContain('Three-year P&L');
    await announceOpenedFolders(t.deps, room.dealId);
    expect(await room.told()).toHaveLength(1);
  });

  it('a move through PUT /deals/{id} tells the buyer what it opened (both later stages at once)', async () => {
    const room = await roomWithFolders();
    await room.moveTo('Client notice (ABA Model Rule 1.17)');
    const moved = await caller(t, room.as.seller)('PUT', `/deals/${room.dealId}`, {
      stage_id: room.named('Purchase agreement').id,
      reason: 'The purchase agreement needs another look.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [notice] = await room.told();
    expect(notice!.body).toContain('the letter of intent and the purchase agreement');
    expect(notice!.body).toContain('Client-matter summary, Full client list');
  });

  it('tells nobody of a stage whose folders are empty of the seller’s choice, nor a buyer without access', async () => {
    const room = await roomWithFolders();
    await room.moveTo('Introduction');
    await announceOpenedFolders(t.deps, room.dealId);
    expect(await room.told()).toHaveLength(0);
    const revoked = await caller(t, room.as.seller)('DELETE', `/listings/${room.listing.id}/access/${room.buyer.id}`);
    expect(revoked.statusCode).toBe(200);
    await room.moveTo('Purchase agreement');
    await announceOpenedFolders(t.deps, room.dealId);
    expect(await room.told()).toHaveLength(0);
  });

  it('both sides signing the letter of intent tells the buyer what it opened', async () => {
    const room = await roomWithFolders();
    await completeConflictCheck(t, room);
    const http = sends(t);
    const offer = await http.post(`/api/deals/${room.dealId}/offers`, room.as.buyer, {
      price: 600_000,
      cash_at_closing: 600_000,
      earnout: null,
      transition_months: 6,
      contingencies: ['due_diligence'],
      expires_on: addDays(new Date().toISOString().slice(0, 10), 14),
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await http.put(`/api/offers/${offer.json<{ id: number }>().id}`, room.as.seller, { action: 'accept' });
    const loiId = accepted.json<{ loi_document_id: number }>().loi_document_id;
    expect((await signAs(t, loiId, room.as.buyer, room.buyer)).statusCode).toBe(200);
    expect(await room.told()).toHaveLength(0);
    expect((await signAs(t, loiId, room.as.seller, room.seller)).statusCode).toBe(200);
    await expect
      .poll(async () => (await room.told()).map((notice) => notice.body))
      .toEqual([expect.stringContaining('so these data-room folders are now open to you: Client-matter summary.')]);
  });
});
