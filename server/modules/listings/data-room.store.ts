/** Stores checked data-room files and records them, so that a failure leaves neither a row nor an object behind. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Transaction } from '../../platform/db/database';
import type { UploadedFile } from '../../../contracts/common/common';
import { validationError } from '../../platform/errors';
import { DATA_ROOM_MESSAGES, DATA_ROOM_UPLOADS } from '../../../contracts/listings/files';
import type { FileCollection } from '../../../contracts/listings/questionnaire';
import { SELLER_FOLDER_COLLECTION } from '../../../contracts/data-room/folders';
import { checkUpload, type CheckedFile } from '../../platform/uploads/check-upload';
import { listingFiles } from './listings.table';

export interface DataRoomUploads {
  financials_needed?: UploadedFile | UploadedFile[];
  financials_ready?: UploadedFile | UploadedFile[];
  /** Files into a folder the seller made (data-room-folders.service.ts resolves it). */
  folder?: { id: number; files: UploadedFile[] };
}

interface PendingFile extends CheckedFile {
  collection: FileCollection | typeof SELLER_FOLDER_COLLECTION;
  /** Null: the folder of the collection (set by the database). */
  folderId: number | null;
  key: string;
}

const asList = (value: UploadedFile | UploadedFile[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Checks every file before anything is stored: one bad file refuses the whole upload. */
export async function checkUploads(listingId: number, uploads: DataRoomUploads): Promise<PendingFile[]> {
  const needed = asList(uploads.financials_needed);
  if (needed.length > 1) throw validationError({ financials_needed: [DATA_ROOM_MESSAGES.single] });
  const entries = [
    ...needed.map((file) => ['financials_needed', file, null] as const),
    ...asList(uploads.financials_ready).map((file) => ['financials_ready', file, null] as const),
    ...(uploads.folder?.files ?? []).map((file) => [SELLER_FOLDER_COLLECTION, file, uploads.folder!.id] as const),
  ];
  const checked: PendingFile[] = [];
  for (const [collection, file, folderId] of entries) {
    const ok = await checkUpload(folderId === null ? collection : 'files', file, DATA_ROOM_UPLOADS);
    checked.push({ ...ok, collection, folderId, key: `listings/${listingId}/${randomUUID()}.${ok.ext}` });
  }
  return checked;
}

/**
 * Puts the files, then runs `record` (the database part, in a transaction) with the rows to insert. If anything
 * fails, the new objects are removed; objects replaced by the upload are removed only after the commit.
 */
export async function storeUploads<T>(
  deps: Pick<AppDeps, 'storage' | 'database'>,
  listingId: number,
  files: PendingFile[],
  uploadedBy: number,
  record: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  let replacedKeys: string[] = [];
  try {
    for (const file of files) {
      await deps.storage.put(file.key, file.data, file.mime);
      stored.push(file.key);
    }
    const result = await deps.database.db.transaction(async (tx) => {
      if (files.some((file) => file.collection === 'financials_needed')) {
        const replaced = await tx
          .delete(listingFiles)
          .where(and(eq(listingFiles.listingId, listingId), eq(listingFiles.collectionName, 'financials_needed')))
          .returning({ key: listingFiles.storageKey });
        replacedKeys = replaced.map((row) => row.key);
      }
      if (files.length > 0) {
        await tx.insert(listingFiles).values(
          files.map((file) => ({
            listingId,
            collectionName: file.collection,
            ...(file.folderId === null ? {} : { folderId: file.folderId }),
            storageKey: file.key,
            filename: file.filename,
            mimetype: file.mime,
            size: file.data.length,
            uploadedBy,
          })),
        );
      }
      return record(tx);
    });
    await Promise.allSettled(replacedKeys.map((key) => deps.storage.delete(key)));
    return result;
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/** Removes files of a listing by id; the objects go once the rows are gone. */
export async function deleteDataRoomFiles(tx: Transaction, listingId: number, fileIds: number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const removed = await tx
    .delete(listingFiles)
    .where(and(eq(listingFiles.listingId, listingId), inArray(listingFiles.id, fileIds)))
    .returning({ key: listingFiles.storageKey });
  return removed.map((row) => row.key);
}
