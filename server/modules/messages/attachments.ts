import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { CHAT_MESSAGES } from '../../../contracts/chats';
import type { Storage } from '../../platform/storage/storage.types';
import { validationError } from '../../platform/errors';
import { MAX_FILE_BYTES, type UploadedFile } from '../../platform/http/multipart-body';

/** The data room's document types, decided from the bytes (CSV, having no signature, from being plain UTF-8 text). */
const SNIFFED_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export interface CheckedAttachment {
  filename: string;
  mimetype: string;
  ext: string;
  data: Buffer;
}

function looksLikeCsv(file: UploadedFile): boolean {
  if (path.extname(file.filename).toLowerCase() !== '.csv' || file.data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(file.data);
    return true;
  } catch {
    return false;
  }
}

/** What the sender named the file, without paths or control characters. */
function cleanFilename(name: string, ext: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\p{Cc}"]/gu, '').trim().slice(0, 200);
  return base || `attachment.${ext}`;
}

async function checkAttachment(file: UploadedFile): Promise<CheckedAttachment> {
  if (file.size > MAX_FILE_BYTES) throw validationError({ attachments: [CHAT_MESSAGES.attachmentSize] });
  const sniffed = await fileTypeFromBuffer(file.data);
  const ext = sniffed ? SNIFFED_TYPES[sniffed.mime] : looksLikeCsv(file) ? 'csv' : undefined;
  if (!ext) throw validationError({ attachments: [CHAT_MESSAGES.attachmentType] });
  return { filename: cleanFilename(file.filename, ext), mimetype: sniffed ? sniffed.mime : 'text/csv', ext, data: file.data };
}

/** Every file is checked before any is stored: one bad file refuses the whole message. */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedAttachment[]> {
  const checked: CheckedAttachment[] = [];
  for (const file of files) checked.push(await checkAttachment(file));
  return checked;
}

/** Stores under generated keys; if one write fails, the ones already written are removed again. */
export async function storeAttachments(storage: Storage, chatId: number, files: CheckedAttachment[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = `messages/${chatId}/${randomUUID()}.${file.ext}`;
      await storage.put(key, file.data, file.mimetype);
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
