import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormBooleanSchema } from '../../../contracts/auth';
import { isEmptyFilePart, UploadedFileSchema } from '../../../contracts/common';
import {
  ResourceFieldsSchema,
  ResourceListQuerySchema,
  ResourceListSchema,
  ResourceOrderSchema,
  ResourceParamsSchema,
  ResourceSchema,
} from '../../../contracts/resources';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/access';
import { sendFileDownload } from '../../platform/http/file-download';
import {
  createResource,
  deleteResource,
  downloadResourceFile,
  listResources,
  presentResource,
  readableResource,
  reorderResources,
  updateResource,
} from './resources.service';

const tags = ['resources'];

/** A form sent without choosing a file carries an empty part or an empty value: no file. */
const optionalFile = z.preprocess((value) => (isEmptyFilePart(value) ? undefined : value), UploadedFileSchema.optional());

const ResourceBodySchema = ResourceFieldsSchema.extend({ file: optionalFile, remove_file: FormBooleanSchema.optional() });

/** Resources: every member reads their list; staff write, attach files and reorder. */
export const resourcesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/resources',
    {
      config: { access: 'full-access' },
      schema: {
        summary: "A list of resources in staff's order: the caller's group's by default (buyer or seller); staff may read either",
        tags,
        querystring: ResourceListQuerySchema,
        response: { 200: ResourceListSchema },
      },
    },
    async (request) => listResources(deps, await requireUser(request), request.query),
  );

  app.get(
    '/resources/:id',
    {
      config: { access: 'full-access' },
      schema: {
        summary: 'One resource with its text (404 when it is not for the caller)',
        tags,
        params: ResourceParamsSchema,
        response: { 200: ResourceSchema },
      },
    },
    async (request) => presentResource(await readableResource(deps, await requireUser(request), request.params.id)),
  );

  app.get(
    '/resources/:id/file',
    {
      config: { access: 'full-access' },
      schema: { summary: "Download a resource's file (anyone who may read the resource)", tags, params: ResourceParamsSchema },
    },
    async (request, reply) => {
      const { filename, object } = await downloadResourceFile(deps, await requireUser(request), request.params.id);
      return sendFileDownload(reply, { name: filename, type: object.contentType, size: object.size, body: object.body });
    },
  );

  app.post(
    '/resources',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a resource (staff); JSON, form-encoded, or multipart with an optional file',
        description: 'The file may be PDF, DOCX, XLSX or RTF, checked by its bytes, at most 25 MB. The text is sanitised.',
        tags,
        body: ResourceBodySchema,
        response: { 201: ResourceSchema },
      },
    },
    async (request, reply) => {
      const { file, remove_file: _ignored, ...fields } = request.body;
      return reply.status(201).send(await createResource(deps, await requireUser(request), fields, file));
    },
  );

  app.post(
    '/resources/update-orders',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Set the order of the buyers' or sellers' list (staff): every resource of that list, each once",
        tags,
        body: ResourceOrderSchema,
        response: { 200: ResourceListSchema },
      },
    },
    async (request) => reorderResources(deps, request.body),
  );

  app.put(
    '/resources/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Update a resource (staff); also POST with _method=PUT; remove_file=1 drops the file',
        tags,
        params: ResourceParamsSchema,
        body: ResourceBodySchema,
        response: { 200: ResourceSchema },
      },
    },
    async (request) => {
      const { file, remove_file, ...fields } = request.body;
      return updateResource(deps, request.params.id, fields, { file, removeFile: remove_file });
    },
  );

  app.delete(
    '/resources/:id',
    { config: { access: 'admin' }, schema: { summary: 'Delete a resource and its file (staff)', tags, params: ResourceParamsSchema } },
    async (request, reply) => {
      await deleteResource(deps, request.params.id);
      return reply.status(204).send();
    },
  );
};
