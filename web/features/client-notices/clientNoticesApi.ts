/** The client list and the Rule 1.17 notices, through the declared endpoints (contracts/client-notices). */
import type { ClientAnswer, NOTICE_RULE_STATES } from '../../../contracts/client-notices/client-notices';
import type { WindowStart } from '../../../contracts/client-notices/notice-window';
import { clientNoticeRoutes } from '../../../contracts/client-notices/routes';
import { endpointUrl } from '../../../contracts/common/route-map';
import { callApi } from '../../lib/callApi';

export const clientListKey = (dealId: number) => ['deals', dealId, 'clients'] as const;

export const fetchClientList = (dealId: number, signal?: AbortSignal) =>
  callApi(clientNoticeRoutes.list, { params: { id: dealId }, signal });

/** A CSV file, or pasted lines sent as one (the server reads both the same way). */
export function uploadClientList(dealId: number, csv: File | string) {
  const body = new FormData();
  body.append('file', typeof csv === 'string' ? new File([csv], 'clients.csv', { type: 'text/csv' }) : csv);
  return callApi(clientNoticeRoutes.upload, { params: { id: dealId }, body });
}

export const saveBuyerIdentity = (dealId: number, buyerIdentity: string) =>
  callApi(clientNoticeRoutes.saveLetter, { params: { id: dealId }, body: { buyer_identity: buyerIdentity } });

export const sendNotices = (dealId: number) => callApi(clientNoticeRoutes.send, { params: { id: dealId } });

export const markUnreachable = (dealId: number, clientId: number, unreachable: boolean) =>
  callApi(clientNoticeRoutes.markUnreachable, { params: { id: dealId, clientId }, body: { unreachable } });

export function recordCourtOrder(dealId: number, clientId: number, order: { court: string; ordered_on: string; file: File }) {
  const body = new FormData();
  body.append('court', order.court);
  body.append('ordered_on', order.ordered_on);
  body.append('file', order.file);
  return callApi(clientNoticeRoutes.recordCourtOrder, { params: { id: dealId, clientId }, body });
}

/** Where the browser downloads every letter as one PDF. */
export const noticeLettersUrl = (dealId: number) => endpointUrl(clientNoticeRoutes.letters, { params: { id: dealId } });
export const courtOrderUrl = (dealId: number, clientId: number) =>
  endpointUrl(clientNoticeRoutes.courtOrderFile, { params: { id: dealId, clientId } });

export const fetchAnswerPage = (token: string, signal?: AbortSignal) =>
  callApi(clientNoticeRoutes.responsePage, { params: { token }, signal });

export const answerNotice = (token: string, answer: ClientAnswer) =>
  callApi(clientNoticeRoutes.respond, { params: { token }, body: { answer } });

export type NoticeRuleState = (typeof NOTICE_RULE_STATES)[number];

export const noticeRulesKey = ['admin', 'client-notice-rules'] as const;
export const fetchNoticeRules = (signal?: AbortSignal) => callApi(clientNoticeRoutes.rules, { signal });
export const saveNoticeRule = (
  state: NoticeRuleState,
  body: { window_from: WindowStart; mailing_days: number; letter_template: string | null },
) => callApi(clientNoticeRoutes.saveRule, { params: { state }, body });
