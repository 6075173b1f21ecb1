import { URI, type TOTP } from 'otpauth';
import type { Api } from './api';

export interface TwoFactorSetup {
  totp: TOTP;
  recoveryCodes: string[];
}

const PERIOD_MS = 30_000;

/**
 * Turns two-factor on for the account `api` is logged in as, the way the Settings screen does: confirm the password,
 * start (pending secret), read the secret from the otpauth URL, confirm with a code, then fetch recovery codes.
 * The confirming code is the previous time step's (the server allows one step of drift), so the current step's code
 * is still unused for the login that follows.
 */
export async function enableTwoFactor(api: Api, password: string): Promise<TwoFactorSetup> {
  await api.ok('POST', '/auth/user/confirm-password', { password });
  await api.ok('POST', '/auth/user/two-factor-authentication');
  const { url } = await api.ok<{ url: string }>('GET', '/auth/two-factor-generate-code');
  const totp = URI.parse(url) as TOTP;
  await api.ok('POST', '/auth/user/two-factor-authentication', { code: totp.generate({ timestamp: Date.now() - PERIOD_MS }) });
  const recoveryCodes = await api.ok<string[]>('GET', '/auth/user/two-factor-recovery-codes');
  return { totp, recoveryCodes };
}
