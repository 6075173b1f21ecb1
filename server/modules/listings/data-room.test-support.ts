import { PDFDocument } from '@cantoo/pdf-lib';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { multipartParts } from '../../test/http';

/** POST /api/listings/{id}/files with these multipart parts, as the session in `headers`. */
export function uploadDataRoomFiles(
  app: Pick<FastifyInstance, 'inject'>,
  headers: Record<string, string>,
  id: number,
  parts: Parameters<typeof multipartParts>[0],
) {
  const form = multipartParts(parts);
  return app.inject({ method: 'POST', url: `/api/listings/${id}/files`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

/** A real PDF of `pages` pages, each with a line of text (the SAMPLE_FILES pdf is too small to stamp). */
export async function samplePdf(pages = 2): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 1; i <= pages; i++) document.addPage([612, 792]).drawText(`Profit and loss, page ${i}`, { x: 72, y: 700, size: 14 });
  return Buffer.from(await document.save());
}

/** The text of each page. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}
