import { IdParamsSchema } from '../common/common';
import { DocumentSchema } from '../documents/documents';
import type { RouteSchemas } from '../common/route-map';
import { OfferAnswerSchema, OfferListSchema, OfferSchema } from './offers';
import { PurchaseAgreementUploadSchema } from './purchase-agreement';
import { OfferTermsSchema } from './terms';

const tags = ['offers'];

/** The schemas of the offers endpoints (paths in ./routes.ts; docs/api.md "Offers"). */
export const offerRouteSchemas = {
  list: {
    summary: "A deal's offers, newest first (its buyer, its seller and staff; 404 for anyone else)",
    tags,
    params: IdParamsSchema,
    response: { 200: OfferListSchema },
  },
  make: {
    summary: 'The buyer makes an offer on a deal with no open offer',
    tags,
    params: IdParamsSchema,
    body: OfferTermsSchema,
    response: { 201: OfferSchema },
  },
  counter: {
    summary: 'The side that did not make an open offer counters it with the next version',
    tags,
    params: IdParamsSchema,
    body: OfferTermsSchema,
    response: { 201: OfferSchema },
  },
  answer: {
    summary: 'Accept or decline (the other side) or withdraw (its maker) an open offer; accepting issues the letter of intent',
    tags,
    params: IdParamsSchema,
    body: OfferAnswerSchema,
    response: { 200: OfferSchema },
  },
  uploadPurchaseAgreement: {
    summary:
      'The seller uploads the agreed purchase agreement (multipart `file`, a PDF) for both signatures, once both signed the letter of intent; it replaces an earlier version not yet signed by both',
    tags,
    consumes: ['multipart/form-data'],
    params: IdParamsSchema,
    body: PurchaseAgreementUploadSchema,
    response: { 201: DocumentSchema },
  },
  draftPurchaseAgreement: {
    summary: 'The seller has Lexchange draw a first draft of the purchase agreement from the signed letter of intent’s terms',
    tags,
    params: IdParamsSchema,
    response: { 201: DocumentSchema },
  },
} satisfies RouteSchemas;
