import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationEvent } from '../../../contracts/notifications/notifications';

/** The e-mail's one-click unsubscribe link: user and event, signed so nobody can turn off someone else's e-mail. */
export function unsubscribeSignature(secret: string, userId: number, event: NotificationEvent): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${event}`).digest('hex');
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: number, event: NotificationEvent): string {
  const query = new URLSearchParams({ user: String(userId), event, signature: unsubscribeSignature(secret, userId, event) });
  return `${appUrl}/api/notifications/unsubscribe?${query.toString()}`;
}

export function isValidUnsubscribeSignature(secret: string, userId: number, event: NotificationEvent, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId, event), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
