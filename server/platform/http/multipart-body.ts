import multipart, { type FastifyMultipartAttachFieldsToBodyOptions, type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { UploadedFile } from '../../../contracts/common/common';
import { addRouteHook, isWriteRoute } from './route-hooks';

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

type AsyncHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const isMultipartRequest = (request: FastifyRequest) => request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;

/**
 * @fastify/multipart, with its per-request hooks only on routes that take a body, and run only for multipart
 * requests. Those onRequest and onResponse hooks exist to clean up the temp files of its disk mode; as the plugin
 * registers them they ran on every request of the app (two promises and a 'close' listener each time, and any
 * onResponse hook makes Fastify listen for each response's end). A request that is not multipart has no parts and so
 * nothing to clean.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartAttachFieldsToBodyOptions) {
  const addHook = app.addHook;
  const add = addHook as unknown as (this: FastifyInstance, name: string, hook: unknown) => FastifyInstance;
  const gated = function (this: FastifyInstance, name: string, hook: unknown) {
    if ((name === 'onRequest' || name === 'onResponse') && typeof hook === 'function' && hook.length < 3) {
      const run = hook as AsyncHook;
      const onlyMultipart = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (!isMultipartRequest(request)) return done();
        run.call(this, request, reply).then(() => done(), done);
      };
      return add.call(this, 'onRoute', (route: RouteOptions) => {
        if (isWriteRoute(route)) addRouteHook(route, name, onlyMultipart);
      });
    }
    return add.call(this, name, hook);
  };
  app.addHook = gated as typeof app.addHook;
  try {
    await app.register(multipart, options);
  } finally {
    app.addHook = addHook;
  }
}
