/** The account Settings calls (docs/api.md "Calls", "Auth and onboarding", docs/decisions/0007), typed by contracts/. */
import type { UpdatePasswordInput } from '../../../contracts/auth/auth';
import { authRoutes } from '../../../contracts/auth/routes';
import type { Profile } from '../../app/session/profile';
import type { FormFields } from '../../lib/api';
import { callApi } from '../../lib/callApi';

/** POST /auth/user/profile-information with `_method=PUT`; multipart when a photo is attached. */
export async function updateProfile(fields: FormFields): Promise<Profile> {
  return (await callApi(authRoutes.updateProfile, { form: fields })) as Profile;
}

/** PUT /auth/user/password; the server ends the user's other sessions. */
export async function updatePassword(input: UpdatePasswordInput): Promise<string> {
  return (await callApi(authRoutes.updatePassword, { body: input })).message;
}

export async function isPasswordConfirmed(): Promise<boolean> {
  return (await callApi(authRoutes.confirmedPasswordStatus)).confirmed;
}

/** POST /auth/user/confirm-password (201): sensitive settings open for 3 hours in this session. */
export async function confirmPassword(password: string): Promise<void> {
  await callApi(authRoutes.confirmPassword, { body: { password } });
}

export interface TwoFactorSetup {
  svg: string;
  url: string;
}

/** Without a code: a new pending secret, its QR code and otpauth:// URL. The active secret keeps working meanwhile. */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const data: Partial<TwoFactorSetup> = await callApi(authRoutes.enableTwoFactor, { body: {} });
  if (data.svg && data.url) return { svg: data.svg, url: data.url };
  return callApi(authRoutes.twoFactorCode);
}

/** With the code from the authenticator app: two-factor is on; resolves to the first recovery codes. */
export async function confirmTwoFactorSetup(code: string): Promise<string[]> {
  const data: { recovery_codes?: string[] } = await callApi(authRoutes.enableTwoFactor, { body: { code } });
  return data.recovery_codes ?? [];
}

export async function disableTwoFactor(): Promise<string> {
  return (await callApi(authRoutes.disableTwoFactor)).message;
}

/** Codes are stored hashed, so "show" issues a new set of 8 and the previous set stops working (decision 0007). */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  return callApi(authRoutes.recoveryCodes);
}
