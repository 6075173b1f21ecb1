import { IdParamsSchema } from '../common/common';
import type { RouteSchemas } from '../common/route-map';
import { DocumentListSchema, DocumentSchema, SignDocumentSchema, VerifyDocumentSchema, VerifyResultSchema } from './documents';
import { ListingNdaSchema, NdaClausesSchema } from './nda';

const tags = ['documents'];

/** The schemas of the signed-document and NDA endpoints (paths in ./routes.ts); docs/api.md "Signed documents" and "NDA". */
export const documentRouteSchemas = {
  show: {
    summary: 'A signed document: its parties, who signed and its hashes (its parties, the listing’s seller for an NDA, and staff)',
    tags,
    params: IdParamsSchema,
    response: { 200: DocumentSchema },
  },
  pdf: {
    summary: 'The document’s PDF; with its signature certificate page once every party has signed',
    tags,
    params: IdParamsSchema,
  },
  sign: {
    summary: 'Sign: the typed full name (the account’s name), consent to sign electronically and the SHA-256 shown',
    tags,
    params: IdParamsSchema,
    body: SignDocumentSchema,
    response: { 200: DocumentSchema },
  },
  verify: {
    summary: 'Check an uploaded PDF (multipart `file`): valid only for the exact bytes of a PDF Lexchange issued',
    tags,
    consumes: ['multipart/form-data'],
    body: VerifyDocumentSchema,
    response: { 200: VerifyResultSchema },
  },
  dealDocuments: {
    summary: 'The documents of a deal: its buyer’s NDA and the documents both sides sign (the two sides and staff)',
    tags,
    params: IdParamsSchema,
    response: { 200: DocumentListSchema },
  },
} satisfies RouteSchemas;

/** The schemas of a listing's NDA endpoints (paths in ./routes.ts); docs/api.md "NDA". */
export const ndaRouteSchemas = {
  listingNda: {
    summary: 'The listing’s confidentiality agreement: current version, its PDF’s SHA-256, its text, and the caller’s signed copy',
    tags,
    params: IdParamsSchema,
    response: { 200: ListingNdaSchema },
  },
  signListingNda: {
    summary: 'Sign the listing’s current NDA (a buyer): 201 the signed document, 200 the existing one when already signed',
    tags,
    params: IdParamsSchema,
    body: SignDocumentSchema,
    response: { 200: DocumentSchema, 201: DocumentSchema },
  },
  saveNdaClauses: {
    summary: 'The seller’s own NDA clauses (the owner); a change makes a new version, signed copies stay as signed',
    tags,
    params: IdParamsSchema,
    body: NdaClausesSchema,
    response: { 200: ListingNdaSchema },
  },
  listingNdas: {
    summary: 'The NDAs buyers signed for the listing (the owner and staff)',
    tags,
    params: IdParamsSchema,
    response: { 200: DocumentListSchema },
  },
} satisfies RouteSchemas;
