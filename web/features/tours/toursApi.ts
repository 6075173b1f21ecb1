/** GET and PUT /onboarding/status (docs/api.md "Calls"). */
import type { OnboardingStatus } from '../../../contracts/tours/tours';
import { tourRoutes } from '../../../contracts/tours/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

/** Per user: another member signing in on the same page never sees the last one's tours. */
export const onboardingStatusKey = (userId: number | undefined) => ['onboarding-status', userId ?? null] as const;

export async function fetchOnboardingStatus(client: ApiClient = api): Promise<OnboardingStatus> {
  return (await callApi(tourRoutes.status, { silent: true, client })).onboarding_status;
}

export async function saveOnboardingStatus(status: OnboardingStatus, client: ApiClient = api): Promise<OnboardingStatus> {
  return (await callApi(tourRoutes.saveStatus, { body: { onboarding_status: status }, silent: true, client })).onboarding_status;
}
