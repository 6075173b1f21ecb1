/**
 * The data room opens in stages (issue 33): each folder opens to a buyer after access (the default), after the letter
 * of intent or after the purchase agreement is signed, as the buyer's deal on the listing reaches that deal stage.
 * Deals sit above listings (MODULE_ORDER), so deals provides how far a buyer's deal has come (connectDeals).
 */
import { eq } from 'drizzle-orm';
import { DATA_ROOM_STAGES, DEFAULT_DATA_ROOM_STAGE, type DataRoomFolder, type DataRoomStage } from '../../../contracts/data-room/stages';
import { FILE_COLLECTIONS, type FileCollection } from '../../../contracts/questionnaire';
import type { DbOrTx } from './listings.repository';
import { dataRoomFolderStages } from './data-room.table';

export type FolderStages = ReadonlyMap<string, DataRoomStage>;
/** The stages a buyer's deal on the listing has reached ('access' always: they hold access). */
export type StagesReached = ReadonlySet<DataRoomStage>;
/** Owners and staff see every folder open. */
export const ALL_STAGES: StagesReached = new Set(DATA_ROOM_STAGES);
const ACCESS_ONLY: StagesReached = new Set([DEFAULT_DATA_ROOM_STAGE]);

type StagesReachedReader = (db: DbOrTx, listingId: number, buyerId: number) => Promise<DataRoomStage[]>;
let readStagesReached: StagesReachedReader = async () => [];

/** Deals tells listings how far a buyer's deal on a listing has come (called once at start-up). */
export function provideDataRoomStagesReached(reader: StagesReachedReader): void {
  readStagesReached = reader;
}

export async function folderStagesOf(db: DbOrTx, listingId: number): Promise<FolderStages> {
  const rows = await db
    .select({ folder: dataRoomFolderStages.folder, opensAt: dataRoomFolderStages.opensAt })
    .from(dataRoomFolderStages)
    .where(eq(dataRoomFolderStages.listingId, listingId));
  return toFolderStages(rows);
}

export const toFolderStages = (rows: readonly { folder: string; opensAt: string }[]): FolderStages =>
  new Map(rows.map((row) => [row.folder, row.opensAt as DataRoomStage]));

export const stageOfFolder = (stages: FolderStages, folder: string): DataRoomStage => stages.get(folder) ?? DEFAULT_DATA_ROOM_STAGE;

/** What a buyer with access has reached; asks deals only when some folder waits for a later stage. */
export async function stagesReachedBy(db: DbOrTx, stages: FolderStages, listingId: number, buyerId: number): Promise<StagesReached> {
  if ([...stages.values()].every((stage) => stage === DEFAULT_DATA_ROOM_STAGE)) return ACCESS_ONLY;
  return new Set([DEFAULT_DATA_ROOM_STAGE, ...(await readStagesReached(db, listingId, buyerId))]);
}

export function dataRoomFolders(stages: FolderStages, reached: StagesReached): DataRoomFolder[] {
  return FILE_COLLECTIONS.map((folder: FileCollection) => {
    const opensAt = stageOfFolder(stages, folder);
    return { folder, opens_at: opensAt, open: reached.has(opensAt) };
  });
}
