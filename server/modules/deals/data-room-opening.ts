/**
 * The buyer is told when their deal opens more of the data room (issue 33): once per deal and stage (letter of
 * intent, purchase agreement), naming only the folders that stage opened, with a link to the data room. Called after
 * any move forward commits (PUT /deals/{id}, a signed letter of intent or purchase agreement); a buyer without access
 * (revoked) is not told, and a stage is not marked told until they could open it.
 */
import { eq } from 'drizzle-orm';
import { DATA_ROOM_STAGE_DEAL_STAGES, type DataRoomStage } from '../../../contracts/data-room/stages';
import { quotedListing } from '../../../contracts/listings/listings';
import { onDocumentSigned } from '../documents/document-events';
import { foldersOf } from '../listings/data-room-stages';
import { hasListingAccess } from '../listings/listing-access';
import { listingTitle } from '../listings/listings.repository';
import { notify, type NotifyDeps } from '../notifications/notify';
import { dataRoomStageNotices } from './data-room-notices.table';
import { dataRoomStagesReached } from './deal-data-room';
import { deals } from './deals.table';

export const FOLDERS_OPENED_SUBJECT = 'More of the data room is open to you';

const reachedWords = (stages: DataRoomStage[]) =>
  stages.map((stage) => `the ${(DATA_ROOM_STAGE_DEAL_STAGES as Record<string, string>)[stage]!.toLowerCase()}`).join(' and ');

/** Tells the deal's buyer which folders the stages their deal newly reached opened; returns the push failures. */
export async function announceOpenedFolders(deps: NotifyDeps, dealId: number): Promise<unknown[]> {
  const db = deps.database.db;
  const [deal] = await db.select({ listingId: deals.listingId, buyerId: deals.buyerId }).from(deals).where(eq(deals.id, dealId)).limit(1);
  if (!deal || deal.buyerId === null) return [];
  const { listingId, buyerId } = deal;
  const reached = await dataRoomStagesReached(db, listingId, buyerId);
  if (reached.length === 0 || !(await hasListingAccess(db, listingId, buyerId))) return [];
  const told = await db
    .insert(dataRoomStageNotices)
    .values(reached.map((stage) => ({ dealId, stage, notifiedAt: deps.now() })))
    .onConflictDoNothing()
    .returning({ stage: dataRoomStageNotices.stage });
  const stages = told.map((row) => row.stage as DataRoomStage);
  const opened = (await foldersOf(db, listingId)).filter((folder) => stages.includes(folder.opensAt));
  if (opened.length === 0) return [];
  const listing = await listingTitle(db, listingId);
  const named = listing ? quotedListing(listing) : 'the listing';
  const result = await notify(deps, buyerId, {
    event: 'deal_stage_changed',
    subject: FOLDERS_OPENED_SUBJECT,
    body: `Your deal on ${named} reached ${reachedWords([...new Set(opened.map((folder) => folder.opensAt))])}, so these data-room folders are now open to you: ${opened.map((folder) => folder.name).join(', ')}.`,
    url: `/listings/details/${listingId}`,
  });
  return result.pushError ? [result.pushError] : [];
}

/** A signed letter of intent or purchase agreement moves the deal (offers' step); its buyer hears what that opened. */
export function registerDataRoomOpeningSteps(): void {
  for (const kind of ['loi', 'purchase_agreement'] as const) {
    onDocumentSigned(kind, {
      name: 'deals.data-room-opened',
      run: async () => {},
      after: async (deps, event) => {
        if (event.document.dealId !== null) await announceOpenedFolders(deps, event.document.dealId);
      },
    });
  }
}
