import { z } from 'zod';
import { FormBooleanSchema } from '../auth/auth';
import { isEmptyFilePart, UploadedFileSchema } from '../common/common';
import {
  ResourceFieldsSchema,
  ResourceListQuerySchema,
  ResourceListSchema,
  ResourceOrderSchema,
  ResourceParamsSchema,
  ResourceSchema,
} from './resources';
import type { RouteSchemas } from '../common/route-map';

const tags = ['resources'];

/** A form sent without choosing a file carries an empty part or an empty value: no file. */
const optionalFile = z.preprocess((value) => (isEmptyFilePart(value) ? undefined : value), UploadedFileSchema.optional());

const ResourceBodySchema = ResourceFieldsSchema.extend({ file: optionalFile, remove_file: FormBooleanSchema.optional() });

/** The schemas of the resources endpoints (paths in ./routes.ts). */
export const resourceRouteSchemas = {
  list: {
    summary: "A list of resources in staff's order: the caller's group's by default (buyer or seller); staff may read either",
    tags,
    querystring: ResourceListQuerySchema,
    response: { 200: ResourceListSchema },
  },
  show: {
    summary: 'One resource with its text (404 when it is not for the caller)',
    tags,
    params: ResourceParamsSchema,
    response: { 200: ResourceSchema },
  },
  file: { summary: "Download a resource's file (anyone who may read the resource)", tags, params: ResourceParamsSchema },
  create: {
    summary: 'Create a resource (staff); JSON, form-encoded, or multipart with an optional file',
    description: 'The file may be PDF, DOCX, XLSX or RTF, checked by its bytes, at most 25 MB. The text is sanitised.',
    tags,
    body: ResourceBodySchema,
    response: { 201: ResourceSchema },
  },
  reorder: {
    summary: "Set the order of the buyers' or sellers' list (staff): every resource of that list, each once",
    tags,
    body: ResourceOrderSchema,
    response: { 200: ResourceListSchema },
  },
  update: {
    summary: 'Update a resource (staff); also POST with _method=PUT; remove_file=1 drops the file',
    tags,
    params: ResourceParamsSchema,
    body: ResourceBodySchema,
    response: { 200: ResourceSchema },
  },
  remove: { summary: 'Delete a resource and its file (staff)', tags, params: ResourceParamsSchema },
} satisfies RouteSchemas;
