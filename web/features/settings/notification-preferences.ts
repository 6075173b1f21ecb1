import type { NotificationEvent, NotificationPreferences, UpdateNotificationPreferencesInput } from '../../../contracts/notifications';
import { api } from '../../lib/api';

export const NOTIFICATION_PREFERENCES_KEY = ['settings', 'notification-preferences'] as const;

export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return (await api.get<NotificationPreferences>('/notifications/preferences', { silent: true })).data;
}

export async function saveNotificationPreferences(input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
  return (await api.put<NotificationPreferences>('/notifications/preferences', input)).data;
}

/** Only what changed goes to the server (it stores changes only). */
export function changedEmailSettings(
  saved: NotificationPreferences,
  chosen: Partial<Record<NotificationEvent, boolean>>,
): Partial<Record<NotificationEvent, boolean>> {
  const changes: Partial<Record<NotificationEvent, boolean>> = {};
  for (const preference of saved.data) {
    const wanted = chosen[preference.event];
    if (wanted !== undefined && wanted !== preference.email) changes[preference.event] = wanted;
  }
  return changes;
}
