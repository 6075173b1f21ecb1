import type { Earnout, EarnoutStatus } from '../../../contracts/earnout/earnout';
import { earnoutRoutes } from '../../../contracts/earnout/routes';
import { endpointUrl } from '../../../contracts/common/route-map';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const earnoutKey = (dealId: number) => ['deals', 'earnout', dealId] as const;

/** The deal's earn-out, or null when it has none (404). */
export async function fetchEarnout(dealId: number, client: ApiClient = api): Promise<Earnout | null> {
  try {
    return await callApi(earnoutRoutes.show, { params: { id: dealId }, silent: true, client });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export type EarnoutMove =
  | { kind: 'report'; collected: number }
  | { kind: 'correct'; collected: number; note: string }
  | { kind: 'confirm'; collected: number }
  | { kind: 'dispute'; collected: number; note: string }
  | { kind: 'paid'; paid_on: string };

export function moveEarnout(dealId: number, month: string, move: EarnoutMove, client: ApiClient = api): Promise<Earnout> {
  const params = { id: dealId, month };
  switch (move.kind) {
    case 'report':
      return callApi(earnoutRoutes.report, { params, body: { collected: move.collected }, client });
    case 'correct':
      return callApi(earnoutRoutes.correct, { params, body: { collected: move.collected, note: move.note }, client });
    case 'confirm':
      return callApi(earnoutRoutes.confirm, { params, body: { collected: move.collected }, client });
    case 'dispute':
      return callApi(earnoutRoutes.dispute, { params, body: { collected: move.collected, note: move.note }, client });
    case 'paid':
      return callApi(earnoutRoutes.paid, { params, body: { paid_on: move.paid_on }, client });
  }
}

export const earnoutHistory = (dealId: number, month: string, client: ApiClient = api) =>
  callApi(earnoutRoutes.history, { params: { id: dealId, month }, client });

export const earnoutCsvUrl = (dealId: number) => endpointUrl(earnoutRoutes.export, { params: { id: dealId } });

export const EARNOUT_STATUS_TEXT: Record<EarnoutStatus, string> = {
  upcoming: 'Upcoming',
  to_report: 'To report',
  reported: 'Reported',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  paid: 'Paid',
};

export const EARNOUT_STATUS_CLASSES: Record<EarnoutStatus, string> = {
  upcoming: 'text-bg-light border',
  to_report: 'text-bg-warning',
  reported: 'text-bg-info',
  confirmed: 'text-bg-primary',
  disputed: 'text-bg-danger',
  paid: 'text-bg-success',
};

/** "Jul 2025" for "2025-07". */
export const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
