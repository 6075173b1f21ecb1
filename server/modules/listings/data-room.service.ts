/** The data room: authorised, staged, stamped and logged downloads; the seller's log; removing a document. */
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { DATA_ROOM_STAGE_MESSAGES } from '../../../contracts/data-room/stages';
import type { DataRoomLog } from '../../../contracts/listings/responses';
import type { AppDeps } from '../../platform/deps';
import { notFound, unprocessable } from '../../platform/errors';
import type { StoredObject } from '../../platform/storage/storage.types';
import type { UserRow } from '../users/users.table';
import { dataRoomDownloadLog } from './data-room.query';
import { hasListingAccess } from './listing-access';
import { canManageListing, canSeeConfidential, canViewListing } from './listing.policy';
import { findListing } from './listings.repository';
import { manageableListing, refreshUsableInformation } from './listings.service';
import { dataRoomDownloads, listingFiles } from './listings.table';
import { deleteDataRoomFiles } from './data-room.store';
import { folderOpen, foldersOf, stagesReachedBy } from './data-room-stages';
import { PdfStampError, stampPdf } from './pdf-stamp';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

export interface DataRoomDownload {
  filename: string;
  type: string;
  size: number;
  body: Readable | Buffer;
}

interface Logger {
  warn(details: object, message: string): void;
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A buyer's copy of a PDF carries their name, e-mail and the time; one that cannot be stamped is refused, never sent as is. */
async function buyersCopy(object: StoredObject, user: UserRow, at: Date, refuse: (error: PdfStampError) => never): Promise<Buffer> {
  try {
    return Buffer.from(await stampPdf(await bytesOf(object.body), { name: `${user.firstName} ${user.lastName}`, email: user.email, at }));
  } catch (error) {
    if (error instanceof PdfStampError) refuse(error);
    throw error;
  }
}

/**
 * Each download is authorised on its own (owner, staff, or a buyer granted access whose deal has reached the folder's
 * stage) and logged before it streams. A buyer gets PDFs stamped; the owner and staff get the original.
 */
export async function downloadDataRoomFile(
  deps: Deps,
  user: UserRow,
  ids: { listingId: number; fileId: number },
  log: Logger,
): Promise<DataRoomDownload> {
  const db = deps.database.db;
  const { listingId, fileId } = ids;
  const listing = await findListing(db, listingId);
  if (!listing || !canViewListing(user, listing)) throw notFound();
  const granted = await hasListingAccess(db, listingId, user.id);
  if (!canSeeConfidential(user, listing, granted)) throw notFound();
  const [file] = await db
    .select()
    .from(listingFiles)
    .where(and(eq(listingFiles.id, fileId), eq(listingFiles.listingId, listingId)))
    .limit(1);
  if (!file) throw notFound();
  const buyer = !canManageListing(user, listing);
  if (buyer) {
    const folders = await foldersOf(db, listingId);
    if (!folderOpen(folders, await stagesReachedBy(db, folders, listingId, user.id), file.folderId)) throw notFound();
  }
  const object = await deps.storage.get(file.storageKey);
  if (!object) throw notFound();
  const at = deps.now();
  const stamped = buyer && file.mimetype === 'application/pdf';
  const body = stamped
    ? await buyersCopy(object, user, at, (error) => {
        log.warn(
          { listingId, fileId, userId: user.id, error: error.message, cause: String(error.cause ?? '') },
          'data-room PDF refused: it could not be stamped',
        );
        throw unprocessable(DATA_ROOM_STAGE_MESSAGES.stampFailed);
      })
    : object.body;
  await db
    .insert(dataRoomDownloads)
    .values({ listingId, fileId: file.id, filename: file.filename, userId: user.id, downloadedAt: at, stamped });
  return { filename: file.filename, type: object.contentType, size: Buffer.isBuffer(body) ? body.length : object.size, body };
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
      stamped: row.stamped,
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
