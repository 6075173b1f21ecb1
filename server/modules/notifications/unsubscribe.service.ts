import { NOTIFICATION_MESSAGES, type NotificationEvent } from '../../../contracts/notifications/notifications';
import type { AppDeps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { findUserById } from '../users/users.repository';
import { setEmailPreferences } from './notification-preferences.service';
import { isValidUnsubscribeSignature } from './unsubscribe-link';

/** Turns one event's e-mails off for the user the link was signed for; a tampered link changes nothing. */
export async function unsubscribe(
  deps: Pick<AppDeps, 'database' | 'config' | 'now'>,
  link: { user: number; event: NotificationEvent; signature: string },
): Promise<void> {
  if (!isValidUnsubscribeSignature(deps.config.sessionSecret, link.user, link.event, link.signature)) {
    throw forbidden(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  }
  const user = await findUserById(deps.database.db, link.user);
  // A deleted account has no e-mails left to stop: the link still ends on the success page.
  if (!user) return;
  await setEmailPreferences(deps.database.db, user.id, { [link.event]: false }, deps.now());
}
