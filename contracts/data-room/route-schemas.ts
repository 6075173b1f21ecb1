import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../common/common';
import { DataRoomLogSchema, ListingDetailSchema, ListingMessageSchema } from '../listings/responses';
import { DataRoomUploadsSchema, ListingFileParamsSchema, ListingParamsSchema } from '../listings/route-schemas';
import type { RouteSchemas } from '../common/route-map';
import { CreateFolderBodySchema, FolderKeySchema, MoveFileBodySchema, UpdateFolderBodySchema, UploadFolderSchema } from './folders';
import { DataRoomFoldersSchema } from './stages';

const tags = ['listings'];
const BuyerAccessParamsSchema = IdParamsSchema.extend({ buyerId: IdSchema });
const FolderParamsSchema = IdParamsSchema.extend({ folder: FolderKeySchema });
/** The questionnaire's two collections as before, and `files[]` into the folder `folder_id` names. */
const UploadBodySchema = DataRoomUploadsSchema.extend({
  folder_id: UploadFolderSchema,
  files: DataRoomUploadsSchema.shape.financials_ready,
});

/** The schemas of the data-room endpoints: files, the log, stages and access (paths in ./routes.ts). */
export const dataRoomRouteSchemas = {
  uploadFiles: {
    summary:
      'Upload data-room files (multipart): financials_needed (one, replaces), financials_ready[] (several), or files[] into the folder folder_id',
    description: 'PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each; one refused file refuses the upload.',
    tags,
    params: ListingParamsSchema,
    body: UploadBodySchema,
    response: { 200: ListingDetailSchema },
  },
  downloadFile: {
    summary:
      'Download a data-room file: the owner, staff, or a buyer with access once the folder’s stage is reached (PDFs stamped with their name); every download is logged',
    tags,
    params: ListingFileParamsSchema,
  },
  moveFile: {
    summary: 'Move a data-room file to another folder of the listing (owner or staff)',
    tags,
    params: ListingFileParamsSchema,
    body: MoveFileBodySchema,
    response: { 200: ListingDetailSchema },
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
  createFolder: {
    summary: 'Make a data-room folder: a name (1–80 characters, unique in the listing) and when it opens (owner or staff; 30 at most)',
    tags,
    params: ListingParamsSchema,
    body: CreateFolderBodySchema,
    response: { 201: DataRoomFoldersSchema },
  },
  setFolderStage: {
    summary:
      'Change a data-room folder: when it opens to buyers (after access, after the letter of intent or the purchase agreement is signed), its name or its position (owner or staff)',
    tags,
    params: FolderParamsSchema,
    body: UpdateFolderBodySchema,
    response: { 200: DataRoomFoldersSchema },
  },
  deleteFolder: {
    summary: 'Delete an empty folder the seller made (owner or staff); a folder with files is refused (422)',
    tags,
    params: FolderParamsSchema,
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
