/**
 * Starting and leaving an impersonation. Both end with a full page load: every cached query, the session
 * store and the realtime channel belong to the previous identity and must not leak into the next one.
 */
import { impersonationRoutes } from '../../../contracts/impersonation/routes';
import { api, type ApiClient } from '../../lib/api';
import { callApi } from '../../lib/callApi';

export const AFTER_TAKE_PATH = '/dashboard'; // a screen, not an endpoint
export const AFTER_LEAVE_PATH = '/admin/users'; // a screen, not an endpoint
export const AFTER_LOGOUT_PATH = '/login'; // a screen, not an endpoint

export interface ImpersonationDeps {
  client?: ApiClient;
  /** A full navigation; `window.location.assign` in the browser. */
  load?: (path: string) => void;
}

const browserLoad = (path: string) => window.location.assign(path);

/** GET /impersonate/take/{id}, then the dashboard as that user. */
export async function impersonate(userId: number, { client = api, load = browserLoad }: ImpersonationDeps = {}): Promise<void> {
  await callApi(impersonationRoutes.take, { params: { id: userId }, client });
  load(AFTER_TAKE_PATH);
}

/**
 * GET /impersonate/leave, then the users table as staff. A 403 while the session says it is impersonating means
 * the staff account can no longer be used (the server has logged it out), so the login page follows.
 */
export async function leaveImpersonation({ client = api, load = browserLoad }: ImpersonationDeps = {}): Promise<void> {
  try {
    await callApi(impersonationRoutes.leave, { client });
    load(AFTER_LEAVE_PATH);
  } catch (error) {
    if ((error as { status?: number | null }).status === 403) {
      load(AFTER_LOGOUT_PATH);
      return;
    }
    throw error;
  }
}
