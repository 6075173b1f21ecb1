/**
 * The seller's data-room folders (issue 33): make, rename, restage, reorder and delete them, and move a file between
 * them. The questionnaire's two folders keep their names and stay; a folder that still holds files is not deleted
 * (422: the seller moves or removes the files first, so no file ever changes stage without the seller choosing it).
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  FOLDER_MESSAGES,
  FOLDERS_PER_LISTING,
  SELLER_FOLDER_COLLECTION,
  type CreateFolderBody,
  type FolderKey,
  type UpdateFolderBody,
} from '../../../contracts/data-room/folders';
import type { DataRoomFolders } from '../../../contracts/data-room/stages';
import type { UploadedFile } from '../../../contracts/common/common';
import type { Transaction } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { notFound, validationError } from '../../platform/errors';
import { listingToChange, type Changer, type Deps } from './data-room-access.service';
import { ALL_STAGES, folderColumns, foldersAsRead, foldersOf, type StoredFolder } from './data-room-stages';
import type { DataRoomUploads } from './data-room.store';
import { lockListing, type DbOrTx } from './listings.repository';
import { refreshUsableInformation } from './listings.service';
import { dataRoomFolders, listingFiles } from './listings.table';

const NAME_UNIQUE = 'data_room_folders_name_unique';

async function folderByKey(db: DbOrTx, listingId: number, key: FolderKey): Promise<StoredFolder> {
  const [folder] = await db
    .select(folderColumns)
    .from(dataRoomFolders)
    .where(
      and(
        eq(dataRoomFolders.listingId, listingId),
        /^\d+$/.test(key) ? eq(dataRoomFolders.id, Number(key)) : eq(dataRoomFolders.collection, key),
      ),
    )
    .limit(1);
  if (!folder) throw notFound('There is no such folder in this listing’s data room.');
  return folder as StoredFolder;
}

async function nameTaken(tx: Transaction, listingId: number, name: string, except: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: dataRoomFolders.id })
    .from(dataRoomFolders)
    .where(
      and(
        eq(dataRoomFolders.listingId, listingId),
        sql`lower(${dataRoomFolders.name}) = lower(${name})`,
        except === null ? undefined : ne(dataRoomFolders.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stores the folders in `order` as positions 0, 1, 2… */
async function renumber(tx: Transaction, order: readonly StoredFolder[], now: Date): Promise<void> {
  for (const [position, folder] of order.entries()) {
    if (folder.position !== position)
      await tx.update(dataRoomFolders).set({ position, updatedAt: now }).where(eq(dataRoomFolders.id, folder.id));
  }
}

/** Runs a change to a listing's folders with the listing locked (counts and positions stay consistent). */
async function changeFolders(
  deps: Deps,
  changer: Changer,
  listingId: number,
  change: (tx: Transaction) => Promise<void>,
): Promise<DataRoomFolders> {
  await listingToChange(deps, changer, listingId);
  try {
    await deps.database.db.transaction(async (tx) => {
      await lockListing(tx, listingId);
      await change(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw validationError({ name: [FOLDER_MESSAGES.duplicate] });
    throw error;
  }
  return { data: foldersAsRead(await foldersOf(deps.database.db, listingId), ALL_STAGES) };
}

export function createFolder(deps: Deps, changer: Changer, listingId: number, body: CreateFolderBody): Promise<DataRoomFolders> {
  return changeFolders(deps, changer, listingId, async (tx) => {
    const folders = await foldersOf(tx, listingId);
    if (folders.length >= FOLDERS_PER_LISTING) throw validationError({ name: [FOLDER_MESSAGES.tooMany] });
    if (await nameTaken(tx, listingId, body.name, null)) throw validationError({ name: [FOLDER_MESSAGES.duplicate] });
    const now = deps.now();
    await tx.insert(dataRoomFolders).values({
      listingId,
      name: body.name,
      position: folders.length,
      opensAt: body.opens_at ?? 'access',
      createdAt: now,
      updatedAt: now,
    });
  });
}

export function updateFolder(
  deps: Deps,
  changer: Changer,
  target: { listingId: number; folder: FolderKey },
  body: UpdateFolderBody,
): Promise<DataRoomFolders> {
  const { listingId } = target;
  return changeFolders(deps, changer, listingId, async (tx) => {
    const folder = await folderByKey(tx, listingId, target.folder);
    const now = deps.now();
    if (body.name !== undefined && body.name !== folder.name) {
      if (folder.collection !== null) throw validationError({ name: [FOLDER_MESSAGES.questionnaireFolder] });
      if (await nameTaken(tx, listingId, body.name, folder.id)) throw validationError({ name: [FOLDER_MESSAGES.duplicate] });
    }
    await tx
      .update(dataRoomFolders)
      .set({
        ...(body.name !== undefined && folder.collection === null ? { name: body.name } : {}),
        ...(body.opens_at !== undefined ? { opensAt: body.opens_at } : {}),
        updatedAt: now,
      })
      .where(eq(dataRoomFolders.id, folder.id));
    if (body.position !== undefined) {
      const others = (await foldersOf(tx, listingId)).filter((other) => other.id !== folder.id);
      others.splice(Math.min(body.position, others.length), 0, folder);
      await renumber(tx, others, now);
    }
  });
}

export function deleteFolder(deps: Deps, changer: Changer, target: { listingId: number; folder: FolderKey }): Promise<DataRoomFolders> {
  const { listingId } = target;
  return changeFolders(deps, changer, listingId, async (tx) => {
    const folder = await folderByKey(tx, listingId, target.folder);
    if (folder.collection !== null) throw validationError({ folder: [FOLDER_MESSAGES.questionnaireFolder] });
    const [held] = await tx.select({ files: count() }).from(listingFiles).where(eq(listingFiles.folderId, folder.id));
    if ((held?.files ?? 0) > 0) throw validationError({ folder: [FOLDER_MESSAGES.notEmpty(held!.files)] });
    await tx.delete(dataRoomFolders).where(eq(dataRoomFolders.id, folder.id));
    await renumber(
      tx,
      (await foldersOf(tx, listingId)).filter((other) => other.id !== folder.id),
      deps.now(),
    );
  });
}

/** The body folder a file goes to: one of the listing's folders, else a 422 on `folder_id`. */
async function targetFolder(db: DbOrTx, listingId: number, folderId: number): Promise<StoredFolder> {
  const [folder] = await db
    .select(folderColumns)
    .from(dataRoomFolders)
    .where(and(eq(dataRoomFolders.listingId, listingId), eq(dataRoomFolders.id, folderId)))
    .limit(1);
  if (!folder) throw validationError({ folder_id: [FOLDER_MESSAGES.folderId] });
  return folder as StoredFolder;
}

/** Moves a file to another folder; the statements folder holds one file, so a second is refused. */
export async function moveFile(deps: Deps, changer: Changer, ids: { listingId: number; fileId: number }, folderId: number): Promise<void> {
  const { listingId, fileId } = ids;
  await listingToChange(deps, changer, listingId);
  await deps.database.db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [file] = await tx
      .select({ id: listingFiles.id })
      .from(listingFiles)
      .where(and(eq(listingFiles.id, fileId), eq(listingFiles.listingId, listingId)))
      .limit(1);
    if (!file) throw notFound();
    const folder = await targetFolder(tx, listingId, folderId);
    if (folder.collection === 'financials_needed') {
      const [other] = await tx
        .select({ id: listingFiles.id })
        .from(listingFiles)
        .where(and(eq(listingFiles.folderId, folder.id), ne(listingFiles.id, fileId)))
        .limit(1);
      if (other) throw validationError({ folder_id: [FOLDER_MESSAGES.statementsTaken] });
    }
    await tx
      .update(listingFiles)
      .set({ folderId: folder.id, collectionName: folder.collection ?? SELLER_FOLDER_COLLECTION })
      .where(eq(listingFiles.id, fileId));
  });
  await refreshUsableInformation(deps, listingId);
}

/**
 * An upload's `files[]` go in the folder `folder_id` names: the questionnaire's folders take them as their collection
 * (the statements folder one file, replacing), the seller's own folders as theirs.
 */
export async function uploadsIntoFolder(
  db: DbOrTx,
  listingId: number,
  body: DataRoomUploads & { folder_id?: number | undefined; files?: UploadedFile | UploadedFile[] | undefined },
): Promise<DataRoomUploads> {
  const { folder_id: folderId, files, folder: _ignored, ...collections } = body;
  if (files === undefined) return collections;
  if (folderId === undefined) throw validationError({ folder_id: [FOLDER_MESSAGES.filesWithoutFolder] });
  const list = Array.isArray(files) ? files : [files];
  const folder = await targetFolder(db, listingId, folderId);
  if (folder.collection === 'financials_needed') return { ...collections, financials_needed: list };
  if (folder.collection === 'financials_ready')
    return { ...collections, financials_ready: [...asArray(collections.financials_ready), ...list] };
  return { ...collections, folder: { id: folder.id, files: list } };
}

const asArray = (value: UploadedFile | UploadedFile[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
