import type { DealDetail, DealList, DealStage, MoveDealInput } from '../../../contracts/deals/deals';
import { dealRoutes } from '../../../contracts/deals/routes';
import { callApi } from '../../lib/callApi';

export type DealsSide = 'buyer' | 'seller';

export const DEALS_KEY = ['deals'] as const;
export const STAGES_KEY = ['deal-stages'] as const;
export const dealListKey = (side: DealsSide, status: string, listingId: number | null) =>
  [...DEALS_KEY, 'list', side, status, listingId] as const;
export const dealKey = (id: number) => [...DEALS_KEY, 'detail', id] as const;

/** The board shows every deal of the side at once (a seller with hundreds of deals still fits one page of 200). */
export async function fetchDeals(side: DealsSide, status: string, listingId: number | null): Promise<DealList> {
  const params: Record<string, unknown> = { side, status, per_page: 200, sort: '-updated' };
  if (listingId) params.listing_id = listingId;
  return callApi(dealRoutes.list, { query: params, silent: true });
}

export async function fetchStages(): Promise<DealStage[]> {
  return (await callApi(dealRoutes.stages, { silent: true })).data;
}

export async function fetchDeal(id: number): Promise<DealDetail> {
  return callApi(dealRoutes.show, { params: { id }, silent: true });
}

export async function moveDeal(id: number, body: Partial<MoveDealInput> & { stage_id: number }): Promise<DealDetail> {
  return callApi(dealRoutes.move, { params: { id }, body });
}

export async function setLikelihood(id: number, likelihood: number): Promise<DealDetail> {
  return callApi(dealRoutes.setLikelihood, { params: { id }, body: { likelihood_of_closing: likelihood } });
}

export async function recordClientNotice(id: number, sentOn: string): Promise<DealDetail> {
  return callApi(dealRoutes.recordClientNotice, { params: { id }, body: { sent_on: sentOn } });
}

export async function submitConflictList(id: number, names: string, format: 'lines' | 'csv'): Promise<DealDetail> {
  return callApi(dealRoutes.submitConflictList, { params: { id }, body: { names, format } });
}

export async function answerConflictCheck(id: number, answer: 'no_conflict' | 'conflict_found'): Promise<DealDetail> {
  return callApi(dealRoutes.answerConflictCheck, { params: { id }, body: { answer } });
}

export async function restartConflictCheck(id: number): Promise<DealDetail> {
  return callApi(dealRoutes.restartConflictCheck, { params: { id } });
}

export async function createStage(name: string): Promise<DealStage> {
  return callApi(dealRoutes.createStage, { body: { name } });
}

export async function updateStage(id: number, body: { name?: string; retired?: boolean }): Promise<DealStage> {
  return callApi(dealRoutes.updateStage, { params: { id }, body });
}

export async function reorderStages(ids: number[]): Promise<DealStage[]> {
  return (await callApi(dealRoutes.reorderStages, { body: { ids } })).data;
}
