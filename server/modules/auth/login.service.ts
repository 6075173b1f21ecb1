import type { z } from 'zod';
import { AUTH_MESSAGES, type LoginSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { tooManyRequests, validationError } from '../../platform/errors';
import { hitResult, hitValues } from '../../platform/rate-limiter';
import { normalizeEmail } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { countAttemptAndFindUser } from './login.query';
import { hashPassword, verifyPassword } from './password';

export type LoginInput = z.output<typeof LoginSchema>;

export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_MS = 60 * 1000;

export const loginLimitKey = (email: string, ip: string) => `login:${email.toLowerCase()}|${ip}`;

let decoyHash: Promise<string> | undefined;

/** An unknown address costs one argon2 verification too, so response times do not reveal which accounts exist. */
async function verifyAgainst(user: UserRow | null, password: string): Promise<boolean> {
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword('lexchange-decoy-password')), password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

export interface CheckedCredentials {
  user: UserRow;
  /**
   * The login counter to clear with the new session (reply.startSession's clearLimitKey), or null: a first attempt
   * leaves nothing worth clearing (the window simply expires).
   */
  clearLimitKey: string | null;
}

/**
 * The password step of login, 5 attempts a minute per e-mail + IP (the 6th is 429 with Retry-After).
 * Returns the user; the caller starts the session or the two-factor challenge, clearing the counter as it does.
 */
export async function checkCredentials(
  deps: Pick<AppDeps, 'database' | 'now'>,
  input: LoginInput,
  ip: string,
): Promise<CheckedCredentials> {
  const key = loginLimitKey(input.email, ip);
  const at = deps.now();
  const [row] = await countAttemptAndFindUser(deps.database.db).execute({
    ...hitValues(key, LOGIN_WINDOW_MS, at),
    email: normalizeEmail(input.email),
  });
  const attempt = hitResult(row!, LOGIN_MAX_ATTEMPTS, at);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  const user = row!.user;
  if (!(await verifyAgainst(user, input.password)) || !user) {
    throw validationError({ email: [AUTH_MESSAGES.badCredentials] });
  }
  // Told only to someone who knows the password, so it reveals nothing to a stranger.
  if (!user.active) throw validationError({ email: [AUTH_MESSAGES.deactivated] });
  return { user, clearLimitKey: attempt.count > 1 ? key : null };
}

export const hasTwoFactor = (user: UserRow) => Boolean(user.twoFactorConfirmedAt && user.twoFactorSecret);
