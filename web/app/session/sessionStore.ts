import { impersonationRoutes } from '../../../contracts/impersonation/routes';
import { userRoutes } from '../../../contracts/users/routes';
import { api, isApiError, serviceNoticeOf, type ApiClient, type ServiceNotice } from '../../lib/api';
import { callApi } from '../../lib/callApi';
import { localStore, STORAGE_KEYS } from '../../lib/storageKeys';
import { analytics as appAnalytics } from '../analytics/analytics';
import { reportUser } from '../analytics/errorReporting';
import { displayName, type Profile } from './profile';

export interface SessionSnapshot {
  /** The logged-in user (the impersonated one while staff impersonate), or null. */
  user: Profile | null;
  isImpersonating: boolean;
}

interface RestoreOptions {
  /** The page said the browser sent no session cookie: nobody is logged in. */
  noSessionCookie?: boolean;
  /** The page carried the session its first screen was rendered for (web/app/first-screen/shellData.ts). */
  known?: { user: Profile; isImpersonating: boolean };
}

interface Dependencies {
  client: ApiClient;
  analytics: Pick<typeof appAnalytics, 'identify' | 'reset'>;
}

/**
 * The browser's session (docs/product.md "Session and start-up"): restored from GET /api/profile before the app renders, saved to
 * localStorage and identified to analytics when set, removed from storage and analytics when cleared.
 */
export function createSessionStore({ client, analytics }: Dependencies) {
  let snapshot: SessionSnapshot = { user: null, isImpersonating: false };
  const listeners = new Set<() => void>();

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  function setUser(user: Profile, isImpersonating = snapshot.isImpersonating) {
    localStore.set(STORAGE_KEYS.user, JSON.stringify(user));
    if (snapshot.user?.id !== user.id) {
      analytics.identify(String(user.id), { email: user.email, name: displayName(user) });
      reportUser({ id: String(user.id), email: user.email, full_name: displayName(user) });
    }
    publish({ user, isImpersonating });
  }

  function clear() {
    localStore.remove(STORAGE_KEYS.user);
    if (snapshot.user) {
      analytics.reset();
      reportUser(null);
    }
    publish({ user: null, isImpersonating: false });
  }

  async function checkImpersonation(): Promise<boolean> {
    try {
      const { is_impersonating } = await callApi(impersonationRoutes.check, { silent: true, client });
      return Boolean(is_impersonating);
    } catch {
      // Until the check answers (or while the route does not exist) nobody is treated as impersonating.
      return false;
    }
  }

  type ProfileLoad =
    { outcome: 'user'; profile: Profile } | { outcome: 'logged-out' } | { outcome: 'unreachable'; notice: ServiceNotice | null };

  async function loadProfile(showError: boolean): Promise<ProfileLoad> {
    try {
      const profile: Profile = await callApi(userRoutes.profile, { silent: !showError, client });
      return { outcome: 'user', profile };
    } catch (error) {
      // A 429 says nothing about the session: it must neither log anybody out nor let a guard pass.
      if (isApiError(error) && error.status !== null && error.status < 500 && error.status !== 429) return { outcome: 'logged-out' };
      return { outcome: 'unreachable', notice: serviceNoticeOf(error, { anyLimit: true }) };
    }
  }

  /** Impersonation status is checked after the profile loads (docs/product.md "Session and start-up"). */
  async function adopt(profile: Profile): Promise<Profile> {
    setUser(profile);
    const isImpersonating = await checkImpersonation();
    if (snapshot.user?.id === profile.id) publish({ user: snapshot.user, isImpersonating });
    return profile;
  }

  /**
   * Loads the profile, then the impersonation status. A 4xx (401 when logged out) clears the session. When the
   * server cannot answer, what is known stays, and the error is toasted only when `showError` is asked for
   * (docs/product.md "Messages": a failed profile load shows its error only when asked). Resolves to the user now in the session.
   */
  async function refresh({ showError = false }: { showError?: boolean } = {}): Promise<Profile | null> {
    const result = await loadProfile(showError);
    if (result.outcome === 'user') return adopt(result.profile);
    if (result.outcome === 'logged-out') clear();
    return snapshot.user;
  }

  /**
   * The start-up restore, awaited before the app renders. When the server cannot be reached the copy saved on
   * this device is used, so a brief outage does not log anybody out; the next call tells the truth. When the server
   * answered "wait" (429, 503) nothing is decided: the notice is returned, and the caller shows it and tries again,
   * so no guard ever runs on a session nobody could read. `noSessionCookie` settles it without a request.
   */
  async function restore({ noSessionCookie = false, known }: RestoreOptions = {}): Promise<ServiceNotice | null> {
    // The page said the browser sent no session cookie (web/app/first-screen/shellData.ts): nobody is logged in, no need to ask.
    if (noSessionCookie) {
      clear();
      return null;
    }
    // The page came with its first screen drawn on the server, from this very profile and impersonation status.
    if (known) {
      setUser(known.user, known.isImpersonating);
      return null;
    }
    const result = await loadProfile(false);
    if (result.outcome === 'user') {
      await adopt(result.profile);
    } else if (result.outcome === 'logged-out') {
      clear();
    } else if (result.notice) {
      return result.notice;
    } else {
      const saved = localStore.get(STORAGE_KEYS.user);
      try {
        if (saved) publish({ user: JSON.parse(saved) as Profile, isImpersonating: false });
      } catch {
        localStore.remove(STORAGE_KEYS.user);
      }
    }
    return null;
  }

  return {
    getSnapshot: () => snapshot,
    /** The session a screen rendered on the server shows (web/app/first-screen): published only, neither stored nor identified. */
    renderAs: publish,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser,
    clear,
    refresh,
    restore,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const session = createSessionStore({ client: api, analytics: appAnalytics });
