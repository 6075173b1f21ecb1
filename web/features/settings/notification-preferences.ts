import type {
  NotificationEvent,
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '../../../contracts/notifications/notifications';
import { notificationRoutes } from '../../../contracts/notifications/routes';
import { callApi } from '../../lib/callApi';

export const NOTIFICATION_PREFERENCES_KEY = ['settings', 'notification-preferences'] as const;

export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return callApi(notificationRoutes.preferences, { silent: true });
}

export async function saveNotificationPreferences(input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
  return callApi(notificationRoutes.savePreferences, { body: input });
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
