import { z } from 'zod';
import { IdParamsSchema, IdSchema, UploadedFileSchema, type UploadedFile } from '../common/common';
import { ListingActionResponseSchema, ListingDetailSchema, ListingListSchema, ListingMessageSchema, ListingStatsSchema } from './responses';
import {
  DeleteListingSchema,
  DisableListingSchema,
  LISTING_STATUSES,
  ListingDraftSchema,
  ListingFeedbackSchema,
  ListingsQuerySchema,
} from './listings';
import type { RouteSchemas } from '../common/route-map';

/** Route-level schemas: ids in the path, and the draft body with its optional data-room files. */
export const ListingParamsSchema = IdParamsSchema;
export const ListingFileParamsSchema = ListingParamsSchema.extend({ fileId: IdSchema });

/** A form sent without choosing a file carries an empty part or an empty value: no file. */
const withoutEmpty = (value: unknown) => {
  const isEmpty = (item: unknown) => item === '' || item === null || (typeof item === 'object' && (item as UploadedFile).size === 0);
  if (Array.isArray(value)) {
    const files = value.filter((item) => !isEmpty(item));
    return files.length > 0 ? files : undefined;
  }
  return isEmpty(value) ? undefined : value;
};

export const DataRoomUploadsSchema = z.object({
  financials_needed: z.preprocess(withoutEmpty, z.union([UploadedFileSchema, z.array(UploadedFileSchema)]).optional()),
  financials_ready: z.preprocess(withoutEmpty, z.union([UploadedFileSchema, z.array(UploadedFileSchema)]).optional()),
});

/** POST /listings and PUT /listings/{id}: JSON, form-encoded, or multipart with the files. */
export const ListingBodySchema = ListingDraftSchema.extend(DataRoomUploadsSchema.shape);

const tags = ['listings'];

/** The schemas of the listings endpoints (paths in ./routes.ts). */
export const listingRouteSchemas = {
  browse: {
    summary: 'Listings: active ones for buyers, `filter[owner]=me` for your own, all for staff; filters, sort, pages',
    tags,
    querystring: ListingsQuerySchema,
    response: { 200: ListingListSchema },
  },
  byStatus: {
    summary: 'Statused Listings: your own listings in one status (staff: everyone’s)',
    tags,
    params: z.object({ status: z.enum(LISTING_STATUSES) }),
    querystring: ListingsQuerySchema,
    response: { 200: ListingListSchema },
  },
  show: {
    summary: 'A listing: the anonymised face, plus identity, answers and data room for the owner, staff or a buyer with access',
    tags,
    params: ListingParamsSchema,
    response: { 200: ListingDetailSchema },
  },
  create: {
    summary: 'Create a draft listing (sellers and staff); JSON or multipart with financials_needed / financials_ready[]',
    tags,
    body: ListingBodySchema,
    response: { 201: ListingDetailSchema },
  },
  save: {
    summary: 'Save answers (and files) at any time; rich text is sanitised (also POST with _method=PUT)',
    tags,
    params: ListingParamsSchema,
    body: ListingBodySchema,
    response: { 200: ListingDetailSchema },
  },
  submit: {
    summary: 'Submit a draft for review (draft → pending); 422 lists the core facts still missing',
    tags,
    params: ListingParamsSchema,
    response: { 200: ListingActionResponseSchema },
  },
  enable: {
    summary: 'Staff approve a pending listing; the owner or staff re-enable a disabled one (one staff never approved goes back to review)',
    tags,
    params: ListingParamsSchema,
    response: { 200: ListingActionResponseSchema },
  },
  disable: {
    summary:
      'Disable with a reason: sold_here, sold_elsewhere, paused, other (+ note); sold closes the open deals, sold_here may name winning_deal_id (also POST with _method=PUT)',
    tags,
    params: ListingParamsSchema,
    body: DisableListingSchema,
    response: { 200: ListingActionResponseSchema },
  },
  feedback: {
    summary: 'Staff send feedback: the listing goes back to draft with the message (also POST with _method=PUT)',
    tags,
    params: ListingParamsSchema,
    body: ListingFeedbackSchema,
    response: { 200: ListingActionResponseSchema },
  },
  delete: {
    summary: 'Delete a listing (the body carries the reason); hidden at once, purged after 30 days',
    tags,
    params: ListingParamsSchema,
    body: DeleteListingSchema,
    response: { 200: ListingMessageSchema },
  },
  stats: {
    summary: 'Unique viewers per day, watchers and access grants over time (owner or staff)',
    tags,
    params: ListingParamsSchema,
    response: { 200: ListingStatsSchema },
  },
} satisfies RouteSchemas;
