import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cleanFilename } from '../uploads/check-upload';

export interface FileDownload {
  /** The name the browser saves or shows; cleaned here whatever its source. */
  name: string;
  /** The MIME type the file was stored with (checked from its bytes at upload). */
  type: string;
  size: number;
  body: Readable | Buffer;
  /** `attachment` saves the file; `inline` lets the browser show it (a verification document opened in a tab). */
  disposition?: 'attachment' | 'inline';
}

/**
 * The `Content-Disposition` value for a file name (RFC 6266): a plain ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*` (RFC 5987), which browsers prefer.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const clean = cleanFilename(name);
  return `${disposition}; filename="${clean.replace(/[^\x20-\x7E]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** A member's private file: never cached, never sniffed into another type. */
export function sendFileDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .type(file.type)
    .header('Content-Length', file.size)
    .header('Content-Disposition', contentDisposition(file.name, file.disposition))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}
