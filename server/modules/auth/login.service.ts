import type { z } from 'zod';
import { AUTH_MESSAGES, type LoginSchema } from '../../../contracts/auth';
import type { AppDeps } from '../../platform/deps';
import { tooManyRequests, validationError } from '../../platform/errors';
import { findUserByEmail } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
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

/**
 * The password step of login, 5 attempts a minute per e-mail + IP (the 6th is 429 with Retry-After).
 * Returns the user; the caller starts the session or the two-factor challenge.
 */
export async function checkCredentials(deps: Pick<AppDeps, 'database' | 'limiter'>, input: LoginInput, ip: string): Promise<UserRow> {
  const key = loginLimitKey(input.email, ip);
  const attempt = await deps.limiter.hit(key, LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MS);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  const user = await findUserByEmail(deps.database.db, input.email);
  if (!(await verifyAgainst(user, input.password)) || !user) {
    throw validationError({ email: [AUTH_MESSAGES.badCredentials] });
  }
  // Told only to someone who knows the password, so it reveals nothing to a stranger.
  if (!user.active) throw validationError({ email: [AUTH_MESSAGES.deactivated] });
  // A first attempt leaves nothing worth clearing (the window simply expires).
  if (attempt.count > 1) await deps.limiter.reset(key);
  return user;
}

export const hasTwoFactor = (user: UserRow) => Boolean(user.twoFactorConfirmedAt && user.twoFactorSecret);
