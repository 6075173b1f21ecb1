import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../common';
import { DataRoomLogSchema, ListingDetailSchema, ListingMessageSchema } from '../listing-responses';
import { DataRoomUploadsSchema, ListingFileParamsSchema, ListingParamsSchema } from '../listings/route-schemas';
import type { RouteSchemas } from '../route-map';
import { DataRoomFolderNameSchema, DataRoomFoldersSchema, FolderStageBodySchema } from './stages';

const tags = ['listings'];
const BuyerAccessParamsSchema = IdParamsSchema.extend({ buyerId: IdSchema });

/** The schemas of the data-room endpoints: files, the log, stages and access (paths in ./routes.ts). */
export const dataRoomRouteSchemas = {
  uploadFiles: {
    summary: 'Upload data-room files (multipart): financials_needed (one, replaces) and financials_ready[] (several)',
    description: 'PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each; one refused file refuses the upload.',
    tags,
    params: ListingParamsSchema,
    body: DataRoomUploadsSchema,
    response: { 200: ListingDetailSchema },
  },
  downloadFile: {
    summary:
      'Download a data-room file: the owner, staff, or a buyer with access once the folder’s stage is reached (PDFs stamped with their name); every download is logged',
    tags,
    params: ListingFileParamsSchema,
  },
  removeFile: {
    summary: 'Remove a data-room file (owner or staff)',
    tags,
    params: ListingFileParamsSchema,
    response: { 200: ListingDetailSchema },
  },
  log: {
    summary: 'The data-room log: who downloaded which file and when (owner or staff)',
    tags,
    params: ListingParamsSchema,
    response: { 200: DataRoomLogSchema },
  },
  setFolderStage: {
    summary:
      'Set when a data-room folder opens to buyers: after access, after the letter of intent or the purchase agreement is signed (owner or staff)',
    tags,
    params: IdParamsSchema.extend({ folder: DataRoomFolderNameSchema }),
    body: FolderStageBodySchema,
    response: { 200: DataRoomFoldersSchema },
  },
  revokeAccess: {
    summary: 'Revoke a buyer’s access to the listing’s identity and data room; the deal stays, marked (owner or staff)',
    tags,
    params: BuyerAccessParamsSchema,
    response: { 200: ListingMessageSchema },
  },
  restoreAccess: {
    summary: 'Restore a buyer’s revoked access (owner or staff)',
    tags,
    params: BuyerAccessParamsSchema,
    response: { 200: ListingMessageSchema },
  },
} satisfies RouteSchemas;

export type BuyerAccessParams = z.infer<typeof BuyerAccessParamsSchema>;
