import type { DirectoryList } from '../../../contracts/find-users';
import type { Introduction, IntroductionList } from '../../../contracts/introductions';
import { api } from '../../lib/api';

export interface DirectoryFilters {
  practiceArea: string;
  state: string;
  level: string;
  listingId: string;
}

export const DIRECTORY_KEY = ['find-users'] as const;
export const INTRODUCTIONS_KEY = ['introductions'] as const;

export async function fetchDirectoryPage(filters: DirectoryFilters, page: number): Promise<DirectoryList> {
  const params: Record<string, unknown> = { page };
  if (filters.practiceArea) params['filter[practice_area]'] = filters.practiceArea;
  if (filters.state) params['filter[state]'] = filters.state;
  if (filters.level) params['filter[verification_level]'] = filters.level;
  if (filters.listingId) params.listing_id = filters.listingId;
  return (await api.get<DirectoryList>('/find-users', { params, silent: true })).data;
}

export const nextDirectoryPage = (last: DirectoryList) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

export async function fetchContactListings(uniqueId: string): Promise<{ id: number; headline: string }[]> {
  return (
    await api.get<{ data: { id: number; headline: string }[] }>(`/find-users/${encodeURIComponent(uniqueId)}/listings`, { silent: true })
  ).data.data;
}

export async function fetchIntroductions(): Promise<Introduction[]> {
  return (await api.get<IntroductionList>('/introductions', { silent: true })).data.data;
}

export async function sendIntroduction(body: { unique_id: string; listing_id: number; message: string }): Promise<Introduction> {
  return (await api.post<Introduction>('/introductions', body)).data;
}

export async function answerIntroduction(id: number, status: 'accepted' | 'declined'): Promise<Introduction> {
  return (await api.put<Introduction>(`/introductions/${id}`, { status })).data;
}
