import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../../contracts/common';

/** Uploads are at most 25 MB each (issue: data room and message attachments). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

function isMultipartPart(value: unknown): value is Multipart {
  return typeof value === 'object' && value !== null && 'fieldname' in value && 'type' in value;
}

async function plainValue(part: Multipart): Promise<unknown> {
  if (part.type === 'field') return part.value;
  const file = part as MultipartFile;
  const data = await file.toBuffer();
  return { filename: file.filename, mimetype: file.mimetype, data, size: data.length } satisfies UploadedFile;
}

/**
 * @fastify/multipart attaches parts as objects; routes want plain values like any other body:
 * fields become strings, files become UploadedFile, `name[]` and repeated names become arrays.
 */
export function installMultipartBodies(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return done();
    normalise(request).then(() => done(), done);
  });
}

async function normalise(request: FastifyRequest) {
  const body: Record<string, unknown> = {};
  for (const [rawName, entry] of Object.entries(request.body as Record<string, unknown>)) {
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isMultipartPart);
    const values = await Promise.all(parts.map(plainValue));
    const isList = rawName.endsWith('[]') || values.length > 1;
    const name = rawName.replace(/\[\]$/, '');
    body[name] = isList ? values : values[0];
  }
  request.body = body;
}
