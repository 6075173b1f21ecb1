import type { z } from 'zod';
import type { TwoFactorChallengeSchema } from '../../../contracts/auth/auth';
import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import type { SessionData } from '../../platform/session/session.store';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { hasTwoFactor } from './login.service';
import { TWO_FACTOR_MESSAGES, useRecoveryCode, useTotpCode } from './two-factor.service';

export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_WINDOW_MS = 60 * 1000;
export const CHALLENGE_EXPIRED = 'Your login has expired. Please log in again.';

export type ChallengeInput = z.output<typeof TwoFactorChallengeSchema>;

/** What login leaves in the (still anonymous) session when the password was right and 2FA is on. */
export function pendingChallengeData(user: UserRow, remember: boolean, now: Date): SessionData {
  return { pendingTwoFactorUserId: user.id, pendingTwoFactorRemember: remember, pendingTwoFactorAt: now.getTime() };
}

function pendingUserId(data: SessionData, now: Date): number | null {
  const at = data.pendingTwoFactorAt;
  if (typeof data.pendingTwoFactorUserId !== 'number' || typeof at !== 'number') return null;
  return now.getTime() - at <= TWO_FACTOR_CHALLENGE_TTL_MS ? data.pendingTwoFactorUserId : null;
}

/** Second step of login: a TOTP code or a recovery code, 5 tries a minute per account. */
export async function passTwoFactorChallenge(
  deps: Pick<AppDeps, 'database' | 'limiter' | 'now'>,
  data: SessionData,
  input: ChallengeInput,
): Promise<{ user: UserRow; remember: boolean }> {
  const userId = pendingUserId(data, deps.now());
  if (userId === null) throw unprocessable(CHALLENGE_EXPIRED);
  await deps.limiter.consume(`two-factor:${userId}`, TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_WINDOW_MS);
  const user = await findUserById(deps.database.db, userId);
  if (!user || !user.active || !hasTwoFactor(user)) throw unprocessable(CHALLENGE_EXPIRED);
  if (input.recovery_code) {
    if (!(await useRecoveryCode(deps, user, input.recovery_code))) {
      throw unprocessable(TWO_FACTOR_MESSAGES.invalidRecoveryCode, 'recovery_code');
    }
  } else if (!(await useTotpCode(deps, user, input.code ?? ''))) {
    throw unprocessable(TWO_FACTOR_MESSAGES.invalidCode, 'code');
  }
  return { user, remember: data.pendingTwoFactorRemember === true };
}
