import type { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '../../../contracts/auth/auth';
import { authRoutes } from '../../../contracts/auth/routes';
import { requestApi } from '../../lib/callApi';
import { session } from '../../app/session/sessionStore';

/** docs/product.md "Constants and limits": the statuses a two-factor call succeeds with. */
export const TWO_FACTOR_SUCCESS_STATUSES = [200, 201, 204] as const;

export type LoginOutcome = 'logged-in' | 'two-factor';

/** POST /auth/login; on 200 without the two-factor flag the profile is loaded (docs/product.md "Session and start-up"). */
export async function logIn(credentials: LoginInput): Promise<LoginOutcome> {
  const { data } = await requestApi(authRoutes.login, { body: credentials });
  if (data?.two_factor) return 'two-factor';
  await session.refresh({ showError: true });
  return 'logged-in';
}

/** POST /auth/two-factor-challenge with a code or a recovery code; then the profile is loaded. */
export async function answerTwoFactorChallenge(answer: { code: string } | { recovery_code: string }): Promise<boolean> {
  const { status } = await requestApi(authRoutes.twoFactorChallenge, { body: answer });
  if (!(TWO_FACTOR_SUCCESS_STATUSES as readonly number[]).includes(status)) return false;
  await session.refresh({ showError: true });
  return true;
}

/** POST /auth/register; on 201 the profile is loaded. */
export async function register(input: RegisterInput): Promise<void> {
  const { status } = await requestApi(authRoutes.register, { body: input });
  if (status === 201) await session.refresh({ showError: true });
}

/** POST /auth/forgot-password; resolves to the server's message. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { data } = await requestApi(authRoutes.forgotPassword, { body: input });
  return data.message;
}

/** POST /auth/reset-password; on 200 logs in with the same credentials (docs/product.md "Session and start-up"). */
export async function resetPassword(input: ResetPasswordInput): Promise<LoginOutcome | null> {
  const { status } = await requestApi(authRoutes.resetPassword, { body: input });
  if (status !== 200) return null;
  return logIn({ email: input.email, password: input.password });
}
