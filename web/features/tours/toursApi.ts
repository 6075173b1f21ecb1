/** GET and PUT /onboarding/status (SPEC.md §7). */
import type { OnboardingStatus } from '../../../contracts/onboarding';
import { api, type ApiClient } from '../../lib/api';

export const ONBOARDING_STATUS_KEY = ['onboarding-status'] as const;

export async function fetchOnboardingStatus(client: ApiClient = api): Promise<OnboardingStatus> {
  const { data } = await client.get<{ onboarding_status: OnboardingStatus }>('/onboarding/status', { silent: true });
  return data.onboarding_status;
}

export async function saveOnboardingStatus(status: OnboardingStatus, client: ApiClient = api): Promise<OnboardingStatus> {
  const { data } = await client.put<{ onboarding_status: OnboardingStatus }>('/onboarding/status', { onboarding_status: status }, { silent: true });
  return data.onboarding_status;
}
