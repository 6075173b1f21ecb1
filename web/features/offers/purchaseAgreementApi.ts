import type { SignedDocument } from '../../../contracts/documents/documents';
import { offerRoutes } from '../../../contracts/offers/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export function uploadPurchaseAgreement(dealId: number, file: File, client: ApiClient = api): Promise<SignedDocument> {
  const body = new FormData();
  body.append('file', file);
  return callApi(offerRoutes.uploadPurchaseAgreement, { params: { id: dealId }, body, client });
}

export const draftPurchaseAgreement = (dealId: number, client: ApiClient = api) =>
  callApi(offerRoutes.draftPurchaseAgreement, { params: { id: dealId }, client });

/** The version in force (the newest not superseded) and the earlier ones, oldest first. */
export function purchaseAgreementsOf(documents: SignedDocument[]) {
  const versions = documents.filter((document) => document.kind === 'purchase_agreement');
  const current = versions.filter((document) => document.status !== 'superseded').at(-1) ?? null;
  return { current, earlier: versions.filter((document) => document !== current) };
}
