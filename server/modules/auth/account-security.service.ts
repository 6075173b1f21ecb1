import type { z } from 'zod';
import { AUTH_MESSAGES, type UpdatePasswordSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/errors';
import { updateUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-rules';

export type PasswordUpdate = z.output<typeof UpdatePasswordSchema>;

export const CONFIRM_MAX_ATTEMPTS = 5;
export const PASSWORD_UPDATED = 'Your password has been updated.';
export const PASSWORD_CONFIRMED = 'Your password is confirmed.';

/** confirm-password: 5 tries a minute, then the caller records the time in the session. */
export async function confirmPassword(deps: Pick<AppDeps, 'limiter'>, user: UserRow, password: string): Promise<void> {
  await deps.limiter.consume(`confirm-password:${user.id}`, CONFIRM_MAX_ATTEMPTS, 60 * 1000);
  if (!(await verifyPassword(user.passwordHash, password))) throw validationError({ password: [AUTH_MESSAGES.wrongPassword] });
}

/** Changes the password; every other session of the user ends (the caller rotates the current one). */
export async function updatePassword(
  deps: Pick<AppDeps, 'database' | 'limiter' | 'sessions' | 'now'>,
  user: UserRow,
  currentSessionId: string,
  input: PasswordUpdate,
): Promise<void> {
  await deps.limiter.consume(`confirm-password:${user.id}`, CONFIRM_MAX_ATTEMPTS, 60 * 1000);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw validationError({ current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
  }
  assertPasswordAllowed(input.password);
  await updateUser(deps.database.db, user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: deps.now() });
  await deps.sessions.destroyForUser(user.id, { exceptId: currentSessionId });
}
