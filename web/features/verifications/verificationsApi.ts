/** The verifications calls of docs/api.md "Calls", typed by contracts/verifications. */
import type { GrantableLevel } from '../../../contracts/verifications/levels';
import type {
  LevelChangeResponse,
  Verification,
  VerificationDetail,
  VerificationList,
  VerificationsQueryParams,
} from '../../../contracts/verifications/verifications';
import { endpointUrl } from '../../../contracts/common/route-map';
import { verificationRoutes } from '../../../contracts/verifications/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const verificationKeys = {
  all: ['verifications'] as const,
  mine: ['verifications', 'mine'] as const,
  queue: (params: VerificationsQueryParams) => ['verifications', 'queue', params] as const,
  detail: (id: number) => ['verifications', 'detail', id] as const,
};

export async function fetchMyVerifications(signal?: AbortSignal, client: ApiClient = api): Promise<VerificationList> {
  return callApi(verificationRoutes.list, { query: { scope: 'mine', per_page: 100 }, signal, silent: true, client });
}

export async function fetchVerificationQueue(
  params: VerificationsQueryParams,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<VerificationList> {
  return callApi(verificationRoutes.list, { query: { ...params, scope: 'queue' }, signal, silent: true, client });
}

export async function fetchVerification(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<VerificationDetail> {
  return callApi(verificationRoutes.show, { params: { id }, signal, silent: true, client });
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
  return callApi(verificationRoutes.submit, { body, client });
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
  return callApi(verificationRoutes.decide, {
    params: { id },
    form: { status, reason, ...(barChecked ? { bar_checked: true } : {}) },
    client,
  });
}

/** PUT /verifications/{id}/reviewer: to the caller when reviewerId is left out. */
export async function assignReviewer(id: number, reviewerId?: number, client: ApiClient = api): Promise<Decision> {
  return callApi(verificationRoutes.assignReviewer, { params: { id }, form: { reviewer_id: reviewerId }, client });
}

/** POST /verifications/assign: staff grant a level to a user directly, with the reason the user reads. */
export async function grantVerificationLevel(
  userId: number,
  level: GrantableLevel,
  reason: string,
  client: ApiClient = api,
): Promise<LevelChangeResponse> {
  return callApi(verificationRoutes.grantLevel, { body: { user_id: userId, level, reason }, client });
}

/** POST /verifications/remove with `_method=DELETE`. */
export async function removeVerificationLevel(
  userId: number,
  level: GrantableLevel,
  reason: string,
  client: ApiClient = api,
): Promise<LevelChangeResponse> {
  return callApi(verificationRoutes.removeLevel, { form: { user_id: userId, level, reason }, client });
}

/** Documents open only through the authorised, logged route. */
export const documentUrl = (verificationId: number, documentId: number) =>
  endpointUrl(verificationRoutes.document, { params: { id: verificationId, documentId } });
