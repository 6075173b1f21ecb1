/** The data room: authorised, logged downloads; the seller's log; removing a document. */
import { and, eq } from 'drizzle-orm';
import type { DataRoomLog } from '../../../contracts/listing-responses';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { StoredObject } from '../../platform/storage/storage.types';
import type { UserRow } from '../users/users.table';
import { dataRoomDownloadLog } from './data-room.query';
import { hasListingAccess } from './listing-access';
import { canSeeConfidential, canViewListing } from './listing.policy';
import { findListing } from './listings.repository';
import { manageableListing, refreshUsableInformation } from './listings.service';
import { dataRoomDownloads, listingFiles } from './listings.table';
import { deleteDataRoomFiles } from './data-room.store';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

export interface DataRoomDownload {
  filename: string;
  object: StoredObject;
}

/** Each download is authorised on its own (owner, staff, or a buyer granted access) and logged before it streams. */
export async function downloadDataRoomFile(deps: Deps, user: UserRow, listingId: number, fileId: number): Promise<DataRoomDownload> {
  const db = deps.database.db;
  const listing = await findListing(db, listingId);
  if (!listing || !canViewListing(user, listing)) throw notFound();
  const granted = await hasListingAccess(db, listingId, user.id);
  if (!canSeeConfidential(user, listing, granted)) throw notFound();
  const [file] = await db
    .select()
    .from(listingFiles)
    .where(and(eq(listingFiles.id, fileId), eq(listingFiles.listingId, listingId)))
    .limit(1);
  const object = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !object) throw notFound();
  await db
    .insert(dataRoomDownloads)
    .values({ listingId, fileId: file.id, filename: file.filename, userId: user.id, downloadedAt: deps.now() });
  return { filename: file.filename, object };
}

export async function dataRoomLog(deps: Deps, user: UserRow, listingId: number): Promise<DataRoomLog> {
  await manageableListing(deps, user, listingId);
  const rows = await dataRoomDownloadLog(deps.database.db, listingId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      file_id: row.fileId,
      filename: row.filename,
      downloaded_at: row.downloadedAt.toISOString(),
      user:
        row.userId === null
          ? null
          : { id: row.userId, unique_id: row.uniqueId!, name: `${row.firstName} ${row.lastName}`, is_staff: row.role === 'admin' },
    })),
  };
}

export async function removeDataRoomFile(deps: Deps, user: UserRow, listingId: number, fileId: number): Promise<void> {
  await manageableListing(deps, user, listingId);
  const keys = await deps.database.db.transaction((tx) => deleteDataRoomFiles(tx, listingId, [fileId]));
  if (keys.length === 0) throw notFound();
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  await refreshUsableInformation(deps, listingId);
}
