import type { DirectoryList } from '../../../contracts/find-users/find-users';
import type { Introduction } from '../../../contracts/find-users/introductions';
import { findUsersRoutes } from '../../../contracts/find-users/routes';
import { callApi } from '../../lib/callApi';

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
  return callApi(findUsersRoutes.directory, { query: params, silent: true });
}

export const nextDirectoryPage = (last: DirectoryList) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

export async function fetchContactListings(uniqueId: string): Promise<{ id: number; headline: string }[]> {
  return (await callApi(findUsersRoutes.memberListings, { params: { unique_id: uniqueId }, silent: true })).data;
}

export async function fetchIntroductions(): Promise<Introduction[]> {
  return (await callApi(findUsersRoutes.introductions, { silent: true })).data;
}

export async function sendIntroduction(body: { unique_id: string; listing_id: number; message: string }): Promise<Introduction> {
  return callApi(findUsersRoutes.requestIntroduction, { body });
}

export async function answerIntroduction(id: number, status: 'accepted' | 'declined'): Promise<Introduction> {
  return callApi(findUsersRoutes.answerIntroduction, { params: { id }, body: { status } });
}
