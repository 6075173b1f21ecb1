import type { DealDetail, DealList, DealStage, DealStageList, MoveDealInput } from '../../../contracts/deals';
import { api } from '../../lib/api';

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
  return (await api.get<DealList>('/deals', { params, silent: true })).data;
}

export async function fetchStages(): Promise<DealStage[]> {
  return (await api.get<DealStageList>('/deal-stages', { silent: true })).data.data;
}

export async function fetchDeal(id: number): Promise<DealDetail> {
  return (await api.get<DealDetail>(`/deals/${id}`, { silent: true })).data;
}

export async function moveDeal(id: number, body: Partial<MoveDealInput> & { stage_id: number }): Promise<DealDetail> {
  return (await api.put<DealDetail>(`/deals/${id}`, body)).data;
}

export async function setLikelihood(id: number, likelihood: number): Promise<DealDetail> {
  return (await api.put<DealDetail>(`/deals/${id}/likelihood`, { likelihood_of_closing: likelihood })).data;
}

export async function recordClientNotice(id: number, sentOn: string): Promise<DealDetail> {
  return (await api.put<DealDetail>(`/deals/${id}/client-notice`, { sent_on: sentOn })).data;
}

export async function submitConflictList(id: number, names: string, format: 'lines' | 'csv'): Promise<DealDetail> {
  return (await api.put<DealDetail>(`/deals/${id}/conflict-list`, { names, format })).data;
}

export async function answerConflictCheck(id: number, answer: 'no_conflict' | 'conflict_found'): Promise<DealDetail> {
  return (await api.put<DealDetail>(`/deals/${id}/conflict-check`, { answer })).data;
}

export async function restartConflictCheck(id: number): Promise<DealDetail> {
  return (await api.delete<DealDetail>(`/deals/${id}/conflict-check`)).data;
}

export async function createStage(name: string): Promise<DealStage> {
  return (await api.post<DealStage>('/deal-stages', { name })).data;
}

export async function updateStage(id: number, body: { name?: string; retired?: boolean }): Promise<DealStage> {
  return (await api.put<DealStage>(`/deal-stages/${id}`, body)).data;
}

export async function reorderStages(ids: number[]): Promise<DealStage[]> {
  return (await api.put<DealStageList>('/deal-stages/order', { ids })).data.data;
}
