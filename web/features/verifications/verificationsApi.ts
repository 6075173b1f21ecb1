/** The verifications calls of SPEC.md §7, typed by contracts/verifications. */
import type { GrantableLevel } from '../../../contracts/verification-levels';
import type { Verification, VerificationDetail, VerificationList, VerificationsQueryParams } from '../../../contracts/verifications';
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

/** POST /verifications/{id} with `_method=PUT`: approve, reject with a reason, or withdraw. */
export async function decideVerification(
  id: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  reason?: string,
  client: ApiClient = api,
): Promise<Decision> {
  const { data } = await client.override<Decision>('PUT', `/verifications/${id}`, { status, reason });
  return data;
}

export async function assignVerification(id: number, reviewerId?: number, client: ApiClient = api): Promise<Decision> {
  const { data } = await client.post<Decision>('/verifications/assign', { verification_id: id, reviewer_id: reviewerId });
  return data;
}

/** POST /verifications/remove with `_method=DELETE`. */
export async function removeVerificationLevel(
  userId: number,
  level: GrantableLevel,
  reason: string,
  client: ApiClient = api,
): Promise<{ message: string; verification_level: string }> {
  const { data } = await client.override<{ message: string; verification_level: string }>('DELETE', '/verifications/remove', {
    user_id: userId,
    level,
    reason,
  });
  return data;
}

/** Documents open only through the authorised, logged route. */
export const documentUrl = (verificationId: number, documentId: number) => `/api/verifications/${verificationId}/documents/${documentId}`;
