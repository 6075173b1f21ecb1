import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../../contracts/common/common';
import type { Storage } from '../../platform/storage/storage.types';
import { DATA_ROOM_UPLOADS } from '../../../contracts/listings/files';
import { checkUpload, type CheckedFile } from '../../platform/uploads/check-upload';

/** The data room's upload rules (PDF, DOCX, XLSX, CSV, PNG, JPEG by their bytes, ≤ 25 MB); one bad file refuses the message. */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkUpload('attachments', file, DATA_ROOM_UPLOADS));
  return checked;
}

/** Stores under generated keys; if one write fails, the ones already written are removed again. */
export async function storeAttachments(storage: Storage, chatId: number, files: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = `messages/${chatId}/${randomUUID()}.${file.ext}`;
      await storage.put(key, file.data, file.mime);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await removeStored(storage, keys);
    throw error;
  }
}

export async function removeStored(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
