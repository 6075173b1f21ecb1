import { authRoutes } from '../../../contracts/auth/routes';
import { isApiError } from '../../lib/api';
import { requestApi } from '../../lib/callApi';
import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import { queryClient } from '../queryClient';
import { session } from './sessionStore';

/**
 * POST /auth/logout. On 204 (docs/product.md "Session and start-up") — and on 401, when the server had already ended the session — the stored
 * seller survey, valuation survey and seller redirect flag are cleared, then the user and every cached query.
 * Resolves to whether the user is now logged out; the caller then goes to Log In.
 */
export async function logOut(): Promise<boolean> {
  let status: number;
  try {
    ({ status } = await requestApi(authRoutes.logout));
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) return false;
    status = 204;
  }
  if (status !== 204) return false;
  localStore.remove(STORAGE_KEYS.sellerSurvey);
  localStore.remove(STORAGE_KEYS.valuationSurvey);
  localStore.remove(STORAGE_KEYS.sellerRedirect);
  session.clear();
  queryClient.clear();
  return true;
}
