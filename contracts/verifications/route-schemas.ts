import {
  AssignReviewerSchema,
  DecideVerificationSchema,
  LevelChangeResponseSchema,
  LevelChangeSchema,
  SubmitVerificationSchema,
  VerificationDecisionSchema,
  VerificationDetailSchema,
  VerificationDocumentParamsSchema,
  VerificationListSchema,
  VerificationParamsSchema,
  VerificationSchema,
  VerificationsQuerySchema,
} from './verifications';
import type { RouteSchemas } from '../common/route-map';

const tags = ['verifications'];

/** The schemas of the verifications endpoints (paths in ./routes.ts). */
export const verificationRouteSchemas = {
  list: {
    summary: "The caller's own submissions (scope=mine), or the staff queue (scope=queue: search, filters, oldest first)",
    tags,
    querystring: VerificationsQuerySchema,
    response: { 200: VerificationListSchema },
  },
  submit: {
    summary: 'Submit a level (multipart): level VI | VBO | VLP, documents[] and the fields of that level',
    description:
      'VI: documents (government ID), attestation, id_expires_on (YYYY-MM-DD). VBO: documents (proof of ownership), bar_state, bar_number, bar_year_admitted, bar_name. VLP: documents (funds or financing letter), funds_amount. Documents: PDF, PNG, JPEG or WebP by their bytes, at most 10 MB each, up to 5.',
    tags,
    body: SubmitVerificationSchema,
    response: { 201: VerificationSchema },
  },
  grantLevel: {
    summary: 'Grant a level to a user directly, with a reason the user reads; audited and the user notified',
    tags,
    body: LevelChangeSchema,
    response: { 200: LevelChangeResponseSchema },
  },
  removeLevel: {
    summary: 'Remove a level from a user with a reason the user reads (also POST with _method=DELETE); audited and the user notified',
    tags,
    body: LevelChangeSchema,
    response: { 200: LevelChangeResponseSchema },
  },
  assignReviewer: {
    summary: 'Hand an open submission to a reviewer (the caller when reviewer_id is left out); it is then in review',
    tags,
    params: VerificationParamsSchema,
    body: AssignReviewerSchema,
    response: { 200: VerificationDecisionSchema },
  },
  show: {
    summary: 'One submission with its trail (its submitter or staff)',
    tags,
    params: VerificationParamsSchema,
    response: { 200: VerificationDetailSchema },
  },
  decide: {
    summary:
      'Staff approve (after opening every document; Owner Verified with bar_checked) or reject (reason required) an open submission; its submitter withdraws it (also POST with _method=PUT)',
    tags,
    params: VerificationParamsSchema,
    body: DecideVerificationSchema,
    response: { 200: VerificationDecisionSchema },
  },
  document: {
    summary: 'Open a document of a submission (its submitter or staff); every opening is logged. Our own pages may frame it',
    tags,
    params: VerificationDocumentParamsSchema,
  },
} satisfies RouteSchemas;
