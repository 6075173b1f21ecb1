/**
 * The data room opens in stages (issue 33): each folder opens to a buyer after access (the default), after the letter
 * of intent or after the purchase agreement is signed, as the buyer's deal on the listing reaches that deal stage.
 * Deals sit above listings (MODULE_ORDER), so deals provides how far a buyer's deal has come (connectDeals).
 */
import { asc, eq } from 'drizzle-orm';
import { DATA_ROOM_STAGES, DEFAULT_DATA_ROOM_STAGE, type DataRoomFolder, type DataRoomStage } from '../../../contracts/data-room/stages';
import type { DbOrTx } from './listings.repository';
import { dataRoomFolders } from './listings.table';

/** A listing's folder as the stage rules read it. */
export interface StoredFolder {
  id: number;
  name: string;
  position: number;
  opensAt: DataRoomStage;
  collection: string | null;
}
/** A listing's folders in the seller's order. */
export type Folders = readonly StoredFolder[];
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

export const folderColumns = {
  id: dataRoomFolders.id,
  name: dataRoomFolders.name,
  position: dataRoomFolders.position,
  opensAt: dataRoomFolders.opensAt,
  collection: dataRoomFolders.collection,
};

export async function foldersOf(db: DbOrTx, listingId: number): Promise<StoredFolder[]> {
  const rows = await db
    .select(folderColumns)
    .from(dataRoomFolders)
    .where(eq(dataRoomFolders.listingId, listingId))
    .orderBy(asc(dataRoomFolders.position), asc(dataRoomFolders.id));
  return rows as StoredFolder[];
}

/** A file's folder is open to the caller; a file whose folder is unknown stays closed (the safe side). */
export function folderOpen(folders: Folders, reached: StagesReached, folderId: number): boolean {
  const folder = folders.find((candidate) => candidate.id === folderId);
  return folder !== undefined && reached.has(folder.opensAt);
}

/** What a buyer with access has reached; asks deals only when some folder waits for a later stage. */
export async function stagesReachedBy(db: DbOrTx, folders: Folders, listingId: number, buyerId: number): Promise<StagesReached> {
  if (folders.every((folder) => folder.opensAt === DEFAULT_DATA_ROOM_STAGE)) return ACCESS_ONLY;
  return new Set([DEFAULT_DATA_ROOM_STAGE, ...(await readStagesReached(db, listingId, buyerId))]);
}

/** The folders as the caller reads them: a buyer never reads the name of a folder still closed to them. */
export function foldersAsRead(folders: Folders, reached: StagesReached): DataRoomFolder[] {
  return [...folders]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((folder, index) => {
      const open = reached.has(folder.opensAt);
      return {
        id: folder.id,
        folder: folder.collection ?? String(folder.id),
        name: open ? folder.name : null,
        opens_at: folder.opensAt,
        open,
        position: index,
      };
    });
}
