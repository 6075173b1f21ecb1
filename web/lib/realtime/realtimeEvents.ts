import { NOTIFICATION_EVENT_KEYS, type NotificationEvent } from '../../../contracts/notifications/constants';

/** The payload of event `notification` on `private-user.{id}` (docs/api.md "Real-time"). */
export interface RealtimeNotification {
  id: number;
  /** What kind of notification it is; null for a kind this page does not know yet (a newer server), shown plainly. */
  event: NotificationEvent | null;
  subject: string;
  body: string;
  url: string;
  created_at: string;
}

type Listener = (notification: RealtimeNotification) => void;
const listeners = new Set<Listener>();

/** Screens that show live data (the open chat, the notification list) listen here; returns the removal. */
export function onRealtimeNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRealtimeNotification(notification: RealtimeNotification): void {
  for (const listener of listeners) listener(notification);
}

/** Accepts only the documented shape; anything else is ignored rather than half-shown. */
export function parseRealtimeNotification(data: unknown): RealtimeNotification | null {
  const value = (typeof data === 'string' ? safeJson(data) : data) as Partial<RealtimeNotification> | null;
  if (!value || typeof value !== 'object' || typeof value.subject !== 'string') return null;
  return {
    id: typeof value.id === 'number' ? value.id : 0,
    event: knownEvent(value.event),
    subject: value.subject,
    body: typeof value.body === 'string' ? value.body : '',
    url: typeof value.url === 'string' ? value.url : '',
    created_at: typeof value.created_at === 'string' ? value.created_at : new Date().toISOString(),
  };
}

function knownEvent(event: unknown): NotificationEvent | null {
  return NOTIFICATION_EVENT_KEYS.find((key) => key === event) ?? null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
