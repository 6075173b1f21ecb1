import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { ResetPasswordSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { resetPasswordMail } from './auth-mails';
import { passwordResetTokens } from './auth.table';
import { hashPassword } from './password';
import { assertPasswordAllowed } from './password-rules';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const RESET_MESSAGES = {
  /** The same whether or not the account exists. */
  sent: 'If an account exists for that e-mail address, we have sent a link to reset the password.',
  invalid: 'This password reset link is invalid or has expired. Request a new one.',
  done: 'Your password has been reset.',
} as const;

type ResetDeps = Pick<AppDeps, 'config' | 'database' | 'jobs' | 'limiter' | 'now' | 'sessions'>;
export type PasswordReset = z.output<typeof ResetPasswordSchema>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sends a one-time link when the account exists; answers the same either way (limits included). */
export async function requestPasswordReset(deps: ResetDeps, email: string, ip: string): Promise<void> {
  await deps.limiter.consume(`forgot-password:${ip}`, 10, 60 * 1000);
  await deps.limiter.consume(`forgot-password:${email}`, 3, 15 * 60 * 1000);
  const user = await findUserByEmail(deps.database.db, email);
  if (!user || !user.active) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const row = { userId: user.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
  await deps.database.db.insert(passwordResetTokens).values(row).onConflictDoUpdate({ target: passwordResetTokens.userId, set: row });
  const url = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await deps.jobs.enqueue('mail.send', resetPasswordMail(user.email, user.firstName, url));
}

/** Sets the new password when the token is the user's live one; the token is deleted as it is used, and every session ends. */
export async function resetPassword(deps: ResetDeps, input: PasswordReset): Promise<void> {
  assertPasswordAllowed(input.password);
  const db = deps.database.db;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw unprocessable(RESET_MESSAGES.invalid);
  const tokenHash = hashToken(input.token);
  const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)).limit(1);
  const matches = stored && timingSafeEqual(Buffer.from(stored.tokenHash), Buffer.from(tokenHash));
  if (!stored || !matches || stored.expiresAt <= deps.now()) throw unprocessable(RESET_MESSAGES.invalid);
  const used = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        eq(passwordResetTokens.tokenHash, tokenHash),
        gt(passwordResetTokens.expiresAt, deps.now()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (used.length === 0) throw unprocessable(RESET_MESSAGES.invalid);
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: deps.now() });
  await deps.sessions.destroyForUser(user.id);
}
