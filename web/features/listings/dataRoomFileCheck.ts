import { DATA_ROOM_ACCEPT, DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES } from '../../../contracts/listings/files';

const extensions = DATA_ROOM_ACCEPT.split(',');

/** The browser's first check of a data-room or questionnaire file; the server checks the bytes again. */
export function localFileError(file: File): string | null {
  if (file.size === 0) return DATA_ROOM_MESSAGES.empty(file.name);
  if (file.size > DATA_ROOM_MAX_BYTES) return DATA_ROOM_MESSAGES.size(file.name);
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) return DATA_ROOM_MESSAGES.type(file.name);
  return null;
}
