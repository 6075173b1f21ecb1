/** GET and PUT /onboarding/status (SPEC.md §7). */
import type { OnboardingStatus } from '../../../contracts/onboarding';
import { api, type ApiClient } from '../../lib/api';

/** Per user: another member signing in on the same page never sees the last one's tours. */
export const onboardingStatusKey = (userId: number | undefined) => ['onboarding-status', userId ?? null] as const;

export async function fetchOnboardingStatus(client: ApiClient = api): Promise<OnboardingStatus> {
  const { data } = await client.get<{ onboarding_status: OnboardingStatus }>('/onboarding/status', { silent: true });
  return data.onboarding_status;
}

export async function saveOnboardingStatus(status: OnboardingStatus, client: ApiClient = api): Promise<OnboardingStatus> {
  const { data } = await client.put<{ onboarding_status: OnboardingStatus }>(
    '/onboarding/status',
    { onboarding_status: status },
    { silent: true },
  );
  return data.onboarding_status;
}
