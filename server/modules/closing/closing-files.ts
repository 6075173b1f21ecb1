/**
 * Closing-room files: checked like the data room's (size, type sniffed from the bytes, clean names), stored with
 * deps.storage, and downloadable only by the deal's two sides and staff; every download is logged before it streams.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { CLOSING_UPLOADS } from '../../../contracts/closing/closing';
import type { UploadedFile } from '../../../contracts/common/common';
import type { Transaction } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { checkUpload, type CheckedFile } from '../../platform/uploads/check-upload';
import { closingDealFor, type ClosingActor } from './closing-access';
import { closingDownloads, closingFiles } from './closing.table';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

interface PendingFile extends CheckedFile {
  key: string;
}

/** Every file checked before anything is stored: one bad file refuses the upload (422 on `files`). */
export async function checkClosingFiles(dealId: number, files: UploadedFile[]): Promise<PendingFile[]> {
  const checked: PendingFile[] = [];
  for (const file of files) {
    const ok = await checkUpload('files', file, CLOSING_UPLOADS);
    checked.push({ ...ok, key: `closing/${dealId}/${randomUUID()}.${ok.ext}` });
  }
  return checked;
}

/**
 * Puts the objects, then records them with `record` in one transaction; if anything fails, the new objects go.
 * `parent` says what the files belong to: a checklist item or a request's answer.
 */
export async function storeClosingFiles<T>(
  deps: Deps,
  target: { dealId: number; uploadedById: number; parent: { itemId: number } | { requestId: number } },
  files: PendingFile[],
  record: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await deps.storage.put(file.key, file.data, file.mime);
      stored.push(file.key);
    }
    return await deps.database.db.transaction(async (tx) => {
      const result = await record(tx);
      if (files.length > 0)
        await tx.insert(closingFiles).values(
          files.map((file) => ({
            dealId: target.dealId,
            ...target.parent,
            storageKey: file.key,
            filename: file.filename,
            mimetype: file.mime,
            size: file.data.length,
            uploadedById: target.uploadedById,
            createdAt: deps.now(),
          })),
        );
      return result;
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

export interface ClosingDownload {
  filename: string;
  type: string;
  size: number;
  body: Readable | Buffer;
}

/** Authorised on its own (the two sides and staff) and logged before it streams. */
export async function downloadClosingFile(
  deps: Deps,
  actor: ClosingActor,
  ids: { dealId: number; fileId: number },
): Promise<ClosingDownload> {
  const db = deps.database.db;
  await closingDealFor(db, actor, ids.dealId);
  const [file] = await db
    .select()
    .from(closingFiles)
    .where(and(eq(closingFiles.id, ids.fileId), eq(closingFiles.dealId, ids.dealId)))
    .limit(1);
  if (!file) throw notFound();
  const object = await deps.storage.get(file.storageKey);
  if (!object) throw notFound();
  await db
    .insert(closingDownloads)
    .values({ dealId: ids.dealId, fileId: file.id, filename: file.filename, userId: actor.user.id, downloadedAt: deps.now() });
  return { filename: file.filename, type: object.contentType, size: object.size, body: object.body };
}

/** Removes stored objects after their rows are gone (a failure leaves an orphan object, never a row without one). */
export async function removeObjects(deps: Pick<AppDeps, 'storage'>, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
}
