import type { AppDeps } from '../../platform/deps';
import { unprocessable } from '../../platform/errors';
import { takeRecoveryCode, takeTotpStep, updateUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { hasTwoFactor } from './login.service';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpQrCode, totpStep } from './totp';

export const TWO_FACTOR_MESSAGES = {
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  enabled: 'Two-factor authentication is enabled.',
  disabled: 'Two-factor authentication is disabled.',
  invalidCode: 'The provided two factor authentication code was invalid.',
  invalidRecoveryCode: 'The provided two factor recovery code was invalid.',
  notSetUp: 'Two-factor authentication has not been set up. Start the setup first.',
  notEnabled: 'Two-factor authentication is not enabled.',
} as const;

type TwoFactorDeps = Pick<AppDeps, 'database' | 'now'>;

/** Without a code: a new pending secret; the active one (if any) keeps working until the new one is confirmed. */
export async function startTwoFactorSetup(deps: TwoFactorDeps, user: UserRow): Promise<UserRow> {
  return updateUser(deps.database.db, user.id, { twoFactorPendingSecret: newTotpSecret() });
}

/** The pending secret's QR code, else the active one's. */
export async function twoFactorQrCode(user: UserRow): Promise<{ svg: string; url: string }> {
  const secret = user.twoFactorPendingSecret ?? user.twoFactorSecret;
  if (!secret) throw unprocessable(TWO_FACTOR_MESSAGES.notSetUp);
  return totpQrCode(secret, user.email);
}

async function storeRecoveryCodes(deps: TwoFactorDeps, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await updateUser(deps.database.db, userId, { twoFactorRecoveryCodes: codes.map(hashRecoveryCode) });
  return codes;
}

/** With a code from the pending secret: 2FA is on, with 8 new recovery codes (returned once, stored hashed). */
export async function confirmTwoFactorSetup(deps: TwoFactorDeps, user: UserRow, code: string): Promise<string[]> {
  const secret = user.twoFactorPendingSecret;
  if (!secret) throw unprocessable(TWO_FACTOR_MESSAGES.notSetUp, 'code');
  const step = totpStep(secret, code, deps.now());
  if (step === null) throw unprocessable(TWO_FACTOR_MESSAGES.invalidCode, 'code');
  await updateUser(deps.database.db, user.id, {
    twoFactorSecret: secret,
    twoFactorPendingSecret: null,
    twoFactorConfirmedAt: deps.now(),
    twoFactorLastStep: step,
  });
  return storeRecoveryCodes(deps, user.id);
}

export async function disableTwoFactor(deps: TwoFactorDeps, user: UserRow): Promise<void> {
  await updateUser(deps.database.db, user.id, {
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorConfirmedAt: null,
    twoFactorLastStep: null,
    twoFactorRecoveryCodes: null,
  });
}

/** Codes are stored hashed, so showing them means issuing a new set of 8; the old set stops working. */
export async function regenerateRecoveryCodes(deps: TwoFactorDeps, user: UserRow): Promise<string[]> {
  if (!hasTwoFactor(user)) throw unprocessable(TWO_FACTOR_MESSAGES.notEnabled);
  return storeRecoveryCodes(deps, user.id);
}

/** A TOTP code is accepted once: its time step must be later than the last one used. */
export async function useTotpCode(deps: TwoFactorDeps, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = totpStep(user.twoFactorSecret, code, deps.now());
  if (step === null) return false;
  return takeTotpStep(deps.database.db, user.id, step);
}

/** A recovery code is removed as it is used, atomically, so it works once. */
export async function useRecoveryCode(deps: TwoFactorDeps, user: UserRow, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(code);
  return takeRecoveryCode(deps.database.db, user.id, hash);
}
