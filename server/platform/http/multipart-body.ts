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
 *
 * The plugin's parse and this normalising run as one callback hook, only on routes that take a body (GET and HEAD
 * bodies are never read) and only for multipart requests: as app-wide hooks they cost every request two hook calls and a
 * promise (issue #36). Call it after the route table is installed: it goes in front of each route's own checks, where
 * the app-wide hooks ran, so CSRF, access and the control-character check still see the parsed body.
 */
export function installMultipartBodies(app: FastifyInstance, multipart: MultipartParse) {
  const parseAndNormalise = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (!request.isMultipart()) return done();
    multipart.parse
      .call(this, request, reply)
      .then(() => (request.body && typeof request.body === 'object' ? normalise(request) : undefined))
      .then(() => done(), done);
  };
  app.addHook('onRoute', (route) => {
    if (isWriteRoute(route)) addRouteHook(route, 'preValidation', parseAndNormalise, 'first');
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

/** The plugin's own body hook (it reads the parts into request.body), for installMultipartBodies to place. */
export interface MultipartParse {
  parse: AsyncHook;
}

const isMultipartRequest = (request: FastifyRequest) => request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;

/**
 * @fastify/multipart, with its per-request hooks only on routes that take a body, and run only for multipart
 * requests. Those onRequest and onResponse hooks exist to clean up the temp files of its disk mode; as the plugin
 * registers them they ran on every request of the app (two promises and a 'close' listener each time, and any
 * onResponse hook makes Fastify listen for each response's end). A request that is not multipart has no parts and so
 * nothing to clean. Its body hook (preValidation) is not added at all: it is returned, for installMultipartBodies.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartAttachFieldsToBodyOptions): Promise<MultipartParse> {
  let parse: AsyncHook | undefined;
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
    if (name === 'preValidation' && typeof hook === 'function') {
      parse = hook as AsyncHook; // installed per route by installMultipartBodies
      return this;
    }
    return add.call(this, name, hook);
  };
  app.addHook = gated as typeof app.addHook;
  try {
    await app.register(multipart, options);
  } finally {
    app.addHook = addHook;
  }
  if (!parse) throw new Error('@fastify/multipart registered no body hook: attachFieldsToBody must be set.');
  return { parse };
}
