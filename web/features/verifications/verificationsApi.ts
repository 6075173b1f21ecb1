/** The verifications calls of SPEC.md §7, typed by contracts/verifications. */
import type { GrantableLevel } from '../../../contracts/verification-levels';
import type {
  LevelChangeResponse,
  Verification,
  VerificationDetail,
  VerificationList,
  VerificationsQueryParams,
} from '../../../contracts/verifications';
import { api, type ApiClient } from '../../lib/api';

export const verificationKeys = {
  all: ['verifications'] as const,
  mine: ['verifications', 'mine'] as const,
  queue: (params: VerificationsQueryParams) => ['verifications', 'queue', params] as const,
  detail: (id: number) => ['verifications', 'detail', id] as const,
};

export async function fetchMyVerifications(signal?: AbortSignal, client: ApiClient = api): Promise<VerificationList> {
  const { data } = await client.get<VerificationList>('/verifications', { params: { scope: 'mine', per_page: 100 }, signal, silent: true });
  return data;
}

export async function fetchVerificationQueue(
  params: VerificationsQueryParams,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<VerificationList> {
  const { data } = await client.get<VerificationList>('/verifications', { params: { ...params, scope: 'queue' }, signal, silent: true });
  return data;
}

export async function fetchVerification(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<VerificationDetail> {
  const { data } = await client.get<VerificationDetail>(`/verifications/${id}`, { signal, silent: true });
  return data;
}

/** POST /verifications (multipart): the level's fields and documents[]. */
export async function submitVerification(
  fields: Record<string, string>,
  documents: File[],
  client: ApiClient = api,
): Promise<Verification> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== '') body.append(key, value);
  for (const file of documents) body.append('documents[]', file);
  const { data } = await client.post<Verification>('/verifications', body);
  return data;
}

type Decision = { message: string; verification: Verification };

/** POST /verifications/{id} with `_method=PUT`: approve (Owner Verified with the bar check), reject with a reason, or withdraw. */
export async function decideVerification(
  id: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  reason?: string,
  client: ApiClient = api,
  barChecked?: boolean,
): Promise<Decision> {
  const { data } = await client.override<Decision>('PUT', `/verifications/${id}`, {
    status,
    reason,
    ...(barChecked ? { bar_checked: true } : {}),
  });
  return data;
}

/** PUT /verifications/{id}/reviewer: to the caller when reviewerId is left out. */
export async function assignReviewer(id: number, reviewerId?: number, client: ApiClient = api): Promise<Decision> {
  const { data } = await client.override<Decision>('PUT', `/verifications/${id}/reviewer`, { reviewer_id: reviewerId });
  return data;
}

/** POST /verifications/assign: staff grant a level to a user directly, with the reason the user reads. */
export async function grantVerificationLevel(
  userId: number,
  level: GrantableLevel,
  reason: string,
  client: ApiClient = api,
): Promise<LevelChangeResponse> {
  const { data } = await client.post<LevelChangeResponse>('/verifications/assign', { user_id: userId, level, reason });
  return data;
}

/** POST /verifications/remove with `_method=DELETE`. */
export async function removeVerificationLevel(
  userId: number,
  level: GrantableLevel,
  reason: string,
  client: ApiClient = api,
): Promise<LevelChangeResponse> {
  const { data } = await client.override<LevelChangeResponse>('DELETE', '/verifications/remove', { user_id: userId, level, reason });
  return data;
}

/** Documents open only through the authorised, logged route. */
export const documentUrl = (verificationId: number, documentId: number) => `/api/verifications/${verificationId}/documents/${documentId}`;
