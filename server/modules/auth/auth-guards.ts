import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../contracts/auth/auth';
import { forbidden, passwordConfirmationRequired, unauthenticated } from '../../platform/errors';
import type { UserRow } from '../users/users.table';
import type { LoadedSession } from '../../platform/session/session.store';

/** docs/api.md: "confirmed password" means confirm-password succeeded in this session within the last 3 hours. */
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60 * 1000;

export type UserSession = LoadedSession & { user: UserRow; userId: number };

/** The session of a route whose access level already required a login. */
export async function requireUserSession(request: FastifyRequest): Promise<UserSession> {
  const session = await request.session();
  if (!session?.user || session.userId === null) throw unauthenticated();
  return session as UserSession;
}

export function isPasswordConfirmed(session: LoadedSession, now: Date): boolean {
  const at = session.data.passwordConfirmedAt;
  return typeof at === 'number' && now.getTime() - at < PASSWORD_CONFIRMATION_TTL_MS && at <= now.getTime();
}

export function requireConfirmedPassword(session: LoadedSession, now: Date): void {
  if (!isPasswordConfirmed(session, now)) throw passwordConfirmationRequired();
}

/** Staff acting as a user cannot change the user's password, e-mail, phone or two-factor settings. */
export function refuseWhileImpersonating(session: LoadedSession): void {
  if (session.impersonatorId) throw forbidden(AUTH_MESSAGES.impersonationRefused);
}
