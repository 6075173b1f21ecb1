import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../common';
import { ListingMessageSchema } from '../listing-responses';
import type { RouteSchemas } from '../route-map';
import { DataRoomFolderNameSchema, DataRoomFoldersSchema, FolderStageBodySchema } from './stages';

const tags = ['listings'];
const BuyerAccessParamsSchema = IdParamsSchema.extend({ buyerId: IdSchema });

/** The schemas of the data-room stage and access endpoints (paths in ./routes.ts). */
export const dataRoomRouteSchemas = {
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
