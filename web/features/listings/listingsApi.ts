/** The listings calls of docs/api.md "Calls" and the server's listing routes, typed by contracts/listing-responses. */
import type { Chat } from '../../../contracts/chats/chats';
import type { OpenDealList } from '../../../contracts/deals/deals';
import type { DataRoomLog, ListingDetail, ListingList, ListingStats } from '../../../contracts/listings/responses';
import type { ListingStatus } from '../../../contracts/listings/constants';
import type { DisableListing, ListingDraft, ListingsQueryParams } from '../../../contracts/listings/listings';
import { chatRoutes } from '../../../contracts/chats/routes';
import { dataRoomRoutes } from '../../../contracts/data-room/routes';
import { dealRoutes } from '../../../contracts/deals/routes';
import { favoriteRoutes } from '../../../contracts/favorites/routes';
import { listingRoutes } from '../../../contracts/listings/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export type ListingParams = ListingsQueryParams;

export const listingKeys = {
  all: ['listings'] as const,
  list: (scope: string, params: ListingParams) => ['listings', 'list', scope, params] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  stats: (id: number) => ['listings', 'stats', id] as const,
  log: (id: number) => ['listings', 'log', id] as const,
  openDeals: (id: number) => ['listings', 'open-deals', id] as const,
  accessRequest: (id: number) => ['listings', 'access-request', id] as const,
};

/** Which list a screen shows: browse (GET /listings), the watch list, or one status of the caller's own. */
export type ListingSource = { kind: 'browse' } | { kind: 'favorites' } | { kind: 'status'; status: string };

export async function fetchListings(
  source: ListingSource,
  params: ListingParams,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<ListingList> {
  const options = { query: params, signal, silent: true, client };
  if (source.kind === 'favorites') return callApi(favoriteRoutes.list, options);
  if (source.kind === 'status') return callApi(listingRoutes.byStatus, { ...options, params: { status: source.status as ListingStatus } });
  return callApi(listingRoutes.browse, options);
}

export async function fetchListing(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<ListingDetail> {
  return callApi(listingRoutes.show, { params: { id }, signal, silent: true, client });
}

export async function toggleFavorite(id: number, client: ApiClient = api): Promise<boolean> {
  return (await callApi(favoriteRoutes.toggle, { params: { id }, client })).favorited;
}

export async function createListing(draft: ListingDraft, client: ApiClient = api): Promise<ListingDetail> {
  return callApi(listingRoutes.create, { body: draft, client });
}

export async function saveListing(id: number, draft: ListingDraft, client: ApiClient = api): Promise<ListingDetail> {
  return callApi(listingRoutes.save, { params: { id }, body: draft, client });
}

export async function submitListing(id: number, client: ApiClient = api): Promise<{ message: string; listing: ListingDetail }> {
  return callApi(listingRoutes.submit, { params: { id }, client });
}

export async function uploadListingFiles(
  id: number,
  collection: 'financials_needed' | 'financials_ready',
  files: File[],
  client: ApiClient = api,
  onUploadProgress?: (fraction: number) => void,
): Promise<ListingDetail> {
  const body = new FormData();
  for (const file of files) body.append(collection === 'financials_ready' ? 'financials_ready[]' : collection, file);
  return callApi(dataRoomRoutes.uploadFiles, { params: { id }, body, client, ...(onUploadProgress ? { onUploadProgress } : {}) });
}

export async function removeListingFile(id: number, fileId: number, client: ApiClient = api): Promise<ListingDetail> {
  return callApi(dataRoomRoutes.removeFile, { params: { id, fileId }, client });
}

export async function enableListing(id: number, client: ApiClient = api): Promise<string> {
  return (await callApi(listingRoutes.enable, { params: { id }, client })).message;
}

export async function disableListing(id: number, body: DisableListing, client: ApiClient = api): Promise<string> {
  const form = { reason: body.reason, note: body.note ?? undefined, winning_deal_id: body.winning_deal_id ?? undefined };
  return (await callApi(listingRoutes.disable, { params: { id }, form, client })).message;
}

export async function sendListingFeedback(id: number, message: string, client: ApiClient = api): Promise<string> {
  return (await callApi(listingRoutes.feedback, { params: { id }, form: { message }, client })).message;
}

export async function deleteListing(id: number, reason: string, client: ApiClient = api): Promise<string> {
  return (await callApi(listingRoutes.delete, { params: { id }, body: { reason }, client })).message;
}

export async function fetchListingStats(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<ListingStats> {
  return callApi(listingRoutes.stats, { params: { id }, signal, silent: true, client });
}

/** The listing's open deals (owner or staff): whom to name as the buyer when disabling it as sold here. */
export async function fetchOpenDeals(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<OpenDealList> {
  return callApi(dealRoutes.openDeals, { params: { id }, signal, silent: true, client });
}

export async function fetchDataRoomLog(id: number, signal?: AbortSignal, client: ApiClient = api): Promise<DataRoomLog> {
  return callApi(dataRoomRoutes.log, { params: { id }, signal, silent: true, client });
}

/** POST /chats/create-match: the buyer asks the seller for access; the chat opens in Messages. */
export async function requestAccess(listingId: number, client: ApiClient = api): Promise<{ id: number }> {
  return callApi(chatRoutes.createMatch, { body: { listing_id: listingId }, client });
}

export interface AccessRequest {
  chatId: number;
  status: Chat['status'];
}

/** The viewer's access request (match chat) on a listing, if they made one: its conversation and where it stands. */
export async function fetchAccessRequest(listingId: number, signal?: AbortSignal, client: ApiClient = api): Promise<AccessRequest | null> {
  const data = await callApi(chatRoutes.list, {
    query: { 'filter[type]': 'match', 'filter[listing_id]': listingId, per_page: 1 },
    signal,
    silent: true,
    client,
  });
  const chat = data.data[0];
  return chat ? { chatId: chat.id, status: chat.status } : null;
}
