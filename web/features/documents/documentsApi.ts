import { endpointUrl } from '../../../contracts/common/route-map';
import type { SignDocumentInput } from '../../../contracts/documents/documents';
import { documentRoutes, ndaRoutes } from '../../../contracts/documents/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const documentKeys = {
  listingNda: (listingId: number) => ['documents', 'listing-nda', listingId] as const,
  listingNdas: (listingId: number) => ['documents', 'listing-ndas', listingId] as const,
  deal: (dealId: number) => ['documents', 'deal', dealId] as const,
  /** Every deal's documents: what a deal notice (a signature among them) refreshes. */
  deals: ['documents', 'deal'] as const,
};

/** Where the browser downloads a document's PDF (with its certificate page once signed). */
export const documentPdfUrl = (id: number) => endpointUrl(documentRoutes.pdf, { params: { id } });

export function fetchListingNda(listingId: number, signal?: AbortSignal, client: ApiClient = api) {
  return callApi(ndaRoutes.listingNda, { params: { id: listingId }, signal, client });
}

export function signListingNda(listingId: number, body: SignDocumentInput, client: ApiClient = api) {
  return callApi(ndaRoutes.signListingNda, { params: { id: listingId }, body, client });
}

export function signDocument(id: number, body: SignDocumentInput, client: ApiClient = api) {
  return callApi(documentRoutes.sign, { params: { id }, body, client });
}

export function saveNdaClauses(listingId: number, clauses: string[], client: ApiClient = api) {
  return callApi(ndaRoutes.saveNdaClauses, { params: { id: listingId }, body: { clauses }, client });
}

export function fetchListingNdas(listingId: number, signal?: AbortSignal, client: ApiClient = api) {
  return callApi(ndaRoutes.listingNdas, { params: { id: listingId }, signal, client });
}

export function fetchDealDocuments(dealId: number, signal?: AbortSignal, client: ApiClient = api) {
  return callApi(documentRoutes.dealDocuments, { params: { id: dealId }, signal, client });
}

export function verifyDocument(file: File, client: ApiClient = api) {
  const body = new FormData();
  body.append('file', file);
  return callApi(documentRoutes.verify, { body, silent: true, client });
}
