import type {
  ClosingItemChange,
  ClosingRoom,
  ClosingTemplate,
  ClosingTemplateChange,
  DueDiligenceList,
  DueDiligenceQuery,
  DueDiligenceRequest,
  NewClosingItem,
  NewDueDiligenceRequest,
} from '../../../contracts/closing/closing';
import { closingRoutes } from '../../../contracts/closing/routes';
import { endpointUrl } from '../../../contracts/common/route-map';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const closingKeys = {
  room: (dealId: number) => ['deals', 'closing', dealId] as const,
  requests: (dealId: number, query: DueDiligenceQuery = {}) => ['deals', 'closing', dealId, 'requests', query] as const,
  allRequests: (dealId: number) => ['deals', 'closing', dealId, 'requests'] as const,
  template: ['closing-template'] as const,
};

export const fetchClosingRoom = (dealId: number, signal?: AbortSignal, client: ApiClient = api): Promise<ClosingRoom> =>
  callApi(closingRoutes.show, { params: { id: dealId }, silent: true, client, ...(signal ? { signal } : {}) });

export const addClosingItem = (dealId: number, item: NewClosingItem, client: ApiClient = api) =>
  callApi(closingRoutes.addItem, { params: { id: dealId }, body: item, client });

export const changeClosingItem = (dealId: number, itemId: number, change: ClosingItemChange, client: ApiClient = api) =>
  callApi(closingRoutes.updateItem, { params: { id: dealId, itemId }, body: change, client });

export const removeClosingItem = (dealId: number, itemId: number, client: ApiClient = api) =>
  callApi(closingRoutes.removeItem, { params: { id: dealId, itemId }, client });

export function uploadItemFiles(dealId: number, itemId: number, files: File[], client: ApiClient = api): Promise<ClosingRoom> {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return callApi(closingRoutes.uploadItemFiles, { params: { id: dealId, itemId }, body, client });
}

export const closingFileUrl = (dealId: number, fileId: number) =>
  endpointUrl(closingRoutes.downloadFile, { params: { id: dealId, fileId } });

const withoutEmpty = (query: DueDiligenceQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as DueDiligenceQuery;

export const fetchRequests = (
  dealId: number,
  query: DueDiligenceQuery,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<DueDiligenceList> =>
  callApi(closingRoutes.requests, {
    params: { id: dealId },
    query: withoutEmpty(query),
    silent: true,
    client,
    ...(signal ? { signal } : {}),
  });

export const requestsCsvUrl = (dealId: number, query: DueDiligenceQuery) =>
  endpointUrl(closingRoutes.exportRequests, { params: { id: dealId }, query: withoutEmpty(query) });

export const askForDocuments = (dealId: number, request: NewDueDiligenceRequest, client: ApiClient = api): Promise<DueDiligenceRequest> =>
  callApi(closingRoutes.ask, { params: { id: dealId }, body: request, client });

export function answerRequest(
  dealId: number,
  requestId: number,
  answer: { note: string; files: File[] },
  client: ApiClient = api,
): Promise<DueDiligenceRequest> {
  const body = new FormData();
  if (answer.note.trim()) body.append('note', answer.note);
  for (const file of answer.files) body.append('files', file);
  return callApi(closingRoutes.answer, { params: { id: dealId, requestId }, body, client });
}

export const setRequestStatus = (dealId: number, requestId: number, status: 'open' | 'closed', client: ApiClient = api) =>
  callApi(closingRoutes.setRequestStatus, { params: { id: dealId, requestId }, body: { status }, client });

export const fetchClosingTemplate = (client: ApiClient = api): Promise<ClosingTemplate> => callApi(closingRoutes.template, { client });

export const saveClosingTemplate = (change: ClosingTemplateChange, client: ApiClient = api): Promise<ClosingTemplate> =>
  callApi(closingRoutes.saveTemplate, { body: change, client });
