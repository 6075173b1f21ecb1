import { fileTypeFromBuffer } from 'file-type';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES, DATA_ROOM_TYPES } from '../../../contracts/listing-files';
import { validationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart-body';

export interface CheckedFile {
  filename: string;
  data: Buffer;
  mime: string;
  ext: string;
}

/** CSV has no magic bytes: accept it only as UTF-8 text without control characters, named .csv. */
function looksLikeCsv(file: UploadedFile): boolean {
  if (!/\.csv$/i.test(file.filename)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/** A file name safe to show and to send back in Content-Disposition. */
export function cleanFilename(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001F\u007F"\\/]/g, '_').trim().slice(-200);
  return clean || 'document';
}

/** The type comes from the bytes, never from the name or the browser's claim. */
export async function checkDataRoomFile(field: string, file: UploadedFile): Promise<CheckedFile> {
  const filename = cleanFilename(file.filename);
  if (file.size === 0) throw validationError({ [field]: [DATA_ROOM_MESSAGES.empty(filename)] });
  if (file.size > DATA_ROOM_MAX_BYTES) throw validationError({ [field]: [DATA_ROOM_MESSAGES.size(filename)] });
  const sniffed = await fileTypeFromBuffer(file.data);
  const known = DATA_ROOM_TYPES.find((type) => type.mime === sniffed?.mime && type.mime !== 'text/csv');
  if (known) return { filename, data: file.data, mime: known.mime, ext: known.ext };
  if (!sniffed && looksLikeCsv(file)) return { filename, data: file.data, mime: 'text/csv', ext: 'csv' };
  throw validationError({ [field]: [DATA_ROOM_MESSAGES.type(filename)] });
}
