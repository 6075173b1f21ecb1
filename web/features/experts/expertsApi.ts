/** The expert-call calls, typed by contracts/experts. */
import type { AvailabilityWindow, ExpertInput, SlotDay } from '../../../contracts/experts/experts';
import { expertRoutes } from '../../../contracts/experts/routes';
import type { EndpointBody } from '../../../contracts/common/route-map';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const expertKeys = {
  all: ['experts'] as const,
  list: ['experts', 'list'] as const,
  bookings: ['experts', 'bookings'] as const,
  admin: ['experts', 'admin'] as const,
  adminBookings: ['experts', 'admin', 'bookings'] as const,
};

export async function fetchExperts(signal?: AbortSignal, client: ApiClient = api) {
  return callApi(expertRoutes.experts, { signal, client });
}

export async function fetchBookings(signal?: AbortSignal, client: ApiClient = api) {
  return callApi(expertRoutes.bookings, { signal, client });
}

/** A 409 carries the expert's fresh slots. */
export const takenSlots = (error: unknown): { message: string; days: SlotDay[] } | null =>
  isApiError(error) && error.status === 409 ? (error.data as { message: string; days: SlotDay[] }) : null;

/** The topic goes as chosen, even none: the server's 422 says what is missing. */
export async function bookCall(input: { expert_id: number; starts_at: string; topic: string; note?: string }, client: ApiClient = api) {
  return callApi(expertRoutes.book, { body: input as EndpointBody<typeof expertRoutes.book>, client });
}

export async function rescheduleCall(id: number, startsAt: string, client: ApiClient = api) {
  return callApi(expertRoutes.reschedule, { params: { id }, body: { starts_at: startsAt }, client });
}

export async function cancelCall(id: number, client: ApiClient = api) {
  return callApi(expertRoutes.cancel, { params: { id }, client });
}

export async function fetchAdminExperts(signal?: AbortSignal, client: ApiClient = api) {
  return callApi(expertRoutes.adminExperts, { signal, client });
}

export async function fetchAdminBookings(signal?: AbortSignal, client: ApiClient = api) {
  return callApi(expertRoutes.adminBookings, { signal, client });
}

export async function saveExpert(id: number | null, input: ExpertInput, client: ApiClient = api) {
  return id === null
    ? callApi(expertRoutes.createExpert, { body: input, client })
    : callApi(expertRoutes.updateExpert, { params: { id }, body: input, client });
}

export async function saveAvailability(id: number, windows: AvailabilityWindow[], client: ApiClient = api) {
  return callApi(expertRoutes.saveAvailability, { params: { id }, body: { windows }, client });
}

export async function blockDay(id: number, day: string, reason: string, client: ApiClient = api) {
  return callApi(expertRoutes.blockDay, { params: { id }, body: { day, ...(reason ? { reason } : {}) }, client });
}

export async function unblockDay(id: number, dayId: number, client: ApiClient = api) {
  return callApi(expertRoutes.unblockDay, { params: { id, dayId }, client });
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Times on the member's own clock (the zone the API grouped the slots in). */
export const formatTime = (iso: string, zone = browserZone()) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(iso));
export const formatDay = (date: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
export const formatWhen = (iso: string, zone = browserZone()) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso));
