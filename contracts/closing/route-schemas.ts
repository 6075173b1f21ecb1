import type { RouteSchemas } from '../common/route-map';
import {
  ClosingFileParamsSchema,
  ClosingFilesUploadSchema,
  ClosingItemChangeSchema,
  ClosingItemParamsSchema,
  ClosingParamsSchema,
  ClosingRequestParamsSchema,
  ClosingRoomSchema,
  ClosingTemplateChangeSchema,
  ClosingTemplateSchema,
  DueDiligenceAnswerSchema,
  DueDiligenceListSchema,
  DueDiligenceQuerySchema,
  DueDiligenceRequestSchema,
  NewClosingItemSchema,
  NewDueDiligenceRequestSchema,
  RequestStatusChangeSchema,
} from './closing';

const tags = ['closing'];
const sides = 'the deal’s buyer, its seller and staff; 404 for anyone else';

/** The schemas of the closing-room endpoints (paths in ./routes.ts; docs/api.md "Closing room, client notices, earn-out"). */
export const closingRouteSchemas = {
  show: {
    summary: `The closing checklist and its progress (${sides}); opened from the template once both sides signed the letter of intent`,
    tags,
    params: ClosingParamsSchema,
    response: { 200: ClosingRoomSchema },
  },
  addItem: {
    summary: 'Either side (or staff) adds an item to the checklist',
    tags,
    params: ClosingParamsSchema,
    body: NewClosingItemSchema,
    response: { 201: ClosingRoomSchema },
  },
  updateItem: {
    summary: 'Change an item’s title, owner, due date or status; only the fields sent change',
    tags,
    params: ClosingItemParamsSchema,
    body: ClosingItemChangeSchema,
    response: { 200: ClosingRoomSchema },
  },
  removeItem: {
    summary: 'Delete an item a side added (that side or staff); template items are only marked not applicable',
    tags,
    params: ClosingItemParamsSchema,
    response: { 200: ClosingRoomSchema },
  },
  uploadItemFiles: {
    summary: 'Attach files to an item (multipart `files`): PDF, DOCX, XLSX, CSV, PNG or JPEG, checked by their bytes, at most 25 MB each',
    tags,
    consumes: ['multipart/form-data'],
    params: ClosingItemParamsSchema,
    body: ClosingFilesUploadSchema,
    response: { 200: ClosingRoomSchema },
  },
  downloadFile: {
    summary: `Download a closing-room file (${sides}); every download is logged`,
    tags,
    params: ClosingFileParamsSchema,
  },
  requests: {
    summary: `The due-diligence requests, filtered by status and text (${sides})`,
    tags,
    params: ClosingParamsSchema,
    querystring: DueDiligenceQuerySchema,
    response: { 200: DueDiligenceListSchema },
  },
  exportRequests: {
    summary: 'The due-diligence requests as CSV (UTF-8 with a BOM, a header row), with the same filter',
    tags,
    params: ClosingParamsSchema,
    querystring: DueDiligenceQuerySchema,
  },
  ask: {
    summary: 'The buyer asks the seller for something; the seller hears',
    tags,
    params: ClosingParamsSchema,
    body: NewDueDiligenceRequestSchema,
    response: { 201: DueDiligenceRequestSchema },
  },
  answer: {
    summary: 'The seller answers a request with a note, files (multipart `files`) or both; the buyer hears',
    tags,
    consumes: ['multipart/form-data', 'application/json'],
    params: ClosingRequestParamsSchema,
    body: DueDiligenceAnswerSchema,
    response: { 200: DueDiligenceRequestSchema },
  },
  setRequestStatus: {
    summary: 'The buyer closes a request, or reopens it',
    tags,
    params: ClosingRequestParamsSchema,
    body: RequestStatusChangeSchema,
    response: { 200: DueDiligenceRequestSchema },
  },
  template: {
    summary: 'The closing checklist’s template (staff)',
    tags,
    response: { 200: ClosingTemplateSchema },
  },
  saveTemplate: {
    summary: 'Replace the template’s items in their new order (staff); deals that have their checklist keep it',
    tags,
    body: ClosingTemplateChangeSchema,
    response: { 200: ClosingTemplateSchema },
  },
} satisfies RouteSchemas;
