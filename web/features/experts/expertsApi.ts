/** The expert-call calls, typed by contracts/experts. */
import type {
  AdminExpert,
  AdminExpertList,
  AvailabilityWindow,
  Booking,
  BookingList,
  ExpertInput,
  ExpertList,
  SlotDay,
} from '../../../contracts/experts';
import { api, isApiError, type ApiClient } from '../../lib/api';

export const expertKeys = {
  all: ['experts'] as const,
  list: ['experts', 'list'] as const,
  bookings: ['experts', 'bookings'] as const,
  admin: ['experts', 'admin'] as const,
  adminBookings: ['experts', 'admin', 'bookings'] as const,
};

export async function fetchExperts(signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.get<ExpertList>('/experts', { signal });
  return data;
}

export async function fetchBookings(signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.get<BookingList>('/bookings', { signal });
  return data;
}

/** A 409 carries the expert's fresh slots. */
export const takenSlots = (error: unknown): { message: string; days: SlotDay[] } | null =>
  isApiError(error) && error.status === 409 ? (error.data as { message: string; days: SlotDay[] }) : null;

export async function bookCall(input: { expert_id: number; starts_at: string; topic: string; note?: string }, client: ApiClient = api) {
  const { data } = await client.post<Booking>('/bookings', input);
  return data;
}

export async function rescheduleCall(id: number, startsAt: string, client: ApiClient = api) {
  const { data } = await client.put<Booking>(`/bookings/${id}`, { starts_at: startsAt });
  return data;
}

export async function cancelCall(id: number, client: ApiClient = api) {
  const { data } = await client.delete<Booking>(`/bookings/${id}`);
  return data;
}

export async function fetchAdminExperts(signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.get<AdminExpertList>('/admin/experts', { signal });
  return data;
}

export async function fetchAdminBookings(signal?: AbortSignal, client: ApiClient = api) {
  const { data } = await client.get<BookingList>('/admin/bookings', { signal });
  return data;
}

export async function saveExpert(id: number | null, input: ExpertInput, client: ApiClient = api) {
  const { data } =
    id === null ? await client.post<AdminExpert>('/admin/experts', input) : await client.put<AdminExpert>(`/admin/experts/${id}`, input);
  return data;
}

export async function saveAvailability(id: number, windows: AvailabilityWindow[], client: ApiClient = api) {
  const { data } = await client.put<AdminExpert>(`/admin/experts/${id}/availability`, { windows });
  return data;
}

export async function blockDay(id: number, day: string, reason: string, client: ApiClient = api) {
  const { data } = await client.post<AdminExpert>(`/admin/experts/${id}/blocked-days`, { day, ...(reason ? { reason } : {}) });
  return data;
}

export async function unblockDay(id: number, dayId: number, client: ApiClient = api) {
  const { data } = await client.delete<AdminExpert>(`/admin/experts/${id}/blocked-days/${dayId}`);
  return data;
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
