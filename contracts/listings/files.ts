/** Data-room uploads (docs/product.md "Entities" media; issue 4): the types accepted, their size, and the messages. */
export const DATA_ROOM_MAX_BYTES = 25 * 1024 * 1024;

export const DATA_ROOM_TYPES = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'DOCX' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', label: 'XLSX' },
  { mime: 'text/csv', ext: 'csv', label: 'CSV' },
  { mime: 'image/png', ext: 'png', label: 'PNG' },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
] as const;

export const DATA_ROOM_ACCEPT = '.pdf,.docx,.xlsx,.csv,.png,.jpg,.jpeg';

export const DATA_ROOM_MESSAGES = {
  type: (filename: string) => `${filename} is not a PDF, DOCX, XLSX, CSV, PNG or JPEG file.`,
  size: (filename: string) => `${filename} is larger than 25 MB.`,
  empty: (filename: string) => `${filename} is empty.`,
  single: 'Attach one file for the financial statements.',
} as const;

/** The rules the server checks data-room files and message attachments against (server/platform/uploads/). */
export const DATA_ROOM_UPLOADS = { maxBytes: DATA_ROOM_MAX_BYTES, types: DATA_ROOM_TYPES, messages: DATA_ROOM_MESSAGES } as const;
