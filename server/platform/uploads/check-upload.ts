import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../../../contracts/common/common';
import { validationError } from '../errors';

/** What a kind of upload accepts (the data room's and message attachments' rules are `DATA_ROOM_UPLOADS` in contracts). */
export interface UploadRules {
  maxBytes: number;
  /** Accepted types by their sniffed MIME type; `text/csv` has no magic bytes and is recognised by its text. */
  types: readonly { mime: string; ext: string }[];
  messages: { empty(filename: string): string; size(filename: string): string; type(filename: string): string };
}

export interface CheckedFile {
  filename: string;
  data: Buffer;
  mime: string;
  ext: string;
}

/** CSV has no magic bytes: accept it only as UTF-8 text without control characters, named .csv. */
export function looksLikeCsv(file: Pick<UploadedFile, 'filename' | 'data'>): boolean {
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

/**
 * Unicode's bidirectional controls (embeddings, overrides, isolates and marks): shown in a name they reorder what
 * follows, so "invoice\u202Efdp.exe" reads as "invoiceexe.pdf". They carry nothing a file name needs.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A file name safe to show and to send back in Content-Disposition. */
export function cleanFilename(filename: string): string {
  const clean = filename
    .replace(BIDI_CONTROLS, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F"\\/]/g, '_')
    .trim()
    .slice(-200);
  return clean || 'document';
}

/** The type comes from the bytes, never from the name or the browser's claim; a refusal is a 422 on `field`. */
export async function checkUpload(field: string, file: UploadedFile, rules: UploadRules): Promise<CheckedFile> {
  const filename = cleanFilename(file.filename);
  if (file.size === 0) throw validationError({ [field]: [rules.messages.empty(filename)] });
  if (file.size > rules.maxBytes) throw validationError({ [field]: [rules.messages.size(filename)] });
  const sniffed = await fileTypeFromBuffer(file.data);
  const known = rules.types.find((type) => type.mime === sniffed?.mime && type.mime !== 'text/csv');
  if (known) return { filename, data: file.data, mime: known.mime, ext: known.ext };
  const csv = rules.types.find((type) => type.mime === 'text/csv');
  if (csv && !sniffed && looksLikeCsv(file)) return { filename, data: file.data, mime: csv.mime, ext: csv.ext };
  throw validationError({ [field]: [rules.messages.type(filename)] });
}
